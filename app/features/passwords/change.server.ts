import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { platformErrorCode } from "~/platform/platform-error";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import type { ErrorCode } from "~/platform/errors";
import { commitSession, requireRealAccount, revokeSessions } from "~/session/session.server";
import { passesRule, passwordRule, ruleHint } from "./password-rule.server";
import { refusedByPlatform, round } from "./replies.server";
import { changePasswordSchema } from "./schema.server";
import { CHANGE_FORM, OLD_PASSWORD_ASKED, PASSWORD_CHANGED, type ChangeView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/** Where the popup's change goes: the player lands on the home at once, the popup closed (no OK to press). */
export const CHANGED_PATH = "/";

/** Whether the platform stores a password (then the old one is asked); when it cannot say, it is asked. */
async function passwordStatus(context: AppLoadContext): Promise<{ passwordSet: boolean; error: ErrorCode | null }> {
  try {
    return { passwordSet: (await context.platform.password.status()).passwordSet, error: null };
  } catch (error) {
    return { passwordSet: true, error: platformErrorCode(error) };
  }
}

/** What the change-password form shows (members and agents; trial accounts get the real-account prompt). Per player. */
export async function changeView(request: Request, context: AppLoadContext): Promise<ChangeView> {
  const user = requireRealAccount(request, context);
  const forced = context.session.data?.passwordChangeDue === true;
  const [status, rule] = await Promise.all([passwordStatus(context), passwordRule(context).catch(() => null)]);
  return {
    username: user.username,
    oldPasswordAsked: status.passwordSet,
    forced,
    rule: ruleHint(rule),
    statusError: status.error,
    rules: formRules(changePasswordSchema(status.passwordSet)),
  };
}

/** The change-password popup over the home. */
export async function changeLoader({ request, context }: LoaderFunctionArgs) {
  return data(await changeView(request, context), { headers: NO_STORE });
}

/** The change-password popup's action: on success, the home. */
export const changeAction = ({ request, context }: ActionFunctionArgs) =>
  changePassword(request, context, { to: CHANGED_PATH, say: false });

/**
 * Changes the password (old one when stored, new one twice), then goes to `done.to`, saying so
 * there when `done.say` (the form's own page shows the success instead of the form). On success
 * the session is stored again without its forced-change mark, so the rest of the portal opens.
 */
export async function changePassword(request: Request, context: AppLoadContext, done: { to: string; say: boolean }) {
  requireRealAccount(request, context);
  // Checked without the platform first (the form says whether it showed the old password, so every
  // message shows at once), then against what the platform stores, which decides.
  const form = await request.formData();
  const submission = parseForm(form, changePasswordSchema(form.get(OLD_PASSWORD_ASKED) === "on"));
  if (submission.status !== "success") return invalidReply(CHANGE_FORM, submission, { extra: round() });
  const { oldPassword, newPassword, confirmNewPassword } = submission.value;
  const { passwordSet } = await passwordStatus(context);
  if (passwordSet && !oldPassword) {
    return invalidReply(CHANGE_FORM, submission, { fieldErrors: { oldPassword: ["passwords.oldPasswordRequired"] }, extra: round() });
  }
  const rule = await passwordRule(context).catch(() => null);
  if (rule && !passesRule(newPassword, rule)) {
    return invalidReply(CHANGE_FORM, submission, { fieldErrors: { newPassword: ["passwords.passwordRule"] }, extra: round() });
  }
  try {
    const { ended } = await context.platform.password.change({
      oldPassword: passwordSet ? oldPassword : undefined,
      newPassword,
      confirmNewPassword,
    });
    // The account's other sessions ended with the old password: their cookies sign out at once.
    await revokeSessions(context, ended);
  } catch (error) {
    return refusedByPlatform(CHANGE_FORM, submission, error);
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped: the password is changed
  const { passwordChangeDue, ...session } = context.session.data!;
  const headers = { "Set-Cookie": await commitSession(context, session) };
  return done.say
    ? redirectWithFlash(done.to, { kind: "success", message: PASSWORD_CHANGED }, context, { headers })
    : redirect(done.to, { headers });
}
