/** Headers of every per-player page, action and answer: never stored by a browser or a shared cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
