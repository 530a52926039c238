import type { ErrorCode } from "~/platform/errors";

/**
 * What one request tells the next page across a redirect: a success (a text key of the
 * language packs and its values) or a failure (an error code, shown as `errors.<code>`).
 * Set by `redirectWithFlash` (./flash.server), read once by the root loader, shown by
 * `FlashMessage` (~/ui/FlashMessage): above the page, or in a popup.
 */
export type Flash =
  | {
      kind: "success";
      message: string;
      values?: FlashValues;
      /** A second sentence, when the post did more than asked (contracts that ended by themselves). */
      more?: { message: string; values?: FlashValues };
    }
  | { kind: "error"; code: ErrorCode };

type FlashValues = Record<string, string | number>;
