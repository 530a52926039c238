import { formSchema, type Rule } from "~/features/auth/schema";
import { isDay, todayIn, UTC_ZONE, type Instant } from "~/format/dates";
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
