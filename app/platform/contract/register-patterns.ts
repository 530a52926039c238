/**
 * The named validation patterns of the register rules, by the `patternId` a register rule carries.
 * A rule's `acceptedPattern` is the regular expression source the platform sends ("*" =
 * anything); the portal checks that, and translates its failure by `patternId`
 * (`register.patterns.<ID>`, with min and max filled in). These are the sources the sandbox
 * seeds. Plain data without zod: the browser's register form imports it.
 */
export const NAMED_PATTERNS = {
  ANY: "*",
  LETTERS_OR_DIGITS: "^[A-Za-z0-9]+$",
  LETTER_FIRST: "^[A-Za-z][A-Za-z0-9]*$",
  DIGITS_ONLY: "^[0-9]+$",
  LETTERS_AND_DIGITS: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$",
  HAS_UPPERCASE: "^(?=.*[A-Z]).+$",
  UPPER_LOWER_DIGIT_SPECIAL: "^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$",
  NO_SPACES: "^\\S+$",
  ENGLISH_AND_SPACES: "^[A-Za-z ]+$",
  KANJI_AND_DIGITS: "^[\\u4E00-\\u9FFF\\u3400-\\u4DBF0-9]+$",
  KOREAN_ONLY: "^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$",
  THAI_ONLY: "^[\\u0E00-\\u0E7F]+$",
  THAI_OR_ENGLISH: "^[\\u0E00-\\u0E7FA-Za-z ]+$",
  FULL_WIDTH_JAPANESE: "^[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\uFF00-\\uFFEF\\u4E00-\\u9FFF]+$",
  EMAIL: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  DATE: "^(?:\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-\\d{4})$",
  // Letters of any script with their marks ("María", "Nguyễn"), words joined by a hyphen or an
  // apostrophe ("Anne-Marie", "O'Brien"), a first and a last name at least ("Juan Dela Cruz").
  // The hyphen is escaped in its class: the browser reads a pattern attribute with the `v` flag.
  FULL_NAME: "^[\\p{L}\\p{M}]+(?:['\\u2019\\-][\\p{L}\\p{M}]+)*(?: [\\p{L}\\p{M}]+(?:['\\u2019\\-][\\p{L}\\p{M}]+)*)+$",
} as const;

/**
 * A rule's pattern source as a regular expression, read with Unicode on (`u`) as the browser
 * reads a field's `pattern`, so a pattern may name the letters of every script (`\p{L}`). A
 * platform pattern written for the older reading that does not compile with it is read without;
 * null when it compiles neither way ("*" is the caller's: it means anything).
 */
export function compilePattern(source: string): RegExp | null {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(source, flags);
    } catch {
      // Tried the next way, or none.
    }
  }
  return null;
}

export type PatternId = keyof typeof NAMED_PATTERNS;
export const PATTERN_IDS = Object.keys(NAMED_PATTERNS) as PatternId[];

/**
 * The shape of the usernames the platform makes for mobile registrations: "m" and the full number
 * ("m639171234567"). Brands sharing a registration share one username namespace, so no brand's
 * rule may let a player pick one: it would be the name of another brand's mobile player. The
 * platform refuses it (FIELD_INVALID RESERVED on username) and the portal's forms do before it.
 */
export const GENERATED_USERNAME = /^m[0-9]+$/;
