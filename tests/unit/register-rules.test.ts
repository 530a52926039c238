import { describe, expect, it } from "vitest";
import { fieldMessage, type Translate } from "~/features/register/messages";
import type { RuleBounds } from "~/features/register/rules";
import { registerFieldSchema, registerSchema } from "~/features/register/schema.server";
import { brandZone } from "~/format/dates";
import type { RegisterField } from "~/features/register/types";
import { parseForm } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { patternMessage } from "~/forms/rules";
import { createTranslator } from "~/i18n/translator";
import type { Pack } from "~/i18n/pack";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { NAMED_PATTERNS, PATTERN_IDS, type PatternId } from "~/platform/contract/register-patterns";

/**
 * Every named pattern with values it takes and values it refuses (length bounds aside), as
 * the registration's schema checks them: trimmed first, so a leading space is no refusal.
 */
const EXAMPLES: Record<PatternId, { accepts: string[]; rejects: string[] }> = {
  ANY: { accepts: ["anything at all", "ñ 😀"], rejects: [] },
  LETTERS_OR_DIGITS: { accepts: ["abc123", "ABC", "123"], rejects: ["abc 123", "abc_1", "ñandu"] },
  LETTER_FIRST: { accepts: ["a123", "Player7"], rejects: ["1abc", "_abc", "ab-c"] },
  DIGITS_ONLY: { accepts: ["0123456789"], rejects: ["12a", "+63", "1 2"] },
  LETTERS_AND_DIGITS: { accepts: ["abc123", "1a"], rejects: ["abcdef", "123456", "abc 123"] },
  HAS_UPPERCASE: { accepts: ["Abc", "abC!"], rejects: ["abc", "123"] },
  UPPER_LOWER_DIGIT_SPECIAL: { accepts: ["Secret#2026", "aB3$"], rejects: ["Secret2026", "secret#2026", "SECRET#2026", "Secret#"] },
  NO_SPACES: { accepts: ["line.id_1"], rejects: ["line id", "non\u00a0breaking", "tab\there"] },
  ENGLISH_AND_SPACES: { accepts: ["Juan dela Cruz"], rejects: ["Juan2", "José"] },
  KANJI_AND_DIGITS: { accepts: ["山田太郎", "東京123"], rejects: ["やまだ", "Tokyo", "山田 太郎"] },
  KOREAN_ONLY: { accepts: ["김민수", "한국어"], rejects: ["Kim", "김 민수", "김1"] },
  THAI_ONLY: { accepts: ["สมชาย"], rejects: ["Somchai", "สมชาย1"] },
  THAI_OR_ENGLISH: { accepts: ["สมชาย", "Somchai", "สมชาย Somchai"], rejects: ["สมชาย1", "김민수"] },
  FULL_WIDTH_JAPANESE: { accepts: ["やまだタロウ", "ＡＢＣ", "山田"], rejects: ["abc", "ｱｲｳ1a", "yamada"] },
  EMAIL: { accepts: ["player@example.com", "a.b+c@d.co"], rejects: ["player@", "player.example.com", "a b@c.d"] },
  DATE: { accepts: ["2000-01-31", "12-25-1999"], rejects: ["2000-13-01", "31-12-2000", "2000/01/31", "1999-1-5"] },
  FULL_NAME: {
    accepts: [
      "Juan Cruz",
      "Juan Dela Cruz",
      "María Santos",
      "Anne-Marie Reyes",
      "Liam O'Brien",
      "D\u2019Angelo Cruz",
      "Nguyễn Văn An",
      "山田 太郎",
    ],
    rejects: ["Juan", "María", "Juan  Cruz", "Juan2 Cruz", "Juan_Cruz", "-Juan Cruz", "Anne- Marie", "Juan Cruz."],
  },
};

