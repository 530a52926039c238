import { generateSecret, generateURI, verifySync } from "otplib";

/**
 * The staff's authenticator: TOTP as RFC 6238 says and the authenticator apps expect (SHA-1,
 * 6 digits, 30 s steps). A code is accepted one step either side of now, for a phone's clock
 * drift, and only for a step after the last one accepted, so a code seen over a shoulder or
 * replayed from a log cannot be used again.
 */
const STEP_TOLERANCE_SECONDS = 30;
/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = "Operator console";

/** A new secret: 20 random bytes, base32. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// link an authenticator app reads from a QR code. */
export const otpauthUri = (email: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step `code` is a code of `secret` for, when it is one within the tolerance and after
 * `afterStep` (the last step accepted; null when none was); null otherwise.
 */
export function totpStep(secret: string, code: string, afterStep: number | null, now: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  // A last step at or past the newest step in reach (a clock set back) leaves no code to accept;
  // otplib refuses such an `afterTimeStep` with an error rather than an answer.
  if (afterStep !== null && afterStep >= Math.floor((epoch + STEP_TOLERANCE_SECONDS) / 30)) return null;
  const result = verifySync({
    secret,
    token,
    epoch,
    epochTolerance: STEP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
