import { z } from "zod";
import { PROFILE_FIELDS, type ProfileField } from "~/platform/contract/member-centre";

/**
 * The profile form. The form holds only the fields the platform lets the player change now;
 * each is optional here (an absent field is kept as it is, an emptied one is cleared).
 * Messages are translation keys.
 */

const MAX = 64;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** Players are at least 18. */
const MINIMUM_AGE = 18;

/** Whether a yyyy-MM-dd text is a real date at least 18 years before `now`. */
export function isAdultBirthday(text: string, now = new Date()): boolean {
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return Date.UTC(year + MINIMUM_AGE, month - 1, day) <= now.getTime();
}

export type ProfileForm = Partial<Record<ProfileField, string>>;

/** A field as typed: trimmed, at most 64 characters. */
const text = z.string({ invalid_type_error: "common.required" }).trim().max(MAX, "security.profile.tooLong");

const fields = Object.fromEntries(
  PROFILE_FIELDS.map((name) => [name, (name === "birthday" ? text.regex(BIRTHDAY, "security.profile.birthdayInvalid") : text).optional()]),
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

export const profileSchema = z
  .preprocess(withCleared, z.object({ ...fields, cleared: z.array(z.enum(PROFILE_FIELDS)).optional() }))
  .superRefine((value, ctx) => {
    if (value.cleared?.includes("nickname")) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["nickname"], message: "security.profile.nicknameRequired" });
    }
    if (value.birthday && !isAdultBirthday(value.birthday)) {
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
