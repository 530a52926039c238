import { platformErrorCode } from "~/platform/platform-error";
import type { Deferred, Loaded } from "./loaded";

// How a loader makes a `Loaded` list and a `Deferred` value, for any page that shows its lists section by section.

/** A platform call's result as a section of a page: never throws, so one failure stays in its section. */
export async function settle<T, V>(promise: Promise<T[]>, map: (item: T) => V): Promise<Loaded<V>> {
  try {
    return { ok: true, items: (await promise).map(map) };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
}

/**
 * `promise` as a Deferred: its value when it settles at once (a fresh cache entry
 * settles within microtasks), otherwise the promise itself, for the page to stream.
 * Holds the response back by one turn of the event loop at most.
 */
export async function deferred<T>(promise: Promise<T>): Promise<Deferred<T>> {
  let settled: { value: T } | null = null;
  promise.then(
    (value) => {
      settled = { value };
    },
    () => {},
  );
  await new Promise((resolve) => setImmediate(resolve));
  const done = settled as { value: T } | null;
  return done ? { ready: true, value: done.value } : { ready: false, promise };
}
