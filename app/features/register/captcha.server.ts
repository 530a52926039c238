import type { LoaderFunctionArgs } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { captchaImage, plain } from "~/features/auth/captcha.server";
import { CAPTCHA_REFRESH_LIMIT, retryAfterSeconds } from "~/http/rate-limit.server";

/** The captcha being answered: its id, set by the image route, read by the register action. */
export const REGISTER_CAPTCHA_COOKIE = "register_captcha";
const CAPTCHA_SECONDS = 10 * 60;
const ID = /^[\w-]{8,64}$/;

export function registerCaptchaId(cookieHeader: string | null): string | null {
  const value = cookieHeader ? parse(cookieHeader)[REGISTER_CAPTCHA_COOKIE] : undefined;
  return value && ID.test(value) ? value : null;
}

export function registerCaptchaCookie(captchaId: string | null, secure: boolean): string {
  const base = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
  return captchaId && ID.test(captchaId)
    ? serialize(REGISTER_CAPTCHA_COOKIE, captchaId, { ...base, maxAge: CAPTCHA_SECONDS })
    : serialize(REGISTER_CAPTCHA_COOKIE, "", { ...base, expires: new Date(0) });
}

/**
 * GET /register/captcha: a new registration captcha from the platform, its id kept in a
 * cookie for the register action. At most one a second per brand and address.
 */
export async function registerCaptchaLoader({ context }: LoaderFunctionArgs) {
  const limit = await context.shared.rateLimiter.hit(CAPTCHA_REFRESH_LIMIT, `${context.brand.id}|${context.clientIp}|register`);
  if (!limit.allowed) return plain(429, { "Retry-After": String(retryAfterSeconds(limit)) });
  try {
    const { captchaId, image } = await context.platform.registration.captcha();
    return captchaImage(image, { "Set-Cookie": registerCaptchaCookie(captchaId, context.secure) });
  } catch {
    return plain(503);
  }
}
