import { redirect } from "@remix-run/node";
import { isPlatformError } from "~/platform/platform-error";
import { verifyTicketCookie } from "./cookies.server";
import { AGENT_VERIFY_PATH, stepPath, VERIFY_PATH, type Audience } from "./paths";

/** The pending sign-in of a VERIFICATION_REQUIRED refusal, if `error` is one. */
function pendingVerification(error: unknown): { ticket: string; expiresInSeconds: number } | null {
  const verification = isPlatformError(error) && error.code === "VERIFICATION_REQUIRED" ? error.details?.verification : undefined;
  return verification ? { ticket: verification.ticket, expiresInSeconds: verification.expiresInSeconds } : null;
}

/**
 * A password sign-in the platform holds for verification (an address new to the account): the ticket goes into the step's cookie and the browser to the verification
 * step, which works as plain forms. Null when `error` is anything else.
 */
export function verificationRedirect(
  error: unknown,
  options: { audience: Audience; redirectTo: string | null | undefined; secure: boolean; headers?: Headers },
): Response | null {
  const pending = pendingVerification(error);
  if (!pending) return null;
  const headers = options.headers ?? new Headers();
  headers.append("Set-Cookie", verifyTicketCookie(pending.ticket, pending.expiresInSeconds, options.secure));
  return redirect(stepPath(options.audience === "agent" ? AGENT_VERIFY_PATH : VERIFY_PATH, options.redirectTo), { headers });
}
