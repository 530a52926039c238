import type { ErrorCode } from "../../app/platform/errors";
import type { ErrorDetails } from "../../app/platform/envelope";

/** A handler fails by throwing this; the dispatcher turns it into an error envelope. */
export class SandboxError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails | null = null,
  ) {
    super(code);
  }
}
