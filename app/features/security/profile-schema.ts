import { z } from "zod";
import { isDay, todayIn, UTC_ZONE, type Instant } from "~/format/dates";
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

/**
 * Whether a yyyy-MM-dd text is a real date at least 18 years before `now` (the platform's UTC
 * day): the 18th birthday is that day or earlier. One born on 29 February comes of age on
 * 1 March, as 29 February is no day in most years.
 */
export function isAdultBirthday(text: string, now: Instant = Date.now()): boolean {
  if (!isDay(text) || text < "1900") return false;
  const eighteenth = `${Number(text.slice(0, 4)) + MINIMUM_AGE}${text.slice(4)}`;
  return eighteenth <= todayIn(UTC_ZONE, now);
}

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
