import { platformErrorCode } from "./platform-error";
import type { Result } from "./result";

/** A platform read as a page section: never throws, so one failure stays in its section. */
export async function settled<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
}
