/**
 * What a helper started (a portal, a sandbox, a Redis, a server) is stopped once the test file
 * has finished, whenever it was started: at the file's top level, in a `describe`, in a hook or
 * lazily in a test. Vitest runs an `afterAll` only when it is registered while the file is
 * collected, so a helper started later would otherwise stay running in the worker, which runs
 * the next files (`isolate: false`). tests/setup/file-scope.ts runs these after the file's own
 * `afterAll`s, the last started first.
 */
const cleanups: Array<() => unknown> = [];

export function afterFile(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

/** Runs every cleanup registered, the last first, each even when one before it failed; throws the first failure. */
export async function runFileCleanups(): Promise<void> {
  let failure: unknown;
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
