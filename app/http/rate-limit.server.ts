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
 * by default, shared by a machine's workers through the cluster's primary
 * (server/cluster-store.ts), by every instance through Redis with REDIS_URL
 * (server/redis/rate-limiter.ts; docs/decisions/scaling.md).
 */
export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
}

export function defineRateLimit(rule: RateLimitRule): RateLimitRule {
  if (!/^[a-z0-9-]+$/.test(rule.name)) throw new Error(`rate limit name "${rule.name}": lower-case letters, digits and dashes`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`rate limit ${rule.name}: limit must be a whole number >= 1`);
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1)
    throw new Error(`rate limit ${rule.name}: windowMs must be a whole number >= 1`);
  return Object.freeze({ ...rule });
}

/** A captcha image, once a second per brand, address and username being signed in. */
export const CAPTCHA_REFRESH_LIMIT = defineRateLimit({ name: "captcha-refresh", limit: 1, windowMs: 1000 });
/**
 * Forgotten passwords (reset emails, reset codes, resets by code), per brand and address, and
 * per brand and account (username or mobile number). Such waits last 5 minutes.
 */
export const PASSWORD_RESET_IP_LIMIT = defineRateLimit({ name: "password-reset-ip", limit: 20, windowMs: 5 * 60_000 });
export const PASSWORD_RESET_ACCOUNT_LIMIT = defineRateLimit({ name: "password-reset-account", limit: 5, windowMs: 5 * 60_000 });

const MINUTE_MS = 60_000;

const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Codes sent by SMS (sign-in, registration, password reset, binding a number, the sign-in
 * verification), each paid by the operator: a script sending them to numbers it chooses is
 * toll fraud (docs/decisions/bot-check.md). Counted together whatever the code is for, per
 * brand: from one address 5 an hour and 20 a day (a household or a carrier's shared address
 * still signs in), to one number 3 an hour and 10 a day (a player asks again after the
 * platform's 60 s, not more). The brand's budget (`sms` in brand.yaml, `smsBudgetLimits`) caps them all.
 */
export const SMS_ADDRESS_HOUR_LIMIT = defineRateLimit({ name: "sms-address-hour", limit: 5, windowMs: HOUR_MS });
export const SMS_ADDRESS_DAY_LIMIT = defineRateLimit({ name: "sms-address-day", limit: 20, windowMs: DAY_MS });
export const SMS_NUMBER_HOUR_LIMIT = defineRateLimit({ name: "sms-number-hour", limit: 3, windowMs: HOUR_MS });
export const SMS_NUMBER_DAY_LIMIT = defineRateLimit({ name: "sms-number-day", limit: 10, windowMs: DAY_MS });
/** A brand's budget of codes by SMS, per hour and per day (its `sms.hourlyBudget` and `sms.dailyBudget`). */
export const smsBudgetLimits = (budget: { hourlyBudget: number; dailyBudget: number }) =>
  [
    defineRateLimit({ name: "sms-budget-hour", limit: budget.hourlyBudget, windowMs: HOUR_MS }),
    defineRateLimit({ name: "sms-budget-day", limit: budget.dailyBudget, windowMs: DAY_MS }),
  ] as const;
/** A spent budget is logged as an error once per window of the budget: the first refusal of the window is the only hit allowed. */
export const SMS_BUDGET_ALARM = defineRateLimit({ name: "sms-budget-alarm", limit: 1, windowMs: DAY_MS });
/** Registration attempts that reach the platform, per brand and address. */
export const REGISTER_IP_LIMIT = defineRateLimit({ name: "register-ip", limit: 10, windowMs: 60 * MINUTE_MS });
/** Registration attempts per brand and account asked for (the username, or the mobile number). */
export const REGISTER_ACCOUNT_LIMIT = defineRateLimit({ name: "register-account", limit: 5, windowMs: 15 * MINUTE_MS });
/**
 * A bot-check challenge or no-JavaScript pass is good once: its first use is the only hit
 * allowed in its lifetime (docs/decisions/bot-check.md).
 */
export const BOT_CHECK_SINGLE_USE = defineRateLimit({ name: "bot-check-used", limit: 1, windowMs: 10 * MINUTE_MS });
/** No-JavaScript passes accepted per brand and address: the slower, weaker path is also the scarcer one. */
export const BOT_CHECK_NOSCRIPT_LIMIT = defineRateLimit({ name: "bot-check-noscript", limit: 10, windowMs: 60 * MINUTE_MS });

/**
 * Sign-in attempts (password, agent, verification step, social link) per brand and client
 * address, and per brand and account (the username, mobile or pending sign-in). After
 * too many the wait is up to 5 minutes. Counted after the form passed its schema, so
 * a form that could never sign in costs nothing. The platform locks an account itself too.
 */
export const SIGN_IN_IP_LIMIT = defineRateLimit({ name: "sign-in-ip", limit: 60, windowMs: 5 * 60_000 });
export const SIGN_IN_ACCOUNT_LIMIT = defineRateLimit({ name: "sign-in-account", limit: 20, windowMs: 5 * 60_000 });
/** Captcha images per brand and address, whatever the username (CAPTCHA_REFRESH_LIMIT paces one username's). */
export const CAPTCHA_IP_LIMIT = defineRateLimit({ name: "captcha-ip", limit: 60, windowMs: 5 * 60_000 });

/** Hits every rule with its key; refused when any refuses, with the longest wait. */
export async function hitAll(limiter: RateLimiter, hits: ReadonlyArray<readonly [RateLimitRule, string]>): Promise<RateLimitResult> {
  const results = await Promise.all(hits.map(([rule, key]) => limiter.hit(rule, key)));
  const refused = results.filter((result) => !result.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfterMs: 0 }
    : { allowed: false, retryAfterMs: Math.max(...refused.map((result) => result.retryAfterMs)) };
}

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

/**
 * The limiter of a process whose counts are kept in a store it shares with `sharers` processes in
 * all (the cluster's primary, Redis). `shared` answers the store's verdict, or undefined when the
 * store is slow or unreachable: the hit is then counted in this process against its share of the
 * limit (the limit divided by `sharers`, rounded down, at least 1). Counting alone with the whole
 * limit would let a flood spread over every sharer through once per sharer; with their shares,
 * the sharers together allow no more than the limit. Never more generous than the store, then.
 */
export function createSharedRateLimiter(
  sharers: number,
  shared: (rule: RateLimitRule, key: string) => Promise<RateLimitResult | undefined>,
): RateLimiter {
  const own = createMemoryRateLimiter();
  const shareOf = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: Math.max(1, Math.floor(rule.limit / Math.max(1, sharers))) });
  return {
    async hit(rule, key) {
      return (await shared(rule, key)) ?? own.hit(shareOf(rule), key);
    },
  };
}

/** `Retry-After` in whole seconds (at least 1) for a refused hit. */
export const retryAfterSeconds = (result: RateLimitResult) => Math.max(1, Math.ceil(result.retryAfterMs / 1000));
