import { describe, expect, it } from "vitest";
import { AVOID, GLOSSARY, type Term } from "~/i18n/glossary";
import { mergePack } from "~/i18n/merge";
import { en } from "~/i18n/packs/en";
import { ty } from "~/i18n/packs/ty";
import { ERROR_CODES, ERROR_MESSAGES } from "~/platform/errors";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, `${path}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const EN = flatten(en as unknown as Tree);
const TY = flatten(ty as unknown as Tree);

/**
 * Texts that are the same in English and Tagalog, and rightly so. Anything else a Tagalog
 * page shows in English is an untranslated text.
 */
const SAME_IN_BOTH = new Set([
  // Names of apps, platforms and companies.
  "iOS",
  "Android",
  "Facebook",
  "Google",
  "LINE",
  "QQ",
  "Skype",
  "Telegram",
  "WeChat",
  "WhatsApp",
  "Zalo",
  // Loanwords Filipinos use as they are, in apps and at the cashier's desk alike.
  "Account",
  "Blog",
  "Captcha",
  "Email",
  "Password",
  "Rebate",
  "Upline",
  "Username",
  // Games the Tagalog player knows by their English name.
  "Bingo",
  "E-sports",
]);

const GLOSSARY_TERMS = Object.entries(GLOSSARY) as Array<[Term, { EN: string; TY: string }]>;

/** A text with nothing to translate: placeholders, figures and punctuation only ("{{rate}}%", "—"). */
const hasNoWords = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ""));

/**
 * Where a glossary term is mentioned: the word itself, any case, plural too, never inside
 * another word ("e-wallet") or a placeholder's name ("{{players}}").
 */
const mentions = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}-])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(text.replace(/{{\s*\w+\s*}}/g, ""));

describe("language packs", () => {
  it("EN and TY have the same keys", () => {
    expect([...TY.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it("has no empty text", () => {
    for (const [key, text] of [...EN, ...TY]) expect(text.trim(), key).not.toBe("");
  });

  it("uses the same placeholders in both languages", () => {
    for (const [key, text] of EN) expect(placeholders(TY.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("has a Tagalog text for every English one (bar names and loanwords that are the same in both)", () => {
    const untranslated = [...EN].filter(([key, text]) => TY.get(key) === text && !SAME_IN_BOTH.has(text) && !hasNoWords(text));
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("gives each glossary concept a Tagalog name of its own", () => {
    for (const [term, names] of GLOSSARY_TERMS) expect(names.TY, term).not.toBe(names.EN);
  });

  it("names each glossary concept one way in each language", () => {
    const problems: string[] = [];
    for (const [term, names] of GLOSSARY_TERMS) {
      for (const [key, enText] of EN) {
        const tyText = TY.get(key) ?? "";
        const inEn = mentions(enText, names.EN);
        const inTy = mentions(tyText, names.TY);
        if (inEn && !inTy) problems.push(`${key}: "${tyText}" should say "${names.TY}" (${term})`);
        if (inTy && !inEn) problems.push(`${key}: "${enText}" should say "${names.EN}" (${term})`);
        if (mentions(tyText, names.EN)) problems.push(`${key}: "${tyText}" says "${names.EN}" in Tagalog`);
      }
      for (const [language, texts] of [["EN", EN] as const, ["TY", TY] as const]) {
        for (const variant of AVOID[term]?.[language] ?? []) {
          for (const [key, text] of texts)
            if (mentions(text, variant)) problems.push(`${language} ${key}: "${variant}", not "${names[language]}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has one error text per platform error code, in English as the catalogue says", () => {
    for (const code of ERROR_CODES) {
      expect(EN.get(`errors.${code}`)).toBe(ERROR_MESSAGES[code]);
      expect(TY.has(`errors.${code}`), code).toBe(true);
    }
  });
});

describe("brand overrides", () => {
  it("replace texts and keep the rest", () => {
    const merged = mergePack(en, { home: { tagline: "Shine on" } }, "brands/x/locales/EN.ts");
    expect(merged.home.tagline).toBe("Shine on");
    expect(merged.home.welcome).toBe(en.home.welcome);
    expect(en.home.tagline).toBe("Live casino, slots, sports and more.");
  });

  it("refuse unknown keys, naming the file and key", () => {
    expect(() => mergePack(en, { home: { tagLine: "x" } }, "brands/x/locales/EN.ts")).toThrow(
      "brands/x/locales/EN.ts: home.tagLine: unknown key",
    );
  });

  it("refuse a group where a text belongs and a text where a group belongs", () => {
    expect(() => mergePack(en, { home: { tagline: { a: "b" } } }, "f.ts")).toThrow("f.ts: home.tagline: must be a string");
    expect(() => mergePack(en, { home: "x" }, "f.ts")).toThrow("f.ts: home: must be an object");
  });
});
