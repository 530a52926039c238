import { z } from "zod";

/**
 * The bind mobile and bind email forms: one form each, with two buttons. "Send code" needs
 * the new number (or address); "Bind" needs only the code (the platform binds where that
 * code went). Each field's shape (length, pattern) is checked whatever the button, so the
 * browser can check it too (`formRules`); which fields the pressed button needs is checked
 * on the server. Messages are translation keys.
 */

export const BINDING_INTENTS = ["send-code", "bind"] as const;

/** Mailbox format: something, an at sign, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field as typed: trimmed, at most `max` characters, not required by itself. */
const text = (max: number) => z.string({ invalid_type_error: "common.required" }).trim().max(max, "login.tooLong");

const intent = z.enum(BINDING_INTENTS, { errorMap: () => ({ message: "common.required" }) });
/** The code sent: six digits. */
const code = text(6)
  .regex(/^\d{6}$/, "security.binding.codeRequired")
  .optional();

/** Adds the message of each field the pressed button needs and did not get. */
const needs =
  (send: Record<string, string>) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const needed = value.intent === "send-code" ? send : { code: "security.binding.codeRequired" };
    for (const [name, message] of Object.entries(needed)) {
      if (value[name] === undefined || value[name] === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
    }
  };

export const bindMobileSchema = z
  .object({
    intent,
    country: text(8).optional(),
    /** Digits only, 6 to 15 of them (the platform's rule). */
    mobile: text(32)
      .regex(/^\d{6,15}$/, "login.mobileInvalid")
      .optional(),
    code,
  })
  .superRefine(needs({ country: "login.countryRequired", mobile: "login.mobileRequired" }))
  .transform((value) =>
    value.intent === "send-code"
      ? { intent: value.intent, country: value.country!, mobile: value.mobile! }
      : { intent: value.intent, code: value.code! },
  );

export const bindEmailSchema = z
  .object({
    intent,
    email: text(254).regex(EMAIL, "passwords.emailInvalid").optional(),
    code,
  })
  .superRefine(needs({ email: "passwords.emailRequired" }))
  .transform((value) =>
    value.intent === "send-code" ? { intent: value.intent, email: value.email! } : { intent: value.intent, code: value.code! },
  );

export type BindMobile = z.output<typeof bindMobileSchema>;
export type BindEmail = z.output<typeof bindEmailSchema>;
