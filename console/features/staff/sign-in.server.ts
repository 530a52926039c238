import { AUDIT_ACTIONS, recordAudit } from "../audit/audit.server";
import {
  ADDRESS_MAX_FAILURES,
  EMAIL_MAX_FAILURES,
  addressKey,
  clearThrottle,
  clearWrongCodes,
  codeLockedUntil,
  countThrottleFailure,
  countWrongCode,
  emailKey,
  throttleLockedUntil,
} from "./lockout.server";
import {
  clearedCookie,
  hashId,
  newSecretId,
  readCookie,
  setCookie,
  startStaffSession,
  sweepExpired,
  ticketCookieName,
  type StaffRequestContext,
} from "./sessions.server";
import { getStaff, normalisedEmail, verifyCode, verifyPassword, type Staff } from "./staff.server";

/**
 * Signing in takes two steps, the password and then the authenticator's code, and both must be
 * right. The password's verdict is kept until the code is in: the first step always moves on to
 * the code (unless sign-ins are locked), and the second refuses with one message whichever of the
 * two was wrong. So a password guesser learns nothing without a code too, and an e-mail no account
 * has behaves as a known one with a wrong password. Any refusal ends the sign-in: it starts again
 * at the password.
 */
export const TICKET_MS = 5 * 60_000;

/** The one message for a refused sign-in, whatever was wrong. */
export const SIGN_IN_REFUSED_MESSAGE = "Those details do not sign in. Check them and start again.";

export type SignInResult =
  /** Ask for the authenticator's code (the headers carry the sign-in waiting for it). */
  | { kind: "code"; headers: Headers }
  | { kind: "signedIn"; staff: Staff; headers: Headers }
  /** A wrong password or code: `SIGN_IN_REFUSED_MESSAGE`, back to the first step. */
  | { kind: "refused"; headers: Headers }
  /** Too many wrong passwords for the e-mail or the address, or wrong codes for the account: wait. */
  | { kind: "locked"; retryAfterSeconds: number; headers: Headers }
  /** No sign-in is waiting for a code (too slow, or already used): back to the first step. */
  | { kind: "expired"; headers: Headers };

/** Written on the audit row of a failed sign-in in place of an e-mail field that held something else. */
export const NOT_AN_EMAIL = "(not an e-mail address)";

const secondsUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

interface TicketRow {
  staff_id: number | null;
  email: string;
  expires_at: number;
}

/** The first step: the e-mail and password. */
export async function startSignIn(
  context: StaffRequestContext,
  input: { email: string; password: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  const { store, secure, clientIp } = context;
  const email = normalisedEmail(input.email).slice(0, 254);
  const endTicket = clearedCookie(ticketCookieName(secure), secure);
  sweepExpired(store, now);

  const lockedUntil = Math.max(
    throttleLockedUntil(store, addressKey(clientIp), now) ?? 0,
    throttleLockedUntil(store, emailKey(email), now) ?? 0,
  );
  if (lockedUntil > 0)
    return { kind: "locked", retryAfterSeconds: secondsUntil(lockedUntil, now), headers: new Headers({ "Set-Cookie": endTicket }) };

  const staff = await verifyPassword(store, email, input.password, now);
  if (!staff) {
    const known = store.prepare("SELECT id FROM staff WHERE email = ?").pluck().get(email) as number | undefined;
    // What was typed is recorded only when it is an e-mail: a password typed in the wrong field stays out of the log.
    const typed = known !== undefined || /^[^\s@]+@[^\s@]+$/.test(email) ? email : NOT_AN_EMAIL;
    const audit = { staffId: known ?? null, email: typed, ip: clientIp, now };
    recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInFailed, detail: { step: "password" } });
    const emailLock = countThrottleFailure(store, emailKey(email), EMAIL_MAX_FAILURES, now);
    const addressLock = countThrottleFailure(store, addressKey(clientIp), ADDRESS_MAX_FAILURES, now);
    if (emailLock)
      recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInLocked, detail: { scope: "email", until: new Date(emailLock) } });
    if (addressLock)
      recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInLocked, detail: { scope: "address", until: new Date(addressLock) } });
    const lock = Math.max(emailLock ?? 0, addressLock ?? 0);
    if (lock > 0) return { kind: "locked", retryAfterSeconds: secondsUntil(lock, now), headers: new Headers({ "Set-Cookie": endTicket }) };
  }

  const { id, hash } = newSecretId();
  store
    .prepare("INSERT INTO staff_sign_in_tickets (id_hash, staff_id, email, expires_at) VALUES (?, ?, ?, ?)")
    .run(hash, staff?.id ?? null, email, now.getTime() + TICKET_MS);
  return {
    kind: "code",
    headers: new Headers({ "Set-Cookie": setCookie(ticketCookieName(secure), id, secure, new Date(now.getTime() + TICKET_MS)) }),
  };
}

