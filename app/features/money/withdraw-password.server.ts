import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { requireRealAccount } from "~/session/session.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { withdrawPasswordField, withNextKey } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import { inCentre } from "~/session/centre-path";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";

export interface WithdrawPasswordView {
  /** Whether one is set (then the current one is asked). */
  status: Result<{ set: boolean }>;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

/** The security centre's withdrawal-password tab: set one, or change it with the current one. */
export async function withdrawPasswordLoader({ request, context }: LoaderFunctionArgs): Promise<WithdrawPasswordView> {
  requireRealAccount(request, context);
  return {
    status: await settled(context.platform.withdrawPassword.status()),
    rules: withdrawPasswordRules,
  };
}

export const withdrawPasswordSchema = z
  .object({
    /** Sent by the form when a password is set; the platform decides whether it is needed. */
    oldPassword: withdrawPasswordField.optional(),
    newPassword: withdrawPasswordField,
    confirmNewPassword: z.string({ required_error: "money.passwordRequired" }),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, { message: "money.passwordMismatch", path: ["confirmNewPassword"] });
const withdrawPasswordRules = formRules(withdrawPasswordSchema);

export async function withdrawPasswordAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  // An empty current password is none (the parse reads it so): the platform decides whether it was needed.
  const submission = parseForm(await request.formData(), withdrawPasswordSchema);
  if (submission.status !== "success") return invalidReply("withdrawPassword", submission, withNextKey());
  const { oldPassword, newPassword } = submission.value;
  try {
    await context.platform.withdrawPassword.set({ oldPassword, newPassword });
  } catch (error) {
    return refusedReply("withdrawPassword", submission, failureOf(error), withNextKey());
  }
  const to = inCentre(MONEY_PATHS.withdrawalPassword, new URL(request.url).pathname);
  return redirectWithFlash(to, { kind: "success", message: MONEY_DONE.withdrawPassword }, context);
}
