import type { RegisterRule } from "../../app/platform/contract";
import { NAMED_PATTERNS, type PatternId } from "../../app/platform/contract/register-patterns";

type RuleSpec = [field: string, enabled: boolean, required: boolean, patternId: PatternId, minLength: number, maxLength: number];

/** Rules of the named patterns (app/platform/contract/register-patterns.ts). */
function rules(specs: RuleSpec[]): RegisterRule[] {
  return specs.map(([field, enabled, required, patternId, minLength, maxLength]) => ({
    field,
    enabled,
    required,
    acceptedPattern: NAMED_PATTERNS[patternId],
    patternId,
    minLength,
    maxLength,
  }));
}

/** AURORA: username registration, strict passwords, captcha, affiliate code shown. */
export const AURORA_RULES = rules([
  ["username", true, true, "LETTER_FIRST", 6, 16],
  ["password", true, true, "UPPER_LOWER_DIGIT_SPECIAL", 8, 20],
  ["confirmPassword", true, true, "ANY", 8, 20],
  ["mobileNum", true, false, "DIGITS_ONLY", 10, 11],
  ["email", true, false, "EMAIL", 6, 64],
  ["payeeName", true, true, "FULL_NAME", 3, 40],
  ["affiliateCode", true, false, "LETTERS_OR_DIGITS", 4, 12],
  ["captcha", true, true, "DIGITS_ONLY", 4, 4],
  ["verificationCode", false, false, "DIGITS_ONLY", 6, 6],
  ["paymentPassword", false, false, "DIGITS_ONLY", 6, 6],
  ["qqNum", false, false, "DIGITS_ONLY", 5, 12],
  ["line", false, false, "NO_SPACES", 3, 32],
  ["whatsapp", true, false, "DIGITS_ONLY", 8, 15],
  ["facebook", false, false, "NO_SPACES", 3, 64],
  ["wechat", false, false, "NO_SPACES", 3, 32],
  ["idNumber", false, false, "LETTERS_OR_DIGITS", 6, 20],
  ["recommenderId", true, false, "LETTERS_OR_DIGITS", 4, 16],
]);

/** LUMEN: mobile registration with an SMS code; no captcha, no affiliate code. */
export const LUMEN_RULES = rules([
  ["username", false, false, "LETTERS_OR_DIGITS", 4, 16],
  ["password", true, true, "LETTERS_AND_DIGITS", 6, 16],
  ["confirmPassword", true, true, "ANY", 6, 16],
  ["mobileNum", true, true, "DIGITS_ONLY", 7, 15],
  ["email", true, true, "EMAIL", 6, 64],
  ["payeeName", true, false, "ENGLISH_AND_SPACES", 2, 40],
  ["affiliateCode", false, false, "ANY", 0, 12],
  ["captcha", false, false, "DIGITS_ONLY", 4, 4],
  ["verificationCode", true, true, "DIGITS_ONLY", 6, 6],
  ["paymentPassword", true, false, "DIGITS_ONLY", 6, 6],
  ["qqNum", false, false, "DIGITS_ONLY", 5, 12],
  ["line", true, false, "NO_SPACES", 3, 32],
  ["whatsapp", false, false, "DIGITS_ONLY", 8, 15],
  ["facebook", true, false, "NO_SPACES", 3, 64],
  ["wechat", false, false, "NO_SPACES", 3, 32],
  ["idNumber", false, false, "LETTERS_OR_DIGITS", 6, 20],
  ["recommenderId", false, false, "LETTERS_OR_DIGITS", 4, 16],
]);

/** TALA: both registrations, lenient username, uppercase-required password, Filipino names as they are written ("Niño Peñaflor"). */
export const TALA_RULES = rules([
  ["username", true, true, "LETTERS_OR_DIGITS", 4, 12],
  ["password", true, true, "HAS_UPPERCASE", 6, 20],
  ["confirmPassword", true, true, "ANY", 6, 20],
  ["mobileNum", true, true, "DIGITS_ONLY", 10, 10],
  ["email", false, false, "EMAIL", 6, 64],
  ["payeeName", true, true, "FULL_NAME", 3, 40],
  ["affiliateCode", true, true, "LETTERS_OR_DIGITS", 4, 10],
  ["captcha", true, true, "DIGITS_ONLY", 4, 4],
  ["verificationCode", true, true, "DIGITS_ONLY", 6, 6],
  ["paymentPassword", false, false, "DIGITS_ONLY", 6, 6],
  ["qqNum", false, false, "DIGITS_ONLY", 5, 12],
  ["line", false, false, "NO_SPACES", 3, 32],
  ["whatsapp", true, true, "DIGITS_ONLY", 8, 15],
  ["facebook", true, false, "NO_SPACES", 3, 64],
  ["wechat", true, false, "NO_SPACES", 3, 32],
  ["idNumber", true, false, "LETTERS_OR_DIGITS", 6, 20],
  ["recommenderId", false, false, "ANY", 0, 16],
]);
