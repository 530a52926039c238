import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import QRCode from "qrcode";
import { platformErrorCode } from "~/platform/platform-error";
import { securityTabPath } from "~/features/security/tabs";
import { doneReply, failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { playerZone } from "~/format/zone.server";
import { NO_STORE } from "~/http/cache-headers";
import { requireRealAccount } from "~/session/session.server";
import { confirmSchema, removeSchema, startSchema } from "./schema";
import { CONFIRM_FORM, REMOVE_FORM, START_FORM, type AuthenticatorView, type ConfirmExtra } from "./types";

const TAB = securityTabPath("authenticator");
const CONFIRM_RULES = formRules(confirmSchema);
const REMOVE_RULES = formRules(removeSchema);

/** The secret in groups of four, as authenticator apps show it: easier to read and type. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * The QR code of the app's link, drawn here as an SVG data URL: the page shows an image, and
 * no QR code library reaches the browser.
 */
async function qrCodeOf(otpauthUrl: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** `/member/securityCenter/authenticator`: off, being set up (the secret and its QR code), or on (recovery codes left). */
export async function authenticatorLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: AuthenticatorView;
  try {
    const status = await context.platform.authenticator.status({});
    if (status.enabled) view = { state: "on", recoveryCodesLeft: status.recoveryCodesLeft, rules: REMOVE_RULES };
    else if (status.pending) {
      view = {
        state: "pending",
        secret: groupedSecret(status.pending.secret),
        qrCode: await qrCodeOf(status.pending.otpauthUrl),
        rules: CONFIRM_RULES,
      };
    } else view = { state: "off" };
  } catch (error) {
    view = { state: "unavailable", code: platformErrorCode(error) };
  }
  return data(view, { headers: NO_STORE });
}

/**
 * The tab's three forms, by `intent`: "start" makes a secret (then the tab shows it), "confirm"
 * turns the authenticator on and answers the recovery codes on this page, the only time they
 * are shown; "remove" takes the password and a code.
 */
export async function authenticatorAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "confirm") {
    const submission = parseForm(form, confirmSchema);
    if (submission.status !== "success") return invalidReply(CONFIRM_FORM, submission);
    try {
      const { recoveryCodes } = await context.platform.authenticator.confirm({ code: submission.value.code });
      return doneReply<ConfirmExtra>(
        CONFIRM_FORM,
        submission,
        { message: "security.authenticator.turnedOn" },
        { extra: { recoveryCodes } },
      );
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === "CODE_INVALID")
        return invalidReply(CONFIRM_FORM, submission, { fieldErrors: { code: ["errors.CODE_INVALID"] } });
      return refusedReply(CONFIRM_FORM, submission, failure);
    }
  }
  if (intent === "remove") {
    const submission = parseForm(form, removeSchema);
    if (submission.status !== "success") return invalidReply(REMOVE_FORM, submission);
    try {
      await context.platform.authenticator.remove(submission.value);
    } catch (error) {
      const failure = failureOf(error, playerZone(context));
      if (failure.code === "CODE_INVALID") return invalidReply(REMOVE_FORM, submission, { fieldErrors: { code: ["errors.CODE_INVALID"] } });
      if (failure.code === "PASSWORD_INCORRECT") {
        return invalidReply(REMOVE_FORM, submission, { fieldErrors: { password: ["errors.PASSWORD_INCORRECT"] } });
      }
      return refusedReply(REMOVE_FORM, submission, failure);
    }
    return redirectWithFlash(TAB, { kind: "success", message: "security.authenticator.removed" }, context);
  }
  const submission = parseForm(form, startSchema);
  if (submission.status !== "success") return invalidReply(START_FORM, submission, { formErrors: ["errors.INVALID_REQUEST"] });
  try {
    await context.platform.authenticator.start({});
  } catch (error) {
    return refusedReply(START_FORM, submission, failureOf(error));
  }
  return redirect(TAB);
}
