import { hkdfSync } from "node:crypto";
import { createCookie, redirect, replace, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isErrorCode } from "~/platform/errors";
import type { Flash } from "./flash";

export const FLASH_COOKIE = "__flash";
/** Long enough for the redirect it rides on, short enough that a lost one does not show on a later page. */
const FLASH_SECONDS = 60;

/** The flash cookie's HMAC key, derived from the session secret (one secret to configure, shared by every instance). */
export function flashSecretOf(sessionSecret: string): string {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "portal-flash", "HMAC of flash messages", 32)).toString("base64url");
}

const textSchema = z.object({
  message: z.string().min(1).max(100),
  values: z.record(z.union([z.string().max(200), z.number()])).optional(),
});
const flashSchema = z.union([
  textSchema.extend({ kind: z.literal("success"), more: textSchema.optional() }),
  z.object({
    kind: z.literal("error"),
    code: z.string().refine(isErrorCode),
    retryAfterMinutes: z.number().int().positive().optional(),
    until: z.string().max(60).nullable().optional(),
    help: z.object({ email: z.string().max(200).optional(), liveChat: z.string().max(500).optional() }).optional(),
  }),
]);

type Ctx = Pick<AppLoadContext, "flashSecret" | "secure">;

/**
 * Signed, so a flash cannot be made up by the visitor (a page shows only what this portal said);
 * httpOnly and host-only like every cookie of the portal.
 */
const flashCookie = (context: Ctx) =>
  createCookie(FLASH_COOKIE, {
    secrets: [context.flashSecret],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: context.secure,
    maxAge: FLASH_SECONDS,
  });

/**
 * A redirect to `url` that shows `flash` on the page it leads to, once. `init` adds headers (e.g.
 * a new session cookie), and `replace` replaces the page in the history instead (Remix's `replace`).
 */
export async function redirectWithFlash(url: string, flash: Flash, context: Ctx, init: { headers?: HeadersInit; replace?: boolean } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie(context).serialize(flash));
  return (init.replace ? replace : redirect)(url, { headers });
}

/**
 * The request's flash, if it carries a valid one, and the header that clears the cookie (so it
 * shows once); a cookie that fails its signature or its shape shows nothing, and is cleared too.
 */
export async function readFlash(request: Request, context: Ctx): Promise<{ flash: Flash | null; headers: Record<string, string> }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { flash: null, headers: {} };
  const cookie = flashCookie(context);
  const parsed = flashSchema.safeParse(await cookie.parse(cookieHeader));
  const cleared = await cookie.serialize("", { maxAge: 0 });
  return { flash: parsed.success ? parsed.data : null, headers: { "Set-Cookie": cleared } };
}
