import { isRuleMessage, ruleValues, type RuleBounds } from "./rules";

/** The translator's `t` (app/i18n/translator.ts), given keys built at run time. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A register field's message as shown under it: a register rule's failure (its pattern's text
 * with the field's rule's min and max; a patternId the packs do not name reads as DEFAULT), or
 * any other translation key (a sign-in or register message, an error code's text) with `values`
 * (the birthday's: the minimum age).
 */
export function fieldMessage(
  t: Translate,
  message: string,
  rule?: Pick<RuleBounds, "min" | "max"> | null,
  values?: Record<string, unknown>,
): string {
  if (!isRuleMessage(message)) return t(message, values);
  const bounds = ruleValues(rule);
  const text = t(message, bounds);
  return text === message ? t("register.patterns.DEFAULT", bounds) : text;
}
