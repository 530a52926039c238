/** The field messages the step forms answer with: pack keys, so each is translated. */
const FIELD_MESSAGES = [
  "signInSteps.answerRequired",
  "signInSteps.codeFormat",
  "signInSteps.tooLong",
  "login.usernameRequired",
  "login.passwordRequired",
  "login.tooLong",
  "login.captchaRequired",
  "errors.CODE_INVALID",
  "errors.CODE_EXPIRED",
  "errors.VERIFICATION_FAILED",
  "common.required",
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGES)[number];

/** An action's field message as a key to translate; anything unknown reads "Required". */
export function errorTextOf(key: string | null | undefined): FieldMessageKey | null {
  if (!key) return null;
  return (FIELD_MESSAGES as readonly string[]).includes(key) ? (key as FieldMessageKey) : "common.required";
}
