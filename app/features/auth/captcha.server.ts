import type { LoaderFunctionArgs } from "@remix-run/node";
import { CAPTCHA_IP_LIMIT, CAPTCHA_REFRESH_LIMIT, hitAll, retryAfterSeconds } from "~/http/rate-limit.server";
import { captchaFlowUsername } from "./cookies.server";

/**
 * A captcha is refreshed at most once per second per brand, address and the
 * username being signed in (CAPTCHA_REFRESH_LIMIT, counted by every instance together with REDIS_URL),
 * and an address gets at most CAPTCHA_IP_LIMIT in 5 minutes whatever the usernames.
 */
export const CAPTCHA_REFRESH_MS = CAPTCHA_REFRESH_LIMIT.windowMs;

const IMAGE_TYPES = new Set(["image/svg+xml", "image/png", "image/jpeg", "image/gif", "image/webp"]);

/** The bytes and type of a `data:<type>;base64,<data>` image, or null. */
export function decodeImageDataUrl(url: string): { type: string; bytes: Buffer } | null {
  const match = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(url);
  if (!match || !IMAGE_TYPES.has(match[1].toLowerCase())) return null;
  return { type: match[1].toLowerCase(), bytes: Buffer.from(match[2], "base64") };
}

export const plain = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** A platform captcha's `data:` URL as an image answer (502 when it is not an image), with `headers` added. */
export function captchaImage(dataUrl: string, headers: Record<string, string> = {}): Response {
  const decoded = decodeImageDataUrl(dataUrl);
  if (!decoded) return plain(502);
  return new Response(new Uint8Array(decoded.bytes), {
    headers: {
      "Content-Type": decoded.type,
      "Cache-Control": "no-store",
      // The image comes from the platform: opened on its own it may run nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ...headers,
    },
  });
}

/**
 * The captcha image of the username being signed in (held in the sign-in flow's
 * cookie, set by the login action when the platform asks for a captcha). Each image
 * is a new captcha on the platform, so a visitor gets at most one per second.
 */
export async function captchaLoader({ request, context }: LoaderFunctionArgs) {
  const username = captchaFlowUsername(request.headers.get("Cookie"));
  if (!username) return plain(404);
  const limit = await hitAll(context.shared.rateLimiter, [
    [CAPTCHA_REFRESH_LIMIT, `${context.brand.id}|${context.clientIp}|${username}`],
    [CAPTCHA_IP_LIMIT, `${context.brand.id}|${context.clientIp}`],
  ]);
  if (!limit.allowed) return plain(429, { "Retry-After": String(retryAfterSeconds(limit)) });
  try {
    const { image } = await context.platform.auth.captcha({ username });
    return captchaImage(image);
  } catch {
    return plain(503);
  }
}
