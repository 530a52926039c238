import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";
import { messageKey, REQUIRED_MESSAGE, type FieldRule, type FormRules, type ValidityFailure } from "./rules";

/**
 * A form's browser rules from its zod schema: conform's `getZodConstraint` gives the HTML
 * constraints; each message is what the schema itself answers for a value that breaks that
 * constraint (an empty field, one character too many...), so the browser shows the server's
 * own translation keys.
 */
export function formRules(schema: z.ZodTypeAny): FormRules {
  const rules = fieldRules(schema);
  for (const confirmation of declared.get(schema) ?? []) {
    const rule = rules[confirmation.field];
    if (rule) rule.sameAs = { field: confirmation.of, message: confirmation.message };
  }
  return rules;
}

/** A field that must repeat another (a password's confirmation). */
export interface Confirmation {
  field: string;
  of: string;
  message: string;
}

const declared = new WeakMap<z.ZodTypeAny, readonly Confirmation[]>();

/** The check of a confirmation, for a schema's refinement: once given, `field` equals `of` (both trimmed). */
export function checkConfirmation(confirmation: Confirmation, values: Record<string, unknown>, context: z.RefinementCtx) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  if (text(confirmation.field) !== "" && text(confirmation.field) !== text(confirmation.of)) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: [confirmation.field], message: confirmation.message });
  }
}

/**
 * `schema`, whose refinement runs `checkConfirmation` for each of `confirmations`, made known to
 * `formRules`: the browser then checks each confirmation as the person types, with the same message.
 */
export function withConfirmations<S extends z.ZodTypeAny>(schema: S, confirmations: readonly Confirmation[]): S {
  declared.set(schema, confirmations);
  return schema;
}

function fieldRules(schema: z.ZodTypeAny): FormRules {
  const constraints = getZodConstraint(schema);
  const shape = objectShape(schema);
  const rules: FormRules = {};
  for (const name of Object.keys(constraints)) {
    const constraint = constraints[name];
    const field = shape?.[name];
    if (!constraint || !field) continue;
    const rule: FieldRule = { ...constraint, messages: {} };
    const probe = (failure: ValidityFailure, value: unknown) => {
      const message = firstMessage(field, value);
      if (message) rule.messages[failure] = messageKey(message, failure === "valueMissing" ? REQUIRED_MESSAGE : undefined);
    };
    if (constraint.required) probe("valueMissing", undefined);
    const blank = constraint.required ? firstMessage(field, " ") : undefined;
    if (blank) rule.blank = messageKey(blank, REQUIRED_MESSAGE);
    if (typeof constraint.minLength === "number" && constraint.minLength > 1) probe("tooShort", "0".repeat(constraint.minLength - 1));
    if (typeof constraint.maxLength === "number") probe("tooLong", "0".repeat(constraint.maxLength + 1));
    if (constraint.pattern) probe("patternMismatch", "\u0000");
    const patterns = patternChecks(field);
    if (patterns.length > 1) rule.patterns = patterns;
    if (typeof constraint.min === "number") probe("rangeUnderflow", constraint.min - 1);
    if (typeof constraint.max === "number") probe("rangeOverflow", constraint.max + 1);
    rules[name] = rule;
  }
  return rules;
}

/** A text field's pattern checks, each with its message (conform joins their sources into the field's one `pattern`). */
function patternChecks(field: z.ZodTypeAny): Array<{ pattern: string; message: string }> {
  if (field instanceof z.ZodOptional) return patternChecks(field.unwrap());
  if (!(field instanceof z.ZodString)) return [];
  return field._def.checks.flatMap((check) =>
    check.kind === "regex" ? [{ pattern: check.regex.source, message: messageKey(check.message) }] : [],
  );
}

/** The object schema under refinements and transforms, whose fields the form posts. */
function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodTypeAny>;
  if (schema instanceof z.ZodEffects) return objectShape(schema.innerType());
  if (schema instanceof z.ZodPipeline) return objectShape(schema._def.in);
  // Fields and checks across them, parsed side by side (so every message shows at once).
  if (schema instanceof z.ZodIntersection) {
    const left = objectShape(schema._def.left);
    const right = objectShape(schema._def.right);
    return left || right ? { ...right, ...left } : null;
  }
  return null;
}

function firstMessage(field: z.ZodTypeAny, value: unknown): string | undefined {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
