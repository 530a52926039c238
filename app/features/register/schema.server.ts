import { z } from "zod";
import { todayIn, type Zone } from "~/format/dates";
import { BIRTHDAY_PATTERN, reachedAge } from "~/platform/contract/registration";
import { compilePattern, GENERATED_USERNAME } from "~/platform/contract/register-patterns";
import { checkConfirmation, withConfirmations, type Confirmation } from "~/forms/rules.server";
import { ruleMessage } from "./rules";
import type { RegisterField } from "./types";

/**
 * The registration's schema, built per request from the merchant's register rules (the
 * fields they show, each with its rule): the register popup's and the agent register
 * centre's. The actions parse with it (`parseForm`) and the loaders send its browser rules
 * (`formRules`). Inputs are trimmed; messages are translation keys, a rule's failure its
 * pattern's (`register.patterns.<ID>`, filled with the rule's min and max by the page).
 */

/** At most this many characters in a field without a rule. */
const MAX_UNRULED = 128;

/** A rule's pattern, or null for "*" and for one this engine cannot compile (the platform checks again). */
function patternOf(source: string): RegExp | null {
  return source === "*" ? null : compilePattern(source);
}

/**
 * A username must not have the shape the platform gives mobile registrations, whatever the
 * merchant's rule: on a brand sharing the registration it is another player's name. A pattern,
 * so the browser checks it too.
 */
const NOT_GENERATED = new RegExp(`^(?!(?:${GENERATED_USERNAME.source})$)`);

/** One field by its register rule: required or not, within the rule's min and max, matching its pattern. */
export function registerFieldSchema(field: RegisterField) {
  let text = z.string({ required_error: "register.required", invalid_type_error: "register.required" }).trim();
  if (field.required) text = text.min(1, "register.required");
  const rule = field.rule;
  if (rule) {
    const message = ruleMessage(rule.patternId);
    if (rule.min > 1 || (!field.required && rule.min > 0)) text = text.min(rule.min, message);
    text = text.max(rule.max, message);
    const pattern = patternOf(rule.pattern);
    if (pattern) text = text.regex(pattern, message);
  } else {
    text = text.max(MAX_UNRULED, "register.tooLong");
  }
  if (field.name === "username") text = text.regex(NOT_GENERATED, "register.usernameReserved");
  return field.required ? text : text.optional();
}

/** A box that must be ticked (terms, age). */
const ticked = (message: string) => z.literal("on", { errorMap: () => ({ message }) });

type Text = (name: string) => string;
type Add = (name: string, message: string) => void;

/**
 * The registration's schema: `fields` by their rules, the country of a mobile number, and
 * what the form adds (`more`); then, checked whatever the fields gave so every message shows
 * at once, the checks across fields: the confirmation equals the password, a number has its
 * country, and `across` (the form's own).
 */
export function registrationSchema<More extends z.ZodRawShape>(
  fields: RegisterField[],
  more: More,
  across?: (text: Text, add: Add) => void,
) {
  const has = (name: string) => fields.some((field) => field.name === name);
  const confirmations: Confirmation[] = has("confirmPassword")
    ? [{ field: "confirmPassword", of: "password", message: "register.passwordMismatch" }]
    : [];
  const shape: Record<string, z.ZodTypeAny> = Object.fromEntries(fields.map((field) => [field.name, registerFieldSchema(field)]));
  const checks = z
    .object({})
    .passthrough()
    .superRefine((payload: Record<string, unknown>, context) => {
      const text: Text = (name) => (typeof payload[name] === "string" ? (payload[name] as string).trim() : "");
      const add: Add = (name, message) => context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
      for (const confirmation of confirmations) checkConfirmation(confirmation, payload, context);
      if (has("mobile") && text("mobile") !== "" && text("country") === "") add("country", "login.countryRequired");
      across?.(text, add);
    })
    // Its values are the fields': this part only checks.
    .transform(() => ({}));
  return withConfirmations(
    z.object({ ...shape, country: z.string().trim().max(8, "login.countryRequired").optional(), ...more }).and(checks),
    confirmations,
  );
}

/**
 * The birthday's check: a real date (yyyy-MM-dd, as a date input sends it) on which the
 * player is `minimumAge` or older today in `zone` (the brand's, the player's own day). The
 * message under the field names the age (the form fills it in); the platform checks the same on
 * its own.
 */
export function checkBirthday(text: Text, add: Add, minimumAge: number, zone: Zone): void {
  const birthday = text("birthday");
  if (birthday === "") return;
  const today = todayIn(zone);
  if (!BIRTHDAY_PATTERN.test(birthday) || !reachedAge(birthday, today, 0)) add("birthday", "register.birthdayInvalid");
  else if (!reachedAge(birthday, today, minimumAge)) add("birthday", "register.underAge");
}

/**
 * The register popup's form of one tab: its fields (the birthday at least `minimumAge` years
 * before today in `zone`), and the terms and age boxes.
 */
export const registerSchema = (fields: RegisterField[], minimumAge: number, zone: Zone) =>
  registrationSchema(fields, { terms: ticked("register.termsRequired"), age: ticked("register.ageRequired") }, (text, add) =>
    checkBirthday(text, add, minimumAge, zone),
  );

/** What a registration's values are, by field name. */
export type RegisterValues = Partial<Record<string, string>>;
