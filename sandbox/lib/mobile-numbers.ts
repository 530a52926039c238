import type { RegisterRule } from "../../app/platform/contract";
import { compilePattern } from "../../app/platform/contract/register-patterns";
import type { Db } from "../db/index";
import type { Merchant } from "./context";
import { SandboxError } from "./errors";

/** A mobile number the merchant accepts. */
export interface MobileNumber {
  /** Digits without "+": "63". */
  dialingCode: string;
  nationalNumber: string;
  /** The dialling code's digits, then the national number's: "639171234567". */
  full: string;
}

/** From a dialling code ("+63" or "63") and a national number; PHONE_INVALID when the merchant would not take it. */
export function mobileFromParts(db: Db, merchant: Merchant, dialingCode: string, nationalNumber: string): MobileNumber {
  const digits = dialingCode.replace(/^\+/, "");
  if (!dialingCodes(db).includes(digits)) throw new SandboxError("PHONE_INVALID");
  return accepted(merchant, digits, nationalNumber);
}

/** From the full number as auth.login type sms receives it; PHONE_INVALID when the merchant would not take it. */
export function mobileFromFullNumber(db: Db, merchant: Merchant, full: string): MobileNumber {
  // Dialling codes are prefix-free, so at most one code (US and CA share theirs) begins the number.
  const dialingCode = /^\d+$/.test(full) ? dialingCodes(db).find((code) => full.startsWith(code)) : undefined;
  if (dialingCode === undefined) throw new SandboxError("PHONE_INVALID");
  return accepted(merchant, dialingCode, full.slice(dialingCode.length));
}

/** "+63 9171234567". */
export function formatMobile(mobile: MobileNumber): string {
  return `+${mobile.dialingCode} ${mobile.nationalNumber}`;
}

/** The national number must pass the merchant's `mobileNum` register rule. */
function accepted(merchant: Merchant, dialingCode: string, nationalNumber: string): MobileNumber {
  const rule = (merchant.registerRules as RegisterRule[]).find((candidate) => candidate.field === "mobileNum");
  if (rule && !matchesRule(nationalNumber, rule)) throw new SandboxError("PHONE_INVALID");
  return { dialingCode, nationalNumber, full: dialingCode + nationalNumber };
}

/**
 * A register rule as the portal applies it: the pattern ("*" takes anything), read with Unicode on
 * as the portal reads it (`compilePattern`: a full name takes letters of every script), and the length bounds.
 */
export function matchesRule(value: string, rule: RegisterRule): boolean {
  const lengthFits = value.length >= rule.minLength && value.length <= rule.maxLength;
  return lengthFits && (rule.acceptedPattern === "*" || (compilePattern(rule.acceptedPattern)?.test(value) ?? false));
}

function dialingCodes(db: Db): string[] {
  return db.prepare("SELECT DISTINCT dialing_code FROM countries").pluck().all() as string[];
}
