import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { platformErrorCode } from "~/platform/platform-error";
import { failureOf, invalidReply, parseForm, refusedFields, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import { playerZone } from "~/format/zone.server";
import { brandMinimumAge } from "~/brand/minimum-age";
import { SET_ONCE_FIELDS, type ProfileField } from "~/platform/contract/member-centre";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { profileSchema } from "./profile-schema";
import { securityTabPath } from "./tabs";
import { NO_STORE } from "~/http/cache-headers";

export interface ProfileFieldView {
  name: ProfileField;
  value: string;
  editable: boolean;
}

export type ProfileView =
  | {
      ok: true;
      account: string;
      fields: ProfileFieldView[];
      mobile: string | null;
      email: string | null;
      /** The brand's minimum age, which the birthday's message names. */
      minimumAge: number;
      /** The form's rules, from its schema, for the browser's own check. */
      rules: FormRules;
    }
  | { ok: false; code: ErrorCode };

/** The profile tab: every field with its value, those the platform lets the player change as inputs. Per player, never cached. */
export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: ProfileView;
  try {
    const profile = await context.platform.profile.get();
    view = {
      ok: true,
      ...profile,
      minimumAge: brandMinimumAge(context.brand),
      rules: formRules(profileSchema(playerZone(context), brandMinimumAge(context.brand))),
    };
  } catch (error) {
    view = { ok: false, code: platformErrorCode(error) };
  }
  return data(view, { headers: NO_STORE });
}

/** Why the platform refused a field, as the field's message. */
const refusedMessage = (field: string) =>
  field === "birthday"
    ? "security.profile.birthdayInvalid"
    : SET_ONCE_FIELDS.includes(field as ProfileField)
      ? "security.profile.setOnce"
      : "errors.FIELD_INVALID";

/** Saves the posted fields (the platform decides which may change), then shows the tab with "saved". */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), profileSchema(playerZone(context), brandMinimumAge(context.brand)));
  if (submission.status !== "success") return invalidReply("profile", submission);
  try {
    await context.platform.profile.update(submission.value);
  } catch (error) {
    const fields = refusedFields(error);
    return refusedReply("profile", submission, failureOf(error), {
      fieldErrors: Object.fromEntries(fields.map((field) => [field, [refusedMessage(field)]])),
    });
  }
  return redirectWithFlash(securityTabPath("profile"), { kind: "success", message: "security.profile.saved" }, context);
}
