import { randomBytes } from "node:crypto";
import type { RegisterRule, ValueOf, WhitelabelFlag } from "../../app/platform/contract";
import type { systemCalls } from "../../app/platform/contract/system";
import type { CallContext, GroupHandlers, Merchant } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { birthdayFailure } from "../lib/birthdays";
import { GENERATED_USERNAME } from "../../app/platform/contract/register-patterns";
import { accountById, accountByMobile } from "../lib/accounts";
import { captchaDataUrl, randomCaptchaCode } from "../lib/captcha-image";
import {
  LOGIN_CODE_MINUTES,
  codeMatches,
  lastLoginCode,
  markLoginCodeUsed,
  newLoginCode,
  recordLoginCode,
  resendWaitSeconds,
} from "../lib/login-codes";
import { usernameTaken } from "../lib/identity";
import { refuseRegistrationIfListed } from "../lib/national-register";
import { isFlagEnabled } from "../lib/merchants";
import { matchesRule, mobileFromParts, type MobileNumber } from "../lib/mobile-numbers";
import { hashPassword } from "../lib/passwords";
import { completeSignIn } from "../lib/sign-in";
import { signInOrigin } from "../lib/sessions";
import { smsText } from "../lib/player-messages";
import { sendSms } from "../lib/sms";
import { recordReferral, referrerOfCode } from "./referral";

type RegisterRequest = Parameters<GroupHandlers<"registration">["register"]>[1];
type RegisterSettings = ValueOf<typeof systemCalls.registerSettings>;
type Method = RegisterRequest["registerMethod"];

const CAPTCHA_LIFETIME_MS = 10 * 60_000;
/** Accounts registered by mobile without a password (MOBILENUMPASSREG3 off) sign in by SMS only. */
const NO_PASSWORD = "!sms-only";

/** The switch of each registration method. */
const METHOD_FLAG: Record<Method, WhitelabelFlag> = { username: "USERNAMEREG3", mobile: "MOBILENUMREG3" };

