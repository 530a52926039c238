import {
  country,
  formSchema,
  literal,
  mobile,
  optionalText,
  requiredText,
  type FormSchema,
  type SchemaResult,
} from "~/features/auth/schema";

/**
 * The password forms' schemas, checked in the browser and again by the
 * actions, as the sign-in forms are (`~/features/auth/schema`). Messages are translation
 * keys. The merchant's password rule (pattern and length) is checked by the actions only
 * (`password-rule.server.ts`): the browser is told its length bounds as a hint.
 */

/** The platform takes passwords of at most 128 characters. */
const PASSWORD_MAX = 128;
/** Mailbox format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const newPassword = requiredText("passwords.newPasswordRequired", PASSWORD_MAX);

/** Confirmation must equal the new password. */
const confirmationMatches = (value: { newPassword?: string; confirmNewPassword?: string }) => ({
  confirmNewPassword:
    value.newPassword && value.confirmNewPassword && value.newPassword !== value.confirmNewPassword
      ? "passwords.confirmMismatch"
      : undefined,
});

export type ChangePassword = {
  oldPassword: string | undefined;
  newPassword: string;
  confirmNewPassword: string;
};

/** The change form's hidden field saying it shows the old password (for its message only: the platform decides). */
export const OLD_PASSWORD_ASKED = "oldPasswordAsked";

/** Change password; the old one is asked only when the platform stores one. */
export function changePasswordSchema(oldPasswordAsked: boolean): FormSchema<ChangePassword> {
  return formSchema<ChangePassword>(
    {
      oldPassword: oldPasswordAsked
        ? requiredText("passwords.oldPasswordRequired", PASSWORD_MAX)
        : optionalText(PASSWORD_MAX, "passwords.tooLong"),
      newPassword,
      confirmNewPassword: requiredText("passwords.confirmRequired", PASSWORD_MAX),
    },
    confirmationMatches,
  );
}

export type ResetByToken = { token: string; newPassword: string; confirmNewPassword: string };

/** The emailed link's form: the token (hidden) and the new password twice. */
export const resetByTokenSchema = formSchema<ResetByToken>(
  {
    token: requiredText("passwords.tooLong", 128, { pattern: /^[\w-]{16,128}$/, message: "passwords.tooLong" }),
    newPassword,
    confirmNewPassword: requiredText("passwords.confirmRequired", PASSWORD_MAX),
  },
  confirmationMatches,
);

export type ForgotByEmail = { method: "email"; username: string; email: string };

/** Forgot password by email: username and the email on file. */
export const forgotByEmailSchema = formSchema<ForgotByEmail>({
  method: literal("email"),
  username: requiredText("passwords.usernameRequired", 64),
  email: requiredText("passwords.emailRequired", 254, { pattern: EMAIL, message: "passwords.emailInvalid" }),
});

/** The mobile form's two buttons: send the code, or reset with it. */
export const MOBILE_INTENTS = ["send-code", "reset"] as const;
export type MobileIntent = (typeof MOBILE_INTENTS)[number];

export type ForgotByMobile = {
  method: "mobile";
  intent: MobileIntent;
  country: string;
  mobile: string;
  code: string | undefined;
  newPassword: string | undefined;
};

const sendCodeFields = formSchema({ method: literal("mobile"), intent: literal("send-code"), country, mobile });
const resetFields = formSchema({
  method: literal("mobile"),
  country,
  mobile,
  code: requiredText("login.codeRequired", 16),
  newPassword,
});

/**
 * Forgot password by mobile: one form whose "send code" button needs only the number, and
 * whose submit needs the code and the new password too. `intent` is the pressed button.
 */
export const forgotByMobileSchema: FormSchema<ForgotByMobile> = {
  fields: resetFields.fields,
  check(payload) {
    if (payload.intent === "send-code") return sendCodeFields.check(payload) as SchemaResult<ForgotByMobile>;
    // Anything else is the form's submit, the reset (in the browser's own check the pressed button is not in the payload).
    const result = resetFields.check(payload);
    return result.error ? result : { value: { ...result.value, intent: "reset" } };
  },
};
