import type { FormSchema, SchemaResult } from "~/features/auth/schema";
import { ruleFailure } from "./rules";
import type { RegisterField, RegisterMode } from "./types";

/**
 * The register form's checks, from the fields the merchant's rules show:
 * required fields, each field's register rule, "inconsistent twice", the country of a
 * mobile number, the terms and age boxes. Inputs are trimmed. The browser checks with
 * `registerFormSchema`; the server builds its zod schema on `checkRegisterField` and
 * `checkAcrossFields` (schema.server.ts), so both give the same messages.
 */

/** At most this many characters in a field without a rule. */
const MAX_UNRULED = 128;

export type FieldCheck = { value: string | undefined } | { message: string };

/** One field's form value (text, absent, several, a file) checked: its trimmed text, or a message. */
export function checkRegisterField(field: RegisterField, raw: unknown): FieldCheck {
  if (raw !== undefined && typeof raw !== "string") return { message: "register.required" };
  const text = raw?.trim() ?? "";
  if (text === "") return field.required ? { message: "register.required" } : { value: undefined };
  if (field.rule) {
    const failure = ruleFailure(field.rule, text);
    return failure ? { message: failure } : { value: text };
  }
  return text.length > MAX_UNRULED ? { message: "register.tooLong" } : { value: text };
}

/** The form's values once each field passed. */
export type RegisterValues = Partial<Record<string, string>> & { terms?: "on"; age?: "on" };

/** What no single field tells: the confirmation, the country of a number, the two boxes. Field name -> message. */
export function checkAcrossFields(fields: RegisterField[], payload: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const has = (name: string) => fields.some((field) => field.name === name);
  const text = (name: string) => (typeof payload[name] === "string" ? (payload[name] as string).trim() : "");
  if (has("confirmPassword") && text("confirmPassword") !== "" && text("confirmPassword") !== text("password")) {
    errors.confirmPassword = "register.passwordMismatch";
  }
  if (has("mobile") && text("mobile") !== "" && (text("country") === "" || text("country").length > 8)) {
    errors.country = "login.countryRequired";
  }
  if (payload.terms !== "on") errors.terms = "register.termsRequired";
  if (payload.age !== "on") errors.age = "register.ageRequired";
  return errors;
}

/** The names the form posts besides its fields (the hidden ones are read by the action only). */
export const FORM_EXTRAS = ["country", "terms", "age"] as const;

/** The browser's check of one tab (no zod: docs/decisions/page-weight.md). */
export function registerFormSchema(mode: RegisterMode, fields: RegisterField[]): FormSchema<RegisterValues> {
  return {
    fields: [...fields.map((field) => field.name), ...FORM_EXTRAS],
    check(payload): SchemaResult<RegisterValues> {
      const value: RegisterValues = {};
      const error: Record<string, string[]> = {};
      for (const field of fields) {
        const result = checkRegisterField(field, payload[field.name]);
        if ("message" in result) error[field.name] = [result.message];
        else if (result.value !== undefined) value[field.name] = result.value;
      }
      for (const [name, message] of Object.entries(checkAcrossFields(fields, payload))) error[name] ??= [message];
      if (Object.keys(error).length > 0) return { error };
      return { value: { ...value, mode, country: String(payload.country ?? "").trim() || undefined, terms: "on", age: "on" } };
    },
  };
}