/** The request's text fields by register-rule field name. */
const valueOf = (req: RegisterRequest, field: string): string | undefined => {
  const value = (req as Record<string, unknown>)[field];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** The fields a method needs whatever the rules say. */
function neededFields(merchant: Merchant, method: Method): string[] {
  if (method === "username") return ["username", "password", "confirmPassword"];
  return [
    "mobileNum",
    ...(isFlagEnabled(merchant, "REGMOBVERF3") ? ["verificationCode"] : []),
    ...(isFlagEnabled(merchant, "MOBILENUMPASSREG3") ? ["password", "confirmPassword"] : []),
  ];
}

/**
 * Every register rule, as the portal applies it: an enabled, required field must be
 * there; a value must match its rule. FIELD_INVALID lists each failing field with its patternId.
 */
function checkRules(merchant: Merchant, method: Method, req: RegisterRequest, today: string): void {
  const rules = merchant.registerRules as RegisterRule[];
  const needed = neededFields(merchant, method);
  const failures: Array<{ path: string; message: string }> = [];
  for (const field of needed) {
    if (valueOf(req, field) === undefined) failures.push({ path: field, message: "REQUIRED" });
  }
  for (const rule of rules) {
    // The username is made from the number in mobile registration; confirmPassword must equal password.
    if ((rule.field === "username" && method === "mobile") || rule.field === "confirmPassword" || rule.field === "captcha") continue;
    const value = valueOf(req, rule.field);
    const shown = rule.enabled || needed.includes(rule.field);
    if (value === undefined) {
      if (shown && rule.required && !needed.includes(rule.field) && rule.field !== "verificationCode") {
        failures.push({ path: rule.field, message: "REQUIRED" });
      }
    } else if (!matchesRule(value, rule)) {
      failures.push({ path: rule.field, message: rule.patternId });
    }
  }
  // Whatever the merchant's rule: the name would be another brand's mobile player's.
  if (method === "username" && req.username !== undefined && GENERATED_USERNAME.test(req.username))
    failures.push({ path: "username", message: "RESERVED" });
  if (req.password !== undefined && req.confirmPassword !== req.password)
    failures.push({ path: "confirmPassword", message: "INCONSISTENT" });
  const birthday = birthdayFailure(merchant, req.birthday, today);
  if (birthday) failures.push({ path: "birthday", message: birthday });
  if (failures.length > 0) throw new SandboxError("FIELD_INVALID", { fields: failures });
}

function checkCaptcha(ctx: CallContext, req: RegisterRequest): void {
  const settings = ctx.merchant.registerSettings as RegisterSettings;
  if (!settings.captcha) return;
  if (!req.captchaId || !req.captcha) throw new SandboxError("CAPTCHA_REQUIRED", { captchaRequired: true });
  const row = ctx.db
    .prepare("SELECT code, expires_at FROM register_captchas WHERE id = ? AND merchant = ?")
    .get(req.captchaId, ctx.merchant.code) as { code: string; expires_at: string } | undefined;
  // One attempt per captcha, right or wrong.
  ctx.db.prepare("DELETE FROM register_captchas WHERE id = ?").run(req.captchaId);
  if (!row || row.code !== req.captcha || Date.parse(row.expires_at) <= ctx.clock.now().getTime()) {
    throw new SandboxError("CAPTCHA_INVALID", { captchaRequired: true });
  }
}

function freeAffiliateCode(ctx: CallContext, code: string): void {
  const row = ctx.db.prepare("SELECT used_by FROM affiliate_codes WHERE merchant = ? AND code = ?").get(ctx.merchant.code, code) as
    { used_by: number | null } | undefined;
  if (!row) throw new SandboxError("AFFILIATE_INVALID");
  if (row.used_by !== null) throw new SandboxError("AFFILIATE_USED");
}

function checkSmsCode(ctx: CallContext, mobile: MobileNumber, entered: string | undefined): void {
  const sent = lastLoginCode(ctx.db, ctx.merchant.code, mobile.full);
  if (!entered || !codeMatches(sent, entered)) throw new SandboxError("CODE_INVALID");
  if (sent.expiresAt <= ctx.clock.now()) throw new SandboxError("CODE_EXPIRED");
}

/**
 * The agent whose referral code (its register-centre link) the player came with: the new
 * account joins its downline. An unknown code registers the player without an upline.
 */
function referringAgent(ctx: CallContext, code: string): number | null {
  return (
    (ctx.db
      .prepare("SELECT id FROM accounts WHERE merchant = ? AND referral_code = ? AND is_agent IN (1, 2, 41, 42)")
      .pluck()
      .get(ctx.merchant.code, code) as number | undefined) ?? null
  );
}

/** The fields kept as the account's profile. */
const PROFILE_FIELDS = [
  "payeeName",
  "email",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
  "referralCode",
  "birthday",
];

export const registrationHandlers: GroupHandlers<"registration"> = {
  register: (ctx, req) => {
    const { db, merchant } = ctx;
    const method = req.registerMethod;
    if (!isFlagEnabled(merchant, METHOD_FLAG[method])) throw new SandboxError("FUNCTION_DISABLED");
    checkRules(merchant, method, req, ctx.clock.now().toISOString().slice(0, 10));
    checkCaptcha(ctx, req);
    const mobile = req.mobileNum ? mobileFromParts(db, merchant, req.countryDialingCode ?? "", req.mobileNum) : null;
    if (mobile && accountByMobile(db, merchant.code, mobile.full)) throw new SandboxError("MOBILE_TAKEN");
    const username = method === "username" ? req.username! : `m${mobile!.full}`;
    if (usernameTaken(db, merchant.code, username)) throw new SandboxError(method === "username" ? "USERNAME_TAKEN" : "MOBILE_TAKEN");
    if (req.affiliateCode) freeAffiliateCode(ctx, req.affiliateCode);
    const smsVerified = method === "mobile" && isFlagEnabled(merchant, "REGMOBVERF3");
    if (smsVerified) checkSmsCode(ctx, mobile!, req.verificationCode);
    // Last, so only a registration that would otherwise be made learns that its details are listed.
    refuseRegistrationIfListed(db, merchant.code, {
      mobile: mobile?.full,
      email: valueOf(req, "email"),
      name: valueOf(req, "payeeName"),
      birthday: valueOf(req, "birthday"),
    });

    const now = ctx.clock.now();
    const upline = req.referralCode ? referringAgent(ctx, req.referralCode) : null;
    const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((field) => (valueOf(req, field) ? [[field, valueOf(req, field)]] : [])));
    return db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, balance_cents, language, first_login,
             mobile_dialing_code, mobile_number, mobile_verified, profile, created_at)
           VALUES (?, ?, ?, ?, 0, ?, 0, ?, 0, ?, ?, ?, ?, ?)`,
        )
        .run(
          merchant.code,
          username,
          req.password ? hashPassword(req.password) : NO_PASSWORD,
          username,
          upline,
          merchant.languages[0] ?? "EN",
          mobile?.dialingCode ?? null,
          mobile?.nationalNumber ?? null,
          // Only the SMS code proves the number: one typed into a username registration is not.
          smsVerified ? 1 : 0,
          JSON.stringify(profile),
          now.toISOString(),
        );
      const id = Number(lastInsertRowid);
      if (req.affiliateCode) {
        db.prepare("UPDATE affiliate_codes SET used_by = ? WHERE merchant = ? AND code = ?").run(id, merchant.code, req.affiliateCode);
      }
      if (smsVerified) markLoginCodeUsed(db, merchant.code, mobile!.full, now);
      // A code no one holds (mistyped, or another merchant's) registers the player unreferred.
      const referrerId = req.referralCode ? referrerOfCode(db, merchant.code, req.referralCode) : undefined;
      if (referrerId !== undefined) recordReferral(db, referrerId, id, now.toISOString());
      return completeSignIn(db, accountById(db, id), username, now, signInOrigin(ctx, "registration"));
    })();
  },

  /**
   * Registration codes are kept with the sign-in codes (one last code per number): a number
   * that has no account yet cannot sign in with it, and registering marks it used.
   */
  smsCode: (ctx, { mobileNo, countryDialingCode }) => {
    const { db, merchant } = ctx;
    if (!isFlagEnabled(merchant, "MOBILENUMREG3")) throw new SandboxError("FUNCTION_DISABLED");
    const mobile = mobileFromParts(db, merchant, countryDialingCode, mobileNo);
    if (accountByMobile(db, merchant.code, mobile.full)) throw new SandboxError("MOBILE_TAKEN");
    const now = ctx.clock.now();
    const wait = resendWaitSeconds(lastLoginCode(db, merchant.code, mobile.full), now);
    if (wait > 0) throw new SandboxError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: wait });
    const code = newLoginCode();
    recordLoginCode(db, merchant.code, mobile.full, code, now);
    // No account yet: the merchant's default language, the one its new accounts get.
    sendSms(merchant.code, mobile, smsText("registration", merchant.languages[0] ?? "EN", code, LOGIN_CODE_MINUTES));
    return { expiredMinutes: LOGIN_CODE_MINUTES };
  },

  affiliate: (ctx, { code }) => {
    const row = ctx.db.prepare("SELECT used_by FROM affiliate_codes WHERE merchant = ? AND code = ?").get(ctx.merchant.code, code) as
      { used_by: number | null } | undefined;
    return { status: !row ? "UNKNOWN" : row.used_by === null ? "VALID" : "USED" };
  },

  captcha: (ctx) => {
    const captchaId = randomBytes(16).toString("base64url");
    const code = randomCaptchaCode();
    const expiresAt = new Date(ctx.clock.now().getTime() + CAPTCHA_LIFETIME_MS).toISOString();
    ctx.db
      .prepare("INSERT INTO register_captchas (id, merchant, code, expires_at) VALUES (?, ?, ?, ?)")
      .run(captchaId, ctx.merchant.code, code, expiresAt);
    return { captchaId, image: captchaDataUrl(code) };
  },
};
