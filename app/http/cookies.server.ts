import { parse, serialize } from "cookie";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parse(cookieHeader)[name] : undefined;
}

/** A host-only, year-long preference cookie (theme, language). */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return serialize(name, value, { path: "/", sameSite: "lax", httpOnly: true, secure, maxAge: ONE_YEAR_SECONDS });
}
