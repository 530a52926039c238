import { platformErrorCode } from "~/features/system/status.server";
import type { Result } from "./types";

/** A platform read as a page section: never throws, so one failure stays in its section. */
export async function settled<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: platformErrorCode(error) };
  }
}

/** Headers of every money page and action: per player, never stored. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
