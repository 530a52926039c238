import type { Brand } from "./schema";
import { brandSecret } from "~/env.server";

/** The brand secret (a key of `brand.secrets`) naming the env var that holds the merchant's service key. */
export const SERVICE_KEY_SECRET = "serviceKey";

/** A 256-bit key written as 64 hex digits or as base64/base64url; null when it is neither. */
export function parseServiceKey(raw: string | undefined): Uint8Array | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) return new Uint8Array(Buffer.from(value, "hex"));
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === 32) return new Uint8Array(bytes);
  }
  return null;
}

/** The brand's service key, read from the env var its config names (never from the brand folder). */
export function serviceKeyOf(brand: Pick<Brand, "secrets">): Uint8Array | null {
  const name = brand.secrets[SERVICE_KEY_SECRET];
  return name ? parseServiceKey(brandSecret(name)) : null;
}
