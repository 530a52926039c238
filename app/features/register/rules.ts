/**
 * The register rules as the forms show them: a value is valid only when its length is within
 * the rule's min and max and it matches the rule's pattern ("*" = anything). A failure is told
 * by the rule's `patternId` (`register.patterns.<ID>`), translated with the rule's min and max
 * filled in. The check itself is the registration's zod schema (`schema.server.ts`); the
 * browser gets it as native constraints (`formRules`). No zod here: the browser imports this module.
 */

/** What the form needs of a platform register rule. */
export interface RuleBounds {
  /** A regular expression source, or "*" for anything. */
  pattern: string;
  patternId: string;
  min: number;
  max: number;
}

/** The message of a value that breaks a rule of `patternId`: its pattern's text (the packs fall back to DEFAULT). */
export function ruleMessage(patternId: string): string {
  return `register.patterns.${patternId.replace(/[^A-Z0-9_]/gi, "") || "DEFAULT"}`;
}

export const isRuleMessage = (message: string) => /^register\.patterns\.\w+$/.test(message);

/** A rule message's values: the rule's min and max, and its length ("6" rather than "6–6" when they agree). */
export function ruleValues(rule: Pick<RuleBounds, "min" | "max"> | null | undefined) {
  const min = rule?.min ?? 0;
  const max = rule?.max ?? 0;
  return { min, max, length: min === max ? String(min) : `${min}–${max}` };
}