/** The brand's zone the birthday is counted in (these forms have none, or no birthday near 18). */
const ZONE = brandZone("Asia/Manila");
const ruleOf = (patternId: PatternId, min = 0, max = 100): RuleBounds => ({ pattern: NAMED_PATTERNS[patternId], patternId, min, max });
/** The message of `value` in a required field of `rule`, or null when it passes (the registration's schema decides). */
const failureOf = (rule: RuleBounds, value: string) => {
  const result = registerFieldSchema({ name: "payeeName", required: true, rule }).safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};
const matchesRule = (rule: RuleBounds, value: string) => failureOf(rule, value) === null;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const translate = (pack: Pack): Translate => createTranslator({ language: "EN", pack }).t as Translate;

describe("the register-rule engine", () => {
  it("has examples for every named pattern", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  for (const patternId of PATTERN_IDS) {
    it(`${patternId}: accepts and rejects`, () => {
      for (const value of EXAMPLES[patternId].accepts) expect(matchesRule(ruleOf(patternId), value), value).toBe(true);
      for (const value of EXAMPLES[patternId].rejects) expect(matchesRule(ruleOf(patternId), value), value).toBe(false);
    });
  }

  it("applies min and max (as the browser's maxlength counts them)", () => {
    const rule = ruleOf("KOREAN_ONLY", 2, 3);
    expect(matchesRule(rule, "김")).toBe(false);
    expect(matchesRule(rule, "김민")).toBe(true);
    expect(matchesRule(rule, "김민수한")).toBe(false);
    expect(matchesRule(ruleOf("ANY", 2, 2), "ab")).toBe(true);
  });

  it("tells a failure by patternId, translated with the field's min and max, in both languages", () => {
    const rule = ruleOf("LETTER_FIRST", 6, 16);
    const failure = failureOf(rule, "1abc")!;
    expect(failure).toBe("register.patterns.LETTER_FIRST");
    expect(fieldMessage(translate(en), failure, rule)).toBe("Use 6–16 letters or digits, starting with a letter");
    expect(fieldMessage(translate(ty), failure, rule)).toBe("Gumamit ng 6–16 titik o numero, nagsisimula sa titik");
    // One length when min and max agree.
    const six = ruleOf("DIGITS_ONLY", 6, 6);
    expect(fieldMessage(translate(en), failureOf(six, "12")!, six)).toBe("Use 6 digits only");
  });

  it("has a message for every named pattern in both packs, and a default for an unknown patternId", () => {
    const bounds = { min: 4, max: 9 };
    for (const pack of [en, ty]) {
      for (const patternId of PATTERN_IDS) {
        const text = fieldMessage(translate(pack), `register.patterns.${patternId}`, bounds);
        expect(text, patternId).toContain("4–9");
        expect(text).not.toContain("register.patterns");
      }
      expect(fieldMessage(translate(pack), "register.patterns.SOMETHING_NEW", { min: 2, max: 5 })).toBe(
        pack.register.patterns.DEFAULT.replace("{{length}}", "2–5"),
      );
    }
  });

  it("gives the browser the rule as native constraints, with the rule's message", () => {
    const fields: RegisterField[] = [{ name: "username", required: true, rule: ruleOf("LETTER_FIRST", 6, 16) }];
    expect(formRules(registerSchema(fields, 18, ZONE)).username).toEqual({
      required: true,
      minLength: 6,
      maxLength: 16,
      pattern: expect.stringContaining(NAMED_PATTERNS.LETTER_FIRST),
      messages: {
        valueMissing: "register.required",
        tooShort: "register.patterns.LETTER_FIRST",
        tooLong: "register.patterns.LETTER_FIRST",
        patternMismatch: "register.patterns.LETTER_FIRST",
      },
      // Spaces pass the browser's own required check; the schema trims them away.
      blank: "register.required",
      // The rule's pattern and the reserved shape of generated names, each with its message.
      patterns: [
        { pattern: NAMED_PATTERNS.LETTER_FIRST, message: "register.patterns.LETTER_FIRST" },
        { pattern: expect.any(String), message: "register.usernameReserved" },
      ],
    });
  });

  it("refuses a username of the generated mobile shape on every rule, in the browser's pattern and on the server", () => {
    const username: RegisterField = { name: "username", required: true, rule: ruleOf("LETTERS_OR_DIGITS", 4, 16) };
    const rule = formRules(registerSchema([username], 18, ZONE)).username;
    const browser = new RegExp(`^(?:${rule.pattern})$`, "v");
    expect(["m639188998642", "m1234"].map((value) => browser.test(value))).toEqual([false, false]);
    expect(["m639188998642a", "mm1234", "player01"].map((value) => browser.test(value))).toEqual([true, true, true]);
    // The browser names the pattern a value breaks.
    expect([patternMessage(rule, "m1234"), patternMessage(rule, "m_1")]).toEqual([
      "register.usernameReserved",
      "register.patterns.LETTERS_OR_DIGITS",
    ]);
    const server = (value: string) =>
      registerFieldSchema(username)
        .safeParse(value)
        .error?.issues.map((issue) => issue.message);
    expect(server(" m639188998642 ")).toEqual(["register.usernameReserved"]);
    expect(server("m639188998642a")).toBeUndefined();
    // Any other field may hold digits after an m.
    expect(failureOf(ruleOf("LETTERS_OR_DIGITS", 4, 16), "m1234")).toBeNull();
  });

  it("gives the browser a full-name pattern that takes real names as the browser reads it (the v flag)", () => {
    const pattern = formRules(registerSchema([{ name: "payeeName", required: true, rule: ruleOf("FULL_NAME", 3, 40) }], 18, ZONE)).payeeName
      .pattern!;
    const browser = new RegExp(`^(?:${pattern})$`, "v");
    for (const name of ["Juan Dela Cruz", "María Santos", "Anne-Marie Reyes"]) expect(browser.test(name), name).toBe(true);
    expect(browser.test("Juan")).toBe(false);
  });

  it("falls back to the length check when the platform sends a pattern this engine cannot compile", () => {
    const broken: RuleBounds = { pattern: "([", patternId: "BROKEN", min: 1, max: 3 };
    expect(matchesRule(broken, "ab")).toBe(true);
    expect(matchesRule(broken, "abcd")).toBe(false);
    expect(formRules(registerSchema([{ name: "payeeName", required: true, rule: broken }], 18, ZONE)).payeeName.pattern).toBeUndefined();
  });
});

describe("the register form's checks", () => {
  it("trims, requires, and checks each field by its rule", () => {
    const username: RegisterField = { name: "username", required: true, rule: ruleOf("LETTER_FIRST", 6, 16) };
    expect(registerFieldSchema(username).safeParse("  player01 ")).toMatchObject({ success: true, data: "player01" });
    expect(failureOf(username.rule!, "   ")).toBe("register.required");
    expect(registerFieldSchema({ ...username, required: false }).safeParse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(registerFieldSchema({ name: "line", required: false, rule: null }).safeParse("x".repeat(129)).error?.issues[0].message).toBe(
      "register.tooLong",
    );
  });

  it("checks the confirmation ('inconsistent twice'), the country of a number and both boxes, with every field's message at once", () => {
    const fields: RegisterField[] = [
      { name: "username", required: true, rule: ruleOf("LETTER_FIRST", 6, 16) },
      { name: "password", required: true, rule: null },
      { name: "confirmPassword", required: true, rule: null },
      { name: "mobile", required: false, rule: null },
    ];
    const refused = parseForm(
      form({ username: "1abc", password: "Abc#1234", confirmPassword: "Abc#12345", mobile: "9171234567" }),
      registerSchema(fields, 18, ZONE),
    );
    const first = Object.fromEntries(Object.entries(refused.reply().error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
    expect(first).toEqual({
      username: "register.patterns.LETTER_FIRST",
      confirmPassword: "register.passwordMismatch",
      country: "login.countryRequired",
      terms: "register.termsRequired",
      age: "register.ageRequired",
    });
    const passed = parseForm(
      form({ username: "player01", password: "a", confirmPassword: " a ", terms: "on", age: "on" }),
      registerSchema(fields, 18, ZONE),
    );
    expect(passed.status).toBe("success");
  });
});
