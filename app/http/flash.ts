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
  | FlashFailure;

/**
 * A failure told across a redirect (a social sign-in's, a free play's), with what a form's failure
 * says beside its code (`FormFailure`, ~/forms/reply): the minutes to wait after too many attempts;
 * for a sign-in refused by a time-out or self-exclusion, when it ends and the brand's customer service.
 */
export interface FlashFailure {
  kind: "error";
  code: ErrorCode;
  retryAfterMinutes?: number;
  /** When the break ends, as shown; null when permanent. */
  until?: string | null;
  help?: { email?: string; liveChat?: string };
}

type FlashValues = Record<string, string | number>;
