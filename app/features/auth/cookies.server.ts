import { randomUUID } from "node:crypto";
import { parse, serialize } from "cookie";

/**
 * The sign-in flow's own cookies. All host-only (no Domain), httpOnly, SameSite=Lax.
 *
 * Remember me keeps the last username, or the SMS country and number,
 * for one day. The password is deliberately NOT remembered: see
 * docs/decisions/sign-in.md.
 */

const ONE_DAY_SECONDS = 24 * 60 * 60;
const ONE_YEAR_SECONDS = 365 * ONE_DAY_SECONDS;
const CAPTCHA_FLOW_SECONDS = 10 * 60;

export const REMEMBER_USERNAME_COOKIE = "login_user";
export const REMEMBER_MOBILE_COOKIE = "login_mobile";
export const CAPTCHA_FLOW_COOKIE = "login_captcha";
export const DEVICE_COOKIE = "device_id";
/** The captcha flow cookie only travels to the captcha image route. */
export const CAPTCHA_PATH = "/auth/captcha";

const base = (secure: boolean, path = "/") => ({ httpOnly: true, sameSite: "lax" as const, path, secure });

const read = (cookieHeader: string | null, name: string) => (cookieHeader ? parse(cookieHeader)[name] : undefined);

const set = (name: string, value: string, maxAge: number, secure: boolean, path?: string) =>
  serialize(name, value, { ...base(secure, path), maxAge });

const clear = (name: string, secure: boolean, path?: string) => serialize(name, "", { ...base(secure, path), expires: new Date(0) });

const USERNAME = /^[^\s;,]{1,64}$/;
const MOBILE = /^([A-Z]{2}):(\d{6,15})$/;

export function rememberedUsername(cookieHeader: string | null): string | null {
  const value = read(cookieHeader, REMEMBER_USERNAME_COOKIE);
  return value && USERNAME.test(value) ? value : null;
}

export function rememberUsernameCookie(username: string | null, secure: boolean): string {
  return username && USERNAME.test(username)
    ? set(REMEMBER_USERNAME_COOKIE, username, ONE_DAY_SECONDS, secure)
    : clear(REMEMBER_USERNAME_COOKIE, secure);
}

export function rememberedMobile(cookieHeader: string | null): { country: string; mobile: string } | null {
  const match = MOBILE.exec(read(cookieHeader, REMEMBER_MOBILE_COOKIE) ?? "");
  return match ? { country: match[1], mobile: match[2] } : null;
}

export function rememberMobileCookie(value: { country: string; mobile: string } | null, secure: boolean): string {
  const text = value ? `${value.country}:${value.mobile}` : "";
  return MOBILE.test(text) ? set(REMEMBER_MOBILE_COOKIE, text, ONE_DAY_SECONDS, secure) : clear(REMEMBER_MOBILE_COOKIE, secure);
}

/** The username whose captcha the image route draws (set when the platform asks for a captcha). */
export function captchaFlowUsername(cookieHeader: string | null): string | null {
  const value = read(cookieHeader, CAPTCHA_FLOW_COOKIE);
  return value && USERNAME.test(value) ? value : null;
}

export function captchaFlowCookie(username: string | null, secure: boolean): string {
  return username && USERNAME.test(username)
    ? set(CAPTCHA_FLOW_COOKIE, username, CAPTCHA_FLOW_SECONDS, secure, CAPTCHA_PATH)
    : clear(CAPTCHA_FLOW_COOKIE, secure, CAPTCHA_PATH);
}

/** The browser's free-play device id, made on first use and kept for a year (`cookie` is set only then). */
export function deviceId(cookieHeader: string | null, secure: boolean): { id: string; cookie: string | null } {
  const existing = read(cookieHeader, DEVICE_COOKIE);
  if (existing && /^[0-9a-f-]{36}$/.test(existing)) return { id: existing, cookie: null };
  const id = randomUUID();
  return { id, cookie: set(DEVICE_COOKIE, id, ONE_YEAR_SECONDS, secure) };
}
