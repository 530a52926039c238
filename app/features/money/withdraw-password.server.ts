import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireRealAccount } from "~/session/session.server";
import { invalid, parseForm, refused, withdrawPasswordField } from "./forms.server";
import { MONEY_PATHS } from "./paths";
import { settled } from "./results.server";
import type { Result } from "./types";

export interface WithdrawPasswordView {
  /** Whether one is set (then the current one is asked). */
  status: Result<{ set: boolean }>;
  done: boolean;
}

/** The security centre's withdrawal-password tab: set one, or change it with the current one. */
export async function withdrawPasswordLoader({ request, context }: LoaderFunctionArgs): Promise<WithdrawPasswordView> {
  requireRealAccount(request, context);
  return {
    status: await settled(context.platform.withdrawPassword.status()),
    done: new URL(request.url).searchParams.get("done") === "1",
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

export async function withdrawPasswordAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const form = await request.formData();
  if (form.get("oldPassword") === "") form.delete("oldPassword");
  const submission = parseForm(form, withdrawPasswordSchema);
  if (submission.status !== "success") return invalid("withdrawPassword", submission);
  const { oldPassword, newPassword } = submission.value;
  try {
    await context.platform.withdrawPassword.set({ oldPassword, newPassword });
  } catch (error) {
    return refused("withdrawPassword", submission, error);
  }
  return redirect(`${MONEY_PATHS.withdrawalPassword}?done=1`);
}
