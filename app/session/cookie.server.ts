import { parse, serialize } from "cookie";

export const SESSION_COOKIE = "__session";

/** Host-only (no Domain), httpOnly, SameSite=Lax, Secure on https. */
const base = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure });

export function readSessionCookie(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
}

export function sessionCookie(sealed: string, expiresAt: number, secure: boolean): string {
  return serialize(SESSION_COOKIE, sealed, { ...base(secure), expires: new Date(expiresAt) });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { ...base(secure), expires: new Date(0) });
}
