import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Preview links of draft brands and of brands' drafts (`brands/<id>/draft/`): `/?preview=<token>`
 * on the brand's own domain. The token names the brand and its expiry, signed with a key derived
 * from the session secret: it cannot be made without the server's secret, and one brand's token
 * opens no other brand. The portal checks tokens (server/brand-preview.ts), the console and
 * `npm run brand:preview` make them: one module, so the two ends never disagree on the format.
 */
export const PREVIEW_PARAM = "preview";
/** How long a preview link works when made without an expiry. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60_000;

export const previewKeyOf = (sessionSecret: string) => createHmac("sha256", sessionSecret).update("brand-preview").digest();

const signatureOf = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A preview token for `brandId`, good until `expiresAt`. */
export function previewToken(key: Buffer, brandId: string, expiresAt = Date.now() + PREVIEW_LIFETIME_MS): string {
  const payload = `${brandId}.${Math.floor(expiresAt / 1000)}`;
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The token's expiry (ms), when it is this brand's, well signed and not expired; else null. */
export function verifyPreviewToken(key: Buffer, brandId: string, token: string | undefined, now = Date.now()): number | null {
  const parts = token?.split(".");
  if (!parts || parts.length !== 3 || parts[0] !== brandId || !/^\d{1,12}$/.test(parts[1])) return null;
  const expected = Buffer.from(signatureOf(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(parts[1]) * 1000;
  return expiresAt > now ? expiresAt : null;
}
