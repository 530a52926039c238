import type { AppLoadContext } from "@remix-run/node";
import type { RegisterRule } from "~/platform/contract";
import { compilePattern } from "~/platform/contract/register-patterns";

/** What the forms show of the merchant's password rule: its length bounds. */
export interface PasswordRuleHint {
  min: number;
  max: number;
}

/** The merchant's `password` register rule when it is on (system info, cached). */
export async function passwordRule(context: Pick<AppLoadContext, "systemInfo">): Promise<RegisterRule | null> {
  const rules = (await context.systemInfo()).registerRules;
  return rules.find((rule) => rule.field === "password" && rule.enabled) ?? null;
}

/**
 * Whether `value` passes the merchant's password rule: within min and max, and matching
 * the pattern ("*" = anything). A pattern that is not a valid regular expression accepts
 * nothing here: the platform checks again either way. Patterns are read as the registration reads them (`compilePattern`).
 */
export function passesRule(value: string, rule: RegisterRule): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  if (rule.acceptedPattern === "*") return true;
  return compilePattern(rule.acceptedPattern)?.test(value) ?? false;
}

export const ruleHint = (rule: RegisterRule | null): PasswordRuleHint | null =>
  rule ? { min: rule.minLength, max: rule.maxLength } : null;
