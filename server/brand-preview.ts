import type { Request, Response } from "express";
import { PREVIEW_PARAM, verifyPreviewToken } from "~/brand/preview-token.server";
import { readCookie } from "~/http/cookies.server";

/**
 * Previews of draft brands and of brands' drafts (`brands/<id>/draft/`; docs/decisions/brand-data-files.md,
 * "Drafts"): a signed link `/?preview=<token>` (app/brand/preview-token.server.ts makes and checks
 * its token) opens the preview, and a cookie keeps it for the link's life.
 */
const PREVIEW_COOKIE = "brand_preview";

/** Whether the browser asks for this page inside a frame of another site's page (the console's live preview). */
export const framedByAnotherSite = (req: Request) => req.get("sec-fetch-dest") === "iframe" && req.get("sec-fetch-site") === "cross-site";

/** A cookie kept for the frames of the site that frames this one only (their partition), as a preview needs it there. */
export const partitionedCookie = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=None; Secure; Partitioned`;

/**
 * Whether this request previews `brandId`: by the link's token (which then sets the
 * cookie, so the pages it leads to stay in the preview) or by the cookie.
 */
export function previewing(key: Buffer, brandId: string, req: Request, res: Response): boolean {
  const fromLink = typeof req.query[PREVIEW_PARAM] === "string" ? (req.query[PREVIEW_PARAM] as string) : undefined;
  const linkExpiry = verifyPreviewToken(key, brandId, fromLink);
  if (linkExpiry !== null) {
    const maxAge = Math.floor((linkExpiry - Date.now()) / 1000);
    // Inside another site's frame (the operator console's live preview) a browser sends no Lax
    // cookie and keeps a third-party one only when partitioned: this one is kept for frames under
    // that site alone, so the frame's own requests (its stylesheet, texts, logo) and its links stay
    // in the preview. Partitioned needs Secure, which browsers take over http on localhost names too.
    res.append(
      "Set-Cookie",
      framedByAnotherSite(req)
        ? partitionedCookie(PREVIEW_COOKIE, fromLink!, maxAge)
        : `${PREVIEW_COOKIE}=${fromLink}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${req.secure ? "; Secure" : ""}`,
    );
    return true;
  }
  return verifyPreviewToken(key, brandId, readCookie(req.headers.cookie, PREVIEW_COOKIE)) !== null;
}
