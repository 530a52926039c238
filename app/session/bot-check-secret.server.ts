import { hkdfSync } from "node:crypto";

/** The bot check's HMAC key, derived from the session secret (so deployments configure one secret, shared by every instance). */
export function botCheckSecretOf(sessionSecret: string): string {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "portal-bot-check", "HMAC of bot-check challenges", 32)).toString("base64url");
}
