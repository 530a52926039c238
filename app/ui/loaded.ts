import type { ErrorCode } from "~/platform/errors";

/** A home list as the page receives it: its items, or why it could not be loaded. */
export type Loaded<T> = { ok: true; items: T[] } | { ok: false; code: ErrorCode };

/**
 * A non-critical list: already here when it was ready at once (a cache hit, so it is
 * in the first HTML, with or without JavaScript), else a promise the page streams.
 */
export type Deferred<T> = { ready: true; value: T } | { ready: false; promise: Promise<T> };
