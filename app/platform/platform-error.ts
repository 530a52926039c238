import type { ErrorDetails } from "./envelope";
import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from "./errors";

/**
 * A failed platform call: a platform error code, or one the client raised (NETWORK_ERROR,
 * TIMEOUT, BAD_RESPONSE). The one error class the portal's code checks, with `isPlatformError`
 * and the readers below: what a refusal carries is read here, never by the shape of an error.
 */
export class PlatformError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails | null = null,
    /** The HTTP status, 0 when no response arrived. */
    readonly status = 0,
    readonly call = "",
  ) {
    super(`${call ? `${call}: ` : ""}${code} (${ERROR_MESSAGES[code]})`);
    this.name = "PlatformError";
  }
}

/**
 * Whether `error` is a PlatformError. Checked by its name and code rather than `instanceof`: the
 * server's own modules and the portal's build each hold a copy of this class, and a client made
 * by one throws errors the other reads.
 */
export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof Error && error.name === "PlatformError" && "code" in error && isErrorCode(error.code);
}

/** The code of a failed platform call; INTERNAL_ERROR for anything else that was thrown. */
export function platformErrorCode(error: unknown): ErrorCode {
  return isPlatformError(error) ? error.code : "INTERNAL_ERROR";
}

/** What a refusal carries (captcha, wait, IP, fields, the end of a lock); empty for anything else. */
export function errorDetails(error: unknown): ErrorDetails {
  return (isPlatformError(error) ? error.details : null) ?? {};
}

/** How long the platform asked to wait before trying again, when it said. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  return errorDetails(error).retryAfterSeconds;
}
