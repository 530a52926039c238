import { LRUCache } from "lru-cache";

/**
 * A fixed-window limit: at most `limit` hits per `windowMs` for each key. The window
 * starts with a key's first hit. `name` keeps the keys of different limits apart
 * (and names the limit in the shared store).
 */
export interface RateLimitRule {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When the key's window ends: how long to wait before a hit is allowed again. 0 when allowed. */
  retryAfterMs: number;
}

/**
 * Counts hits. The request's limiter is `context.shared.rateLimiter`: in this process
 * by default, shared by every instance through Redis with REDIS_URL
 * (server/redis/rate-limiter.ts; docs/decisions/scaling.md).
 */
export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
}

export function defineRateLimit(rule: RateLimitRule): RateLimitRule {
  if (!/^[a-z0-9-]+$/.test(rule.name)) throw new Error(`rate limit name "${rule.name}": lower-case letters, digits and dashes`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`rate limit ${rule.name}: limit must be a whole number >= 1`);
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) throw new Error(`rate limit ${rule.name}: windowMs must be a whole number >= 1`);
  return Object.freeze({ ...rule });
}

/** SPEC.md §9: sending a sign-in code by SMS, once a second per brand and address. */
export const SMS_SEND_LIMIT = defineRateLimit({ name: "sms-send", limit: 1, windowMs: 1000 });
/** SPEC.md §9: a captcha image, once a second per brand, address and username being signed in. */
export const CAPTCHA_REFRESH_LIMIT = defineRateLimit({ name: "captcha-refresh", limit: 1, windowMs: 1000 });
/**
 * Forgotten passwords (reset emails, reset codes, resets by code), per brand and address, and
 * per brand and account (username or mobile number). SPEC.md §9: such waits last 5 minutes.
 */
export const PASSWORD_RESET_IP_LIMIT = defineRateLimit({ name: "password-reset-ip", limit: 20, windowMs: 5 * 60_000 });
export const PASSWORD_RESET_ACCOUNT_LIMIT = defineRateLimit({ name: "password-reset-account", limit: 5, windowMs: 5 * 60_000 });

/**
 * The limiter of one process: windows in an LRU (the oldest keys go first past `max`,
 * so a flood of addresses costs bounded memory).
 */
export function createMemoryRateLimiter(options: { max?: number } = {}): RateLimiter {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: options.max ?? 50_000 });
  const hitNow = (rule: RateLimitRule, key: string): RateLimitResult => {
    const id = `${rule.name}|${key}`;
    const now = Date.now();
    const window = windows.get(id);
    if (!window || window.endsAt <= now) {
      windows.set(id, { count: 1, endsAt: now + rule.windowMs }, { ttl: rule.windowMs });
      return { allowed: true, retryAfterMs: 0 };
    }
    window.count++;
    return window.count <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: window.endsAt - now };
  };
  return { hit: async (rule, key) => hitNow(rule, key) };
}

/** `Retry-After` in whole seconds (at least 1) for a refused hit. */
export const retryAfterSeconds = (result: RateLimitResult) => Math.max(1, Math.ceil(result.retryAfterMs / 1000));
