import { parse, type Submission } from "@conform-to/react";

/**
 * The hand-written rule engine the member-area forms (feedback, messages, security) still
 * check with until they move to the forms core (`~/forms`: one zod schema per form). The
 * sign-in, password and registration forms no longer use it.
 */

/** Any field's message when its value is not text at all (a field sent twice, a file). */
const NOT_TEXT = "common.required";

/** One field's rule: the form value as conform reads it (text, absent, several, a file) in; its value or a message out. */
export type Rule<T> = (raw: unknown) => { value: T } | { message: string };

/** What a schema makes of a form: its values, or each failing field's messages. */
export type SchemaResult<T> = { value: T; error?: undefined } | { value?: undefined; error: Record<string, string[]> };

/** A form's schema: its fields' names, and `check`, which takes the form's payload (field name to value). */
export interface FormSchema<T> {
  readonly fields: readonly string[];
  check(payload: Record<string, unknown>): SchemaResult<T>;
}

/** Text, trimmed, with an empty text as absent (as conform's zod coercion did); `null` when not text. */
export const trimmed = (raw: unknown): string | undefined | null =>
  raw === undefined ? undefined : typeof raw === "string" ? raw.trim() || undefined : null;

/** A trimmed, required text of at most `max` characters, optionally of a given shape. Messages are translation keys. */
export const requiredText =
  (message: string, max: number, shape?: { pattern: RegExp; message: string }): Rule<string> =>
  (raw) => {
    const text = trimmed(raw);
    if (text === null) return { message: NOT_TEXT };
    if (text === undefined) return { message };
    if (text.length > max) return { message: "login.tooLong" };
    if (shape && !shape.pattern.test(text)) return { message: shape.message };
    return { value: text };
  };

/** An optional text of at most `max` characters, trimmed unless `trim` is false. */
export const optionalText =
  (max: number, message: string, trim = true): Rule<string | undefined> =>
  (raw) => {
    if (raw === undefined || raw === "") return { value: undefined };
    if (typeof raw !== "string") return { message: NOT_TEXT };
    const text = trim ? raw.trim() : raw;
    return text.length > max ? { message } : { value: text || undefined };
  };

/** A hidden field with one allowed value. */
export const literal =
  <V extends string>(expected: V): Rule<V> =>
  (raw) =>
    raw === expected ? { value: expected } : { message: NOT_TEXT };

/**
 * A schema from one rule per field and, optionally, checks across fields (`refine`, given
 * the fields that passed, answers field name to message). Every field is checked, so every
 * message shows at once; fields without a rule are dropped from the value.
 */
export function formSchema<T extends Record<string, unknown>>(
  rules: { [K in keyof T]-?: Rule<T[K]> },
  refine?: (value: Partial<T>) => Partial<Record<keyof T & string, string>>,
): FormSchema<T> {
  const fields = Object.keys(rules) as Array<keyof T & string>;
  return {
    fields,
    check(payload) {
      const value: Partial<T> = {};
      const error: Record<string, string[]> = {};
      for (const name of fields) {
        const result = rules[name](payload[name]);
        if ("message" in result) error[name] = [result.message];
        else if (result.value !== undefined) value[name] = result.value;
      }
      for (const [name, message] of Object.entries(refine?.(value) ?? {})) {
        if (message && !error[name]) error[name] = [message];
      }
      return Object.keys(error).length > 0 ? { error } : { value: value as T };
    },
  };
}

/** A form submission checked against `schema`, as conform's `parseWithZod` gives it. */
export function parseWithSchema<T>(form: FormData | URLSearchParams, options: { schema: FormSchema<T> }): Submission<T> {
  return parse<T, string[]>(form, { resolve: (payload) => options.schema.check(payload) });
}

/** A mobile number as typed: digits only, 6 to 15 of them (the platform's rule). */
export const mobile = requiredText("login.mobileRequired", 32, { pattern: /^\d{6,15}$/, message: "login.mobileInvalid" });

/** The country select holds an ISO country code. */
export const country = requiredText("login.countryRequired", 8);
