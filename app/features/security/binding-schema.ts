import { country, formSchema, literal, mobile, requiredText, type FormSchema, type SchemaResult } from "~/features/auth/schema";

/**
 * The bind mobile and bind email forms: one form each, with two buttons. "Send code" needs
 * the new number (or address); "Bind" needs only the code (the platform binds where that
 * code went). Messages are translation keys; checked on the server (the forms post without JavaScript).
 */

export const BINDING_INTENTS = ["send-code", "bind"] as const;

/** Mailbox format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const code = requiredText("security.binding.codeRequired", 6, { pattern: /^\d{6}$/, message: "security.binding.codeRequired" });
const bindFields = formSchema({ intent: literal("bind"), code });

export type BindMobile = { intent: "send-code"; country: string; mobile: string } | { intent: "bind"; code: string };
export type BindEmail = { intent: "send-code"; email: string } | { intent: "bind"; code: string };

const sendMobileFields = formSchema({ intent: literal("send-code"), country, mobile });
const sendEmailFields = formSchema({
  intent: literal("send-code"),
  email: requiredText("passwords.emailRequired", 254, { pattern: EMAIL, message: "passwords.emailInvalid" }),
});

/** Checks the fields of the pressed button (`intent`): anything but "send-code" is the form's submit, bind. */
function byIntent<T>(send: FormSchema<Record<string, unknown>>, fields: readonly string[]): FormSchema<T> {
  return {
    fields,
    check(payload) {
      const schema = payload.intent === "send-code" ? send : bindFields;
      return schema.check(payload) as SchemaResult<T>;
    },
  };
}

export const bindMobileSchema = byIntent<BindMobile>(sendMobileFields, ["intent", "country", "mobile", "code"]);
export const bindEmailSchema = byIntent<BindEmail>(sendEmailFields, ["intent", "email", "code"]);
