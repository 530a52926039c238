import { createHash } from "node:crypto";

/** A portal session's stable name, derived from its platform token: safe to store and compare, useless to sign in with. */
export function sessionKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
