import { parse, type Submission } from "@conform-to/react";
import { z } from "zod";
import { checkAcrossFields, checkRegisterField, FORM_EXTRAS, type RegisterValues } from "./form-check";
import type { RegisterField } from "./types";

/**
 * The server's check of a register form: a zod schema built from the tab's fields (each
 * one by its register rule, through the same engine the browser uses); the checks across
 * fields (confirmation, country, boxes) follow on the raw payload. Messages are translation keys or rule messages.
 */
export function registerSchema(fields: RegisterField[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of fields) {
    shape[field.name] = z.unknown().transform((raw, ctx) => {
      const result = checkRegisterField(field, raw);
      if ("message" in result) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
        return z.NEVER;
      }
      return result.value;
    });
  }
  shape.country = z.unknown().transform((raw) => (typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined));
  return z.object(shape);
}

/** A register form checked against its tab's fields, as conform's reply wants it. */
export function parseRegistration(form: FormData, fields: RegisterField[]): Submission<RegisterValues> {
  const schema = registerSchema(fields);
  const names = new Set<string>([...fields.map((field) => field.name), ...FORM_EXTRAS]);
  return parse<RegisterValues, string[]>(form, {
    resolve(payload) {
      const result = schema.safeParse(payload);
      const error: Record<string, string[]> = {};
      for (const issue of result.success ? [] : result.error.issues) {
        const path = String(issue.path[0] ?? "");
        if (names.has(path)) (error[path] ??= []).push(issue.message);
      }
      for (const [path, message] of Object.entries(checkAcrossFields(fields, payload))) error[path] ??= [message];
      if (!result.success || Object.keys(error).length > 0) return { error };
      const value = Object.fromEntries(Object.entries(result.data).filter(([name]) => names.has(name)));
      return { value: value as RegisterValues };
    },
  });
}
