import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithSchema } from "~/features/auth/schema";
import { invalidForm, refusedFields, refusedForm } from "~/features/member/form-answer.server";
import { platformErrorCode } from "~/features/system/status.server";
import { SET_ONCE_FIELDS, type ProfileField } from "~/platform/contract/member-centre";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { profileSchema } from "./profile-schema";
import { securityTabPath } from "./tabs";

export interface ProfileFieldView {
  name: ProfileField;
  value: string;
  editable: boolean;
}

export type ProfileView =
  | { ok: true; account: string; fields: ProfileFieldView[]; mobile: string | null; email: string | null; saved: boolean }
  | { ok: false; error: ErrorCode };

const SAVED_PATH = `${securityTabPath("profile")}?saved=1`;

/** The profile tab: every field with its value, those the platform lets the player change as inputs. Per player, never cached. */
export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: ProfileView;
  try {
    const profile = await context.platform.profile.get();
    view = { ok: true, ...profile, saved: new URL(request.url).searchParams.get("saved") === "1" };
  } catch (error) {
    view = { ok: false, error: platformErrorCode(error) };
  }
  return data(view, { headers: { "Cache-Control": "private, no-store" } });
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
  const submission = parseWithSchema(await request.formData(), { schema: profileSchema });
  if (submission.status !== "success") return invalidForm("profile", submission);
  try {
    await context.platform.profile.update(submission.value);
  } catch (error) {
    const fields = refusedFields(error);
    return refusedForm("profile", submission, error, Object.fromEntries(fields.map((field) => [field, [refusedMessage(field)]])));
  }
  return redirect(SAVED_PATH);
}
