import { formSchema, type Rule } from "~/features/auth/schema";
import { PROFILE_FIELDS, type ProfileField } from "~/platform/contract/member-centre";

/**
 * The profile form. The form holds only the fields the platform
 * lets the player change now; each is optional here (an absent field is kept as it is, an
 * emptied one is cleared). Messages are translation keys. Checked on the server only: the
 * page posts without JavaScript.
 */

const MAX = 64;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** Absent: not sent (kept); "": cleared; else trimmed, at most 64 characters. */
const profileText =
  (shape?: { pattern: RegExp; message: string }): Rule<string | undefined> =>
  (raw) => {
    if (raw === undefined) return { value: undefined };
    if (typeof raw !== "string") return { message: "common.required" };
    const text = raw.trim();
    if (text.length > MAX) return { message: "security.profile.tooLong" };
    if (text && shape && !shape.pattern.test(text)) return { message: shape.message };
    return { value: text };
  };

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

export const profileSchema = formSchema<ProfileForm>(
  Object.fromEntries(
    PROFILE_FIELDS.map((name) => [
      name,
      name === "birthday" ? profileText({ pattern: BIRTHDAY, message: "security.profile.birthdayInvalid" }) : profileText(),
    ]),
  ) as { [K in ProfileField]-?: Rule<string | undefined> },
  (value) => ({
    nickname: value.nickname === "" ? "security.profile.nicknameRequired" : undefined,
    birthday: value.birthday && !isAdultBirthday(value.birthday) ? "security.profile.birthdayInvalid" : undefined,
  }),
);