/** The second step: the authenticator's code, for the sign-in the first step left waiting. */
export async function finishSignIn(
  context: StaffRequestContext,
  request: Request,
  input: { code: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  const { store, secure, clientIp } = context;
  const headers = new Headers({ "Set-Cookie": clearedCookie(ticketCookieName(secure), secure) });
  const ticketId = readCookie(request, ticketCookieName(secure));
  // A sign-in is answered once, whatever the answer: taken and deleted in one statement, so two
  // requests with one ticket cannot both use it.
  const ticket = ticketId
    ? (store.prepare("DELETE FROM staff_sign_in_tickets WHERE id_hash = ? RETURNING staff_id, email, expires_at").get(hashId(ticketId)) as
        TicketRow | undefined)
    : undefined;
  if (!ticket || ticket.expires_at <= now.getTime()) return { kind: "expired", headers };

  const addressLock = throttleLockedUntil(store, addressKey(clientIp), now);
  if (addressLock) return { kind: "locked", retryAfterSeconds: secondsUntil(addressLock, now), headers };
  // The password was wrong (or the e-mail unknown): counted in the first step already.
  if (ticket.staff_id === null) return { kind: "refused", headers };
  const staff = getStaff(store, ticket.staff_id, now);
  if (!staff) return { kind: "refused", headers };
  const audit = { staffId: staff.id, email: staff.email, ip: clientIp, now };

  // While the account's codes are locked, no code is checked, right or wrong.
  const codeLock = codeLockedUntil(store, staff.id, now);
  if (codeLock) return { kind: "locked", retryAfterSeconds: secondsUntil(codeLock, now), headers };

  if (!verifyCode(store, staff.id, input.code, now)) {
    recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInFailed, detail: { step: "code" } });
    const lock = countWrongCode(store, staff.id, now);
    const addressLocked = countThrottleFailure(store, addressKey(clientIp), ADDRESS_MAX_FAILURES, now);
    if (lock) recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInLocked, detail: { scope: "account", until: new Date(lock) } });
    if (addressLocked)
      recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signInLocked, detail: { scope: "address", until: new Date(addressLocked) } });
    const until = Math.max(lock ?? 0, addressLocked ?? 0);
    return until > 0 ? { kind: "locked", retryAfterSeconds: secondsUntil(until, now), headers } : { kind: "refused", headers };
  }

  clearWrongCodes(store, staff.id);
  clearThrottle(store, emailKey(staff.email));
  recordAudit(store, { ...audit, action: AUDIT_ACTIONS.signIn });
  headers.append("Set-Cookie", startStaffSession(context, staff.id, now));
  return { kind: "signedIn", staff: { ...staff, lockedUntil: null }, headers };
}

/** Whether the request carries a sign-in waiting for its code (the sign-in page shows the code's step then). */
export function awaitingCode(context: StaffRequestContext, request: Request, now: Date = new Date()): boolean {
  const ticketId = readCookie(request, ticketCookieName(context.secure));
  if (!ticketId) return false;
  const expiresAt = context.store
    .prepare("SELECT expires_at FROM staff_sign_in_tickets WHERE id_hash = ?")
    .pluck()
    .get(hashId(ticketId)) as number | undefined;
  return expiresAt !== undefined && expiresAt > now.getTime();
}
