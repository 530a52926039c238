import type { ErrorCode } from "~/platform/errors";

/**
 * What one request tells the next page across a redirect: a success (a text key of the
 * language packs and its values) or a failure (an error code, shown as `errors.<code>`).
 * Set by `redirectWithFlash` (./flash.server), read once by the root loader, shown by
 * `FlashMessage` (~/ui/FlashMessage).
 */
export type Flash =
  | { kind: "success"; message: string; values?: Record<string, string | number> }
  | { kind: "error"; code: ErrorCode };
