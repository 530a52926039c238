import { z } from "zod";

/**
 * The authenticator tab's forms: "Turn on" takes a code of the app, "Remove" the password
 * and a code or a recovery code. Messages are translation keys.
 */

const text = (max: number) => z.string({ invalid_type_error: "common.required" }).trim().max(max, "login.tooLong");

/** A code of the app: six digits. */
export const confirmSchema = z.object({
  code: text(16).regex(/^\d{6}$/, "security.authenticator.codeRequired"),
});

/** A code of the app, or a recovery code (`abcde-fghij`; case, spaces and the hyphen do not matter). */
export const removeSchema = z.object({
  password: z
    .string({ invalid_type_error: "security.authenticator.passwordRequired" })
    .min(1, "security.authenticator.passwordRequired")
    .max(128),
  code: text(32).regex(/^(\d{6}|[A-Za-z2-7]{5}[\s-]?[A-Za-z2-7]{5})$/, "security.authenticator.codeOrRecoveryRequired"),
});

/** "Set up" (and "start again"): a new secret. */
export const startSchema = z.object({ intent: z.literal("start", { errorMap: () => ({ message: "errors.INVALID_REQUEST" }) }) });
