import type { AppLoadContext } from "@remix-run/node";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { BOT_CHECK_NOSCRIPT_LIMIT, BOT_CHECK_SINGLE_USE, retryAfterSeconds } from "~/http/rate-limit.server";
import type { ErrorCode } from "~/platform/errors";
import { BOT_CHECK_FIELDS, type BotCheckPurpose } from "./types";

/**
 * The bot check (docs/decisions/bot-check.md): an ALTCHA proof-of-work
 * challenge (altcha-lib), HMAC-signed, bound to the brand and the flow, valid ten minutes
 * and good once. The browser solves it (solver.client.ts) and posts the result with the
 * form; without JavaScript the form carries a signed pass that is accepted only after a
 * pause, at most ten an hour per address.
 */

type Ctx = Pick<AppLoadContext, "brand" | "botCheckSecret" | "clientIp" | "shared">;

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/**
 * The work: the browser tries counters from 0 until a SHA-256 of the challenge matches, about
 * `counter` digests (0.2 to 1 s on a phone, measured in the decision record); the server derives one.
 */
const ALGORITHM = "SHA-256";
export const COUNTER_RANGE = [5_000, 25_000] as const;
/** Longer than any solution or pass may be. */
const MAX_FIELD_CHARS = 4096;

export type BotCheckResult = { ok: true } | { ok: false; code: ErrorCode; retryAfterSeconds?: number };

const secretFor = (context: Ctx, purpose: BotCheckPurpose) => `${context.botCheckSecret}|${context.brand.id}|${purpose}`;

/** A new challenge for one flow of this brand. */
export function newChallenge(context: Ctx, purpose: BotCheckPurpose, now = Date.now()): Promise<Challenge> {
  const secret = secretFor(context, purpose);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_LIFETIME_MS) / 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}|key`,
  });
}

/** The form field's text: base64url of `{ challenge, solution }`. */
function decodeSolved(text: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (!value || typeof value !== "object") return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    const parameters = challenge?.parameters;
    if (!parameters || typeof parameters !== "object" || typeof challenge.signature !== "string") return null;
    if (!solution || typeof solution.counter !== "number" || typeof solution.derivedKey !== "string") return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

async function verifySolved(context: Ctx, purpose: BotCheckPurpose, text: string): Promise<BotCheckResult> {
  const solved = decodeSolved(text);
  if (!solved) return { ok: false, code: "BOT_CHECK_FAILED" };
  const secret = secretFor(context, purpose);
  const result = await verifySolution({
    challenge: solved.challenge,
    solution: solved.solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}|key`,
  }).catch(() => null);
  // A challenge of another brand or flow was signed with another key: its signature fails here.
  if (!result?.verified || solved.challenge.parameters.expiresAt === undefined) return { ok: false, code: "BOT_CHECK_FAILED" };
  return firstUse(context, `solution|${solved.challenge.signature}`);
}

/** The no-JavaScript pass: `<issued ms>.<nonce>.<hmac>`. */
export function newNoscriptPass(context: Ctx, purpose: BotCheckPurpose, now = Date.now()): string {
  const body = `${now}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${passMac(context, purpose, body)}`;
}

const passMac = (context: Ctx, purpose: BotCheckPurpose, body: string) =>
  createHmac("sha256", secretFor(context, purpose)).update(`noscript|${body}`).digest("base64url");

async function verifyNoscriptPass(context: Ctx, purpose: BotCheckPurpose, pass: string, now: number): Promise<BotCheckResult> {
  const match = /^(\d{13})\.([\w-]{16})\.([\w-]{43})$/.exec(pass);
  if (!match) return { ok: false, code: "BOT_CHECK_FAILED" };
  const expected = Buffer.from(passMac(context, purpose, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: "BOT_CHECK_FAILED" };
  const age = now - Number(match[1]);
  // No minimum pause: a person with a filled-in form (autofill) posts within a second too.
  if (age < 0 || age > CHALLENGE_LIFETIME_MS) return { ok: false, code: "BOT_CHECK_FAILED" };
  const limit = await context.shared.rateLimiter.hit(BOT_CHECK_NOSCRIPT_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!limit.allowed) return { ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: retryAfterSeconds(limit) };
  return firstUse(context, `noscript|${match[2]}`);
}

/** Good once: a replayed solution or pass fails. */
async function firstUse(context: Ctx, key: string): Promise<BotCheckResult> {
  const use = await context.shared.rateLimiter.hit(BOT_CHECK_SINGLE_USE, `${context.brand.id}|${key}`);
  return use.allowed ? { ok: true } : { ok: false, code: "BOT_CHECK_FAILED" };
}

/**
 * The bot check of a posted form: the flow's solved challenge when there is one (JavaScript),
 * else its no-JavaScript pass; neither is BOT_CHECK_REQUIRED ("complete verification first").
 */
export async function verifyBotCheck(context: Ctx, purpose: BotCheckPurpose, form: FormData, now = Date.now()): Promise<BotCheckResult> {
  const fields = BOT_CHECK_FIELDS[purpose];
  const solved = form.get(fields.solved);
  const pass = form.get(fields.pass);
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" && value.length <= MAX_FIELD_CHARS ? value : "");
  if (text(solved) !== "") return verifySolved(context, purpose, text(solved));
  if (text(pass) !== "") return verifyNoscriptPass(context, purpose, text(pass), now);
  return { ok: false, code: "BOT_CHECK_REQUIRED" };
}
