/**
 * The register-rule engine: a value is valid only when its length is within
 * the rule's min and max and it matches the rule's pattern ("*" = anything). A failure is
 * told by the rule's `patternId`, translated with min and max filled in.
 *
 * The browser's form and the server's zod schema (`schema.server.ts`) both check with
 * `ruleFailure`, so they cannot disagree. No zod here: the browser imports this module.
 */

/** What the form needs of a platform register rule. */
export interface RuleBounds {
  /** A regular expression source, or "*" for anything. */
  pattern: string;
  patternId: string;
  min: number;
  max: number;
}

/** A message of the rule engine, as conform carries it: `rule:<patternId>:<min>:<max>`. */
export type RuleMessage = `rule:${string}`;

const compiled = new Map<string, RegExp | null>();

/** The pattern compiled once; null when the platform sent one this browser cannot compile. */
function compile(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(source);
    } catch {
      // The platform checks again with its own engine: length bounds still apply here.
    }
    compiled.set(source, pattern);
  }
  return compiled.get(source) ?? null;
}

/** Characters as a person counts them (a Korean syllable or an emoji is one). */
const lengthOf = (value: string) => Array.from(value).length;

/** Whether `value` passes `rule`. */
export function matchesRule(rule: RuleBounds, value: string): boolean {
  const length = lengthOf(value);
  if (length < rule.min || length > rule.max) return false;
  return rule.pattern === "*" || (compile(rule.pattern)?.test(value) ?? true);
}

/** The message for a value that fails `rule`, or null when it passes. */
export function ruleFailure(rule: RuleBounds, value: string): RuleMessage | null {
  return matchesRule(rule, value) ? null : ruleMessage(rule.patternId, rule.min, rule.max);
}

export function ruleMessage(patternId: string, min: number, max: number): RuleMessage {
  return `rule:${patternId.replace(/[^A-Z0-9_]/gi, "")}:${min}:${max}`;
}

export const isRuleMessage = (message: string): message is RuleMessage => /^rule:\w*:\d+:\d+$/.test(message);

/**
 * A rule message as a translation key (`register.patterns.<ID>`; the caller falls back to
 * `register.patterns.DEFAULT` for an id the packs do not name) and its values.
 */
export function ruleMessageParts(message: RuleMessage): { key: string; values: { min: number; max: number; length: string } } {
  const [, patternId, min, max] = message.split(":");
  const key = `register.patterns.${patternId || "DEFAULT"}`;
  const bounds = { min: Number(min), max: Number(max) };
  // "6" rather than "6–6" when the bounds are one length.
  return { key, values: { ...bounds, length: bounds.min === bounds.max ? min : `${min}–${max}` } };
}
