import { createHash, randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { AUDIT_ACTIONS, recordAudit } from "../audit/audit.server";
import type { ConsoleStore } from "../../store/database.server";
import { signInPathFor } from "./paths";
import { can, type Action, type Role } from "./roles";
import type { Actor } from "./staff.server";

/**
 * Staff sessions: a random 256-bit id in a cookie, kept in the store by its SHA-256 only. A
 * session ends after 30 minutes without a request or 12 hours after sign-in, whichever is first,
 * and at once when its staff member's role changes, their credentials are reset or they are removed.
 */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
/** Last-seen times are written at most once a minute: a page's burst of requests costs one write. */
const TOUCH_EVERY_MS = 60_000;

/** What the staff module needs of the console's request context (`consoleContext(context)` gives it). */
export interface StaffRequestContext {
  store: ConsoleStore;
  /** The request arrived over https: cookies get Secure and the `__Host-` prefix. */
  secure: boolean;
  clientIp: string;
}

/**
 * On https the cookie is `__Host-` prefixed: the browser then takes it only with Secure, Path=/
 * and no Domain, so no other host (a brand's) can set or shadow it. Plain http (development) cannot
 * carry the prefix. SameSite=Strict: the console is never entered signed-in from another site's
 * link or form, so a forged cross-site request arrives signed out.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-console_session" : "console_session");
export const ticketCookieName = (secure: boolean) => (secure ? "__Host-console_sign_in" : "console_sign_in");

const cookieBase = (secure: boolean) => ({ httpOnly: true, sameSite: "strict" as const, path: "/", secure });

export function setCookie(name: string, value: string, secure: boolean, expires: Date): string {
  return serialize(name, value, { ...cookieBase(secure), expires });
}
export const clearedCookie = (name: string, secure: boolean) => serialize(name, "", { ...cookieBase(secure), expires: new Date(0) });

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  return header ? parse(header)[name] : undefined;
}

/** A new random id (32 bytes, base64url) and the SHA-256 the store keeps of it. */
export function newSecretId(): { id: string; hash: string } {
  const id = randomBytes(32).toString("base64url");
  return { id, hash: hashId(id) };
}
export const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

export interface StaffSession {
  staff: { id: number; email: string; displayName: string; role: Role };
  createdAt: Date;
  /** When the session ends if nothing else happens: the idle limit or the absolute one, whichever is first. */
  expiresAt: Date;
}

/** Starts a session for the staff member; answers the Set-Cookie value. */
export function startStaffSession(context: StaffRequestContext, staffId: number, now: Date = new Date()): string {
  const { id, hash } = newSecretId();
  const at = now.getTime();
  context.store
    .prepare("INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(hash, staffId, at, at, at + ABSOLUTE_MS);
  return setCookie(sessionCookieName(context.secure), id, context.secure, new Date(at + ABSOLUTE_MS));
}

interface SessionRow {
  id_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  staff_id: number;
  email: string;
  display_name: string;
  role: Role;
}

/** The request's staff session, or null when it has none (no cookie, an unknown id, idle too long, past its end). */
export function getStaffSession(context: StaffRequestContext, request: Request, now: Date = new Date()): StaffSession | null {
  const id = readCookie(request, sessionCookieName(context.secure));
  if (!id) return null;
  const row = context.store
    .prepare(
      `SELECT s.id_hash, s.created_at, s.last_seen_at, s.expires_at, s.staff_id, staff.email, staff.display_name, staff.role
       FROM staff_sessions s JOIN staff ON staff.id = s.staff_id WHERE s.id_hash = ?`,
    )
    .get(hashId(id)) as SessionRow | undefined;
  if (!row) return null;
  const at = now.getTime();
  if (at >= row.expires_at || at - row.last_seen_at >= IDLE_MS) {
    context.store.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(row.id_hash);
    return null;
  }
  const lastSeen = at - row.last_seen_at >= TOUCH_EVERY_MS ? at : row.last_seen_at;
  if (lastSeen !== row.last_seen_at)
    context.store.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(at, row.id_hash);
  return {
    staff: { id: row.staff_id, email: row.email, displayName: row.display_name, role: row.role },
    createdAt: new Date(row.created_at),
    expiresAt: new Date(Math.min(row.expires_at, lastSeen + IDLE_MS)),
  };
}

/**
 * The request's staff session, allowed `action` when one is given (the roles' table, `can`).
 * Signed out: throws a redirect to the sign-in page, which brings the staff member back here
 * (and clears a cookie that no longer opens a session). Signed in without the right: throws a 403.
 */
export function requireStaff(context: StaffRequestContext, request: Request, action?: Action, now: Date = new Date()): StaffSession {
  const session = getStaffSession(context, request, now);
  if (!session) {
    const name = sessionCookieName(context.secure);
    const headers = readCookie(request, name) ? { "Set-Cookie": clearedCookie(name, context.secure) } : undefined;
    throw redirect(signInPathFor(request.url), { headers });
  }
  if (action && !can(session.staff.role, action)) throw new Response("Your role does not allow this.", { status: 403 });
  return session;
}

/** The signed-in staff member as the one asking for a change (`setRole`, `createStaff`...). */
export const actorOf = (context: StaffRequestContext, session: StaffSession): Actor => ({ staff: session.staff, ip: context.clientIp });

/** Ends the request's session; answers the headers that clear its cookie. */
export function signOut(context: StaffRequestContext, request: Request, now: Date = new Date()): Headers {
  const session = getStaffSession(context, request, now);
  const id = readCookie(request, sessionCookieName(context.secure));
  if (id) context.store.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(hashId(id));
  if (session) {
    recordAudit(context.store, {
      staffId: session.staff.id,
      email: session.staff.email,
      action: AUDIT_ACTIONS.signOut,
      ip: context.clientIp,
      now,
    });
  }
  return new Headers({ "Set-Cookie": clearedCookie(sessionCookieName(context.secure), context.secure) });
}

/** Sessions and sign-ins past their end, removed now and then (each sign-in) so the tables stay small. */
export function sweepExpired(store: ConsoleStore, now: Date): void {
  const at = now.getTime();
  store.prepare("DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at <= ?").run(at, at - IDLE_MS);
  store.prepare("DELETE FROM staff_sign_in_tickets WHERE expires_at <= ?").run(at);
}
