import { isLoginMessageKey } from "~/features/auth/schema";
import { isRuleMessage, ruleMessageParts } from "./rules";

/** The register form's own messages (translation keys), besides the rule engine's. */
export const REGISTER_MESSAGES = [
  "register.required",
  "register.passwordMismatch",
  "register.termsRequired",
  "register.ageRequired",
  "register.tooLong",
] as const;
export type RegisterMessageKey = (typeof REGISTER_MESSAGES)[number];

const isRegisterMessageKey = (value: string): value is RegisterMessageKey => (REGISTER_MESSAGES as readonly string[]).includes(value);

/** The translator's `t` (app/i18n/translator.ts), given keys built at run time. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A field's message as shown under it: a sign-in or register message key, a register
 * rule's failure (its pattern's text with min and max), or an error code's text
 * (`errors.USERNAME_TAKEN`); anything else as "Required".
 */
export function fieldMessage(t: Translate, message: string): string {
  if (isLoginMessageKey(message) || isRegisterMessageKey(message)) return t(message);
  if (isRuleMessage(message)) {
    const { key, values } = ruleMessageParts(message);
    const text = t(key, values);
    // A patternId the packs do not name comes back as its key.
    return text === key ? t("register.patterns.DEFAULT", values) : text;
  }
  if (/^errors\.[A-Z_]+$/.test(message)) return t(message);
  return t("common.required");
}
