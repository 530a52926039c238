import { z } from "zod";
import { checkConfirmation, withConfirmations, type Confirmation } from "~/forms/rules.server";
import { country, mobile, requiredText } from "~/features/auth/schema.server";

/**
 * The password forms' schemas, one per form: the actions parse with them and the loaders send
 * their browser rules. Messages are translation keys. The merchant's password rule (pattern
 * and length) is checked by the actions only (`password-rule.server.ts`): the browser is told
 * its length bounds as a hint.
 */

/** The platform takes passwords of at most 128 characters. */
const PASSWORD_MAX = 128;
/** Mailbox format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const newPassword = requiredText("passwords.newPasswordRequired", PASSWORD_MAX);
const confirmNewPassword = requiredText("passwords.confirmRequired", PASSWORD_MAX);

/** The confirmation must equal the new password. */
const CONFIRMATION: Confirmation = { field: "confirmNewPassword", of: "newPassword", message: "passwords.confirmMismatch" };
const confirmationMatches = (value: Record<string, unknown>, context: z.RefinementCtx) => checkConfirmation(CONFIRMATION, value, context);

/** Change password; the old one is asked only when the platform stores one. */
export function changePasswordSchema(oldPasswordAsked: boolean) {
  return withConfirmations(
    z
      .object({
        oldPassword: oldPasswordAsked
          ? requiredText("passwords.oldPasswordRequired", PASSWORD_MAX)
          : z.string().trim().max(PASSWORD_MAX, "passwords.tooLong").optional(),
        newPassword,
        confirmNewPassword,
      })
      .superRefine(confirmationMatches),
    [CONFIRMATION],
  );
}

/** The emailed link's form: the token (hidden) and the new password twice. */
export const resetByTokenSchema = withConfirmations(
  z
    .object({
      token: requiredText("passwords.tooLong", 128, "passwords.tooLong").regex(/^[\w-]{16,128}$/, "passwords.tooLong"),
      newPassword,
      confirmNewPassword,
    })
    .superRefine(confirmationMatches),
  [CONFIRMATION],
);

/** Forgot password by email: username and the email on file. */
export const forgotByEmailSchema = z.object({
  method: z.literal("email"),
  username: requiredText("passwords.usernameRequired", 64),
  email: requiredText("passwords.emailRequired", 254).regex(EMAIL, "passwords.emailInvalid"),
});

/** Forgot password by mobile, its "send code" button: the number only. */
export const forgotSendCodeSchema = z.object({ method: z.literal("mobile"), intent: z.literal("send-code"), country, mobile });

/** Forgot password by mobile, its submit (the reset): the number, the code sent to it and the new password. */
export const forgotByMobileSchema = z.object({
  method: z.literal("mobile"),
  intent: z.literal("reset").optional(),
  country,
  mobile,
  code: requiredText("login.codeRequired", 16),
  newPassword,
});
