/**
 * A form's rules as the browser applies them: each field's HTML constraints (required,
 * lengths, pattern, range) and the translation key to show for each way it can fail.
 * Made on the server from the form's zod schema (`formRules`) and sent with the page, so
 * the browser checks natively and carries no second copy of the rules.
 */
export interface FieldRule {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  multiple?: boolean;
  pattern?: string;
  /**
   * A field checked by several patterns (its `pattern` joins them): each with its own message, so
   * the browser names the one a value breaks.
   */
  patterns?: Array<{ pattern: string; message: string }>;
  /** The message of each `ValidityState` failure this field can have. */
  messages: Partial<Record<ValidityFailure, string>>;
  /**
   * The message for a value of spaces only, where the schema trims it away and then finds it
   * missing: the browser's own check counts spaces as a value.
   */
  blank?: string;
  /** A confirmation: the field's value must equal `field`'s, else `message` (declared by the schema's `withConfirmations`). */
  sameAs?: { field: string; message: string };
}

export type FormRules = Record<string, FieldRule>;

/** The `ValidityState` failures a field rule can name, in the order they are reported. */
export const VALIDITY_FAILURES = [
  "valueMissing",
  "typeMismatch",
  "tooShort",
  "tooLong",
  "patternMismatch",
  "rangeUnderflow",
  "rangeOverflow",
  "stepMismatch",
] as const;
export type ValidityFailure = (typeof VALIDITY_FAILURES)[number];

/** The constraint attributes of a field's control (spread on the input). */
export function constraintProps(rule: FieldRule | undefined) {
  if (!rule) return {};
  const { messages: _messages, blank: _blank, sameAs: _sameAs, patterns: _patterns, ...attributes } = rule;
  return attributes;
}

/** Any message that is not a translation key (zod's own English defaults) is shown as this one. */
export const FALLBACK_MESSAGE = "common.invalid";

/** An empty required field whose schema gives no message of its own is shown as this one. */
export const REQUIRED_MESSAGE = "common.required";

/** A schema's message as a form shows it: a translation key (else `fallback`). */
export const messageKey = (message: string | undefined, fallback = FALLBACK_MESSAGE): string =>
  message && /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+$/.test(message) ? message : fallback;

/**
 * The message of a value its field's `pattern` refuses: of a field with several patterns, the
 * first one the value breaks (each read as the browser reads a `pattern`), else the field's.
 */
export function patternMessage(rule: FieldRule, value: string): string {
  const broken = rule.patterns?.find(({ pattern }) => !new RegExp(`^(?:${pattern})$`, "v").test(value));
  return broken?.message ?? rule.messages.patternMismatch ?? FALLBACK_MESSAGE;
}

/** The id of a control's message element (`FieldError` renders it). */
export const errorIdOf = (id: string) => `${id}-error`;
