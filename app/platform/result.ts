import type { ErrorCode } from "./errors";

/** A platform read as a page shows it: the value, or why it could not be loaded. */
export type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };
