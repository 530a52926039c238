import { z } from "zod";
import { todayIn, type Zone } from "~/format/dates";
import { PROFILE_FIELDS, type ProfileField } from "~/platform/contract/member-centre";
import { reachedAge } from "~/platform/contract/registration";

/**
 * The profile form. The form holds only the fields the platform lets the player change now;
 * each is optional here (an absent field is kept as it is, an emptied one is cleared).
 * Messages are translation keys.
 */

const MAX = 64;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

export type ProfileForm = Partial<Record<ProfileField, string>>;

/** A field as typed: trimmed, at most 64 characters. The rule of every profile detail, wherever it is asked for. */
export const profileText = z.string({ invalid_type_error: "common.required" }).trim().max(MAX, "security.profile.tooLong");

const fields = Object.fromEntries(
  PROFILE_FIELDS.map((name) => [
    name,
    (name === "birthday" ? profileText.regex(BIRTHDAY, "security.profile.birthdayInvalid") : profileText).optional(),
  ]),
) as Record<ProfileField, z.ZodOptional<z.ZodString>>;

/**
 * The fields posted empty (or blank): cleared. Read from the form as posted, before an empty
 * field becomes an absent one, which is kept.
 */
function withCleared(payload: unknown) {
  if (typeof payload !== "object" || payload === null) return payload;
  const posted = payload as Record<string, unknown>;
  const cleared = PROFILE_FIELDS.filter((name) => typeof posted[name] === "string" && (posted[name] as string).trim() === "");
  // A blank field is an empty one: absent to the rules below, cleared by the transform.
  return { ...posted, ...Object.fromEntries(cleared.map((name) => [name, ""])), cleared };
}

/**
 * The profile form; a birthday is a real date on which the player is `minimumAge` (the brand's)
 * or older, counted to today in `zone` (the brand's: the player's own day). Its message names the
 * age (the tab fills it in).
 */
export const profileSchema = (zone: Zone, minimumAge: number) =>
  z
    .preprocess(withCleared, z.object({ ...fields, cleared: z.array(z.enum(PROFILE_FIELDS)).optional() }))
    .superRefine((value, ctx) => {
      if (value.cleared?.includes("nickname")) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["nickname"], message: "security.profile.nicknameRequired" });
      }
      if (value.birthday && !reachedAge(value.birthday, todayIn(zone), minimumAge)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["birthday"], message: "security.profile.birthdayInvalid" });
      }
    })
    .transform(({ cleared = [], ...value }): ProfileForm => {
      const form: ProfileForm = {};
      for (const name of PROFILE_FIELDS) {
        if (cleared.includes(name)) form[name] = "";
        else if (value[name] !== undefined) form[name] = value[name];
      }
      return form;
    });
