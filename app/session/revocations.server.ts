/**
 * Sessions signed out before their cookie ends, by `sessionKey` (app/session/session-key.server.ts).
 * A cookie is sealed for the whole session and cannot be taken back from the browser, so every
 * request carrying one asks here first: a signed-out session's old cookie then opens to nothing on
 * every instance of the portal at once. In this process by default; through Redis with REDIS_URL
 * (server/redis/session-revocations.ts). Each entry lasts until the session would have ended anyway.
 */
export interface SessionRevocations {
  /** Refuses the session of `key` from now until `expiresAt` (epoch ms). */
  revoke(key: string, expiresAt: number): Promise<void>;
  isRevoked(key: string): Promise<boolean>;
}

/** Revocations past this many are swept of the expired ones before the next is added. */
const SWEEP_AT = 10_000;

/** Revocations in this process: exact (never evicted while their session could still be used), swept of the expired ones as they grow. */
export function createMemoryRevocations(now: () => number = Date.now): SessionRevocations & { size(): number } {
  const until = new Map<string, number>();
  let sweepAt = SWEEP_AT;
  return {
    async revoke(key, expiresAt) {
      if (expiresAt <= now()) return;
      if (until.size >= sweepAt) {
        const time = now();
        for (const [entry, end] of until) if (end <= time) until.delete(entry);
        sweepAt = Math.max(SWEEP_AT, until.size * 2);
      }
      until.set(key, Math.max(expiresAt, until.get(key) ?? 0));
    },
    async isRevoked(key) {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    size: () => until.size,
  };
}
