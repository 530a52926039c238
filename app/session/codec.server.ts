import { hkdfSync } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { accountTypeSchema } from "~/platform/contract/common";
import { MIN_SECRET_LENGTH } from "~/env.server";

/** What the session cookie carries, encrypted. */
export interface SessionData {
  /** The platform session token: server-side only, never rendered. */
  token: string;
  isAgent: z.infer<typeof accountTypeSchema>;
  username: string;
  /** Epoch milliseconds; the session ends then at the latest. */
  expiresAt: number;
  /**
   * Signed in, but the password must be changed first (the default one, or expired where
   * expiry is enforced): server/password-change-guard.ts lets such a session reach only the
   * change-password popup. Absent otherwise.
   */
  passwordChangeDue?: true;
  /**
   * Epoch milliseconds (whole seconds) when the cookie was sealed: the session's last activity
   * as the server knows it (the idle time-out, app/session/idle.server.ts). Set on open.
   */
  seenAt?: number;
}

const claimsSchema = z.object({
  token: z.string().min(1),
  isAgent: accountTypeSchema,
  username: z.string().min(1),
  exp: z.number(),
  iat: z.number().optional(),
  pcd: z.literal(true).optional(),
});

/** Sessions opened lately, at most, and for how long after their last use. */
const OPENED_MAX = 5000;
const OPENED_MS = 60_000;

/**
 * Seals session data as a compact JWE (dir, A256GCM) under a key derived from
 * the session secret. The brand id is the token's audience, so a cookie sealed
 * for one brand does not open on another.
 */
export function createSessionCodec(secret: string) {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The session secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const key = new Uint8Array(hkdfSync("sha256", secret, "portal-session", "A256GCM session cookie", 32));
  /**
   * What a cookie opened to, by brand and the cookie's exact value: a signed-in player's every
   * request carries the same cookie, and decrypting it each time was about 5 % of a kept home's answer.
   * Only the holder of that very value gets its session back (another player's cookie is another
   * key), and its expiry is checked on every use as the decryption checks it.
   */
  const opened = new LRUCache<string, SessionData>({ max: OPENED_MAX, ttl: OPENED_MS, updateAgeOnGet: true });

  return {
    /** `sealedAt` (epoch ms, now by default) is the session's last activity as the idle time-out reads it. */
    seal(data: SessionData, brandId: string, sealedAt = Date.now()): Promise<string> {
      const due = data.passwordChangeDue ? { pcd: true } : {};
      return new EncryptJWT({ token: data.token, isAgent: data.isAgent, username: data.username, ...due })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setAudience(brandId)
        .setIssuedAt(Math.floor(sealedAt / 1000))
        .setExpirationTime(Math.floor(data.expiresAt / 1000))
        .encrypt(key);
    },

    /** The session, or null when the value is not a valid, unexpired session of this brand. */
    async open(sealed: string, brandId: string): Promise<SessionData | null> {
      const cacheKey = `${brandId}\n${sealed}`;
      const known = opened.get(cacheKey);
      if (known) return Date.now() < known.expiresAt ? { ...known } : null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          audience: brandId,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
        });
        const claims = claimsSchema.parse(payload);
        const session: SessionData = {
          token: claims.token,
          isAgent: claims.isAgent,
          username: claims.username,
          expiresAt: claims.exp * 1000,
        };
        if (claims.iat !== undefined) session.seenAt = claims.iat * 1000;
        if (claims.pcd) session.passwordChangeDue = true;
        opened.set(cacheKey, session);
        return { ...session };
      } catch {
        return null;
      }
    },
  };
}

export type SessionCodec = ReturnType<typeof createSessionCodec>;
