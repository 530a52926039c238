import { describe, expect, it } from "vitest";
import { GLOSSARIES, type Term } from "~/i18n/glossary.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { mergePack } from "~/i18n/merge";
import en from "~/i18n/packs/en.json";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";
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

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, "");

const EN = flatten(en as unknown as Tree);
const EN_GLOSSARY = GLOSSARIES.EN!;
/** Every pack but English's, with its texts flattened and its glossary. */
const OTHERS = (Object.keys(PACKS) as Language[])
  .filter((language) => language !== "EN")
  .map((language) => ({ language, texts: flatten(PACKS[language] as unknown as Tree), glossary: GLOSSARIES[language]! }));

/** The keys a language's pack must have: EN's, with each plural text in the language's own forms. */
function expectedKeys(language: Language): string[] {
  const categories = new Intl.PluralRules(LANGUAGE_LABELS[language].tag).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of EN.keys()) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(`${baseOf(key)}_${category}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

/** A text with nothing to translate: placeholders, figures and punctuation only ("{{rate}}%", "—"). */
const hasNoWords = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ""));

/** Scripts written without spaces between words: a term is found anywhere in a text. */
const UNSPACED: ReadonlySet<string> = new Set(["CN", "TH", "JA", "TW", "LO", "KM", "MY"]);

/**
 * Where a glossary term is mentioned: the word itself, any case, plural too, never inside
 * another word ("e-wallet") or a placeholder's name ("{{players}}").
 */
function mentions(language: Language, text: string, term: string): boolean {
  const words = text.replace(/{{\s*\w+\s*}}/g, "");
  if (UNSPACED.has(language)) return words.includes(term);
  return new RegExp(`(?<![\\p{L}-])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(words);
}

describe("language packs", () => {
  it("are one per language with a glossary each", () => {
    expect(Object.keys(PACKS).sort()).toEqual(Object.keys(GLOSSARIES).sort());
  });

  describe.each(OTHERS)("$language", ({ language, texts, glossary }) => {
    it("has every key of EN, with the language's own plural forms", () => {
      expect([...texts.keys()].sort()).toEqual(expectedKeys(language));
    });

    it("has no empty text", () => {
      for (const [key, text] of texts) expect(text.trim(), key).not.toBe("");
    });

    it("uses the same placeholders as EN (a plural form may leave the count to its words)", () => {
      for (const [key, text] of texts) {
        const english = EN.get(key) ?? EN.get(`${baseOf(key)}_other`) ?? "";
        const theirs = placeholders(text);
        const ours = placeholders(english);
        if (PLURAL.test(key))
          expect(
            theirs.filter((name) => name !== "count"),
            key,
          ).toEqual(ours.filter((name) => name !== "count"));
        else expect(theirs, key).toEqual(ours);
      }
    });

    it("translates every English text (bar the glossary's list of names and loanwords kept as they are)", () => {
      const keep = new Set(glossary.keep);
      const untranslated = [...EN].filter(([key, text]) => texts.get(key) === text && !keep.has(text) && !hasNoWords(text));
      expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });

    it("gives each glossary concept a name of its own", () => {
      for (const [term, name] of Object.entries(glossary.terms)) {
        if (!glossary.keep.includes(name)) expect(name, term).not.toBe(EN_GLOSSARY.terms[term as Term]);
      }
    });

    it("names each glossary concept one way", () => {
      const problems: string[] = [];
      for (const [term, name] of Object.entries(glossary.terms) as Array<[Term, string]>) {
        const english = EN_GLOSSARY.terms[term];
        for (const [key, enText] of EN) {
          for (const theirKey of texts.has(key) ? [key] : [...texts.keys()].filter((k) => PLURAL.test(k) && baseOf(k) === baseOf(key))) {
            const text = texts.get(theirKey)!;
            const inEn = mentions("EN", enText, english);
            const inTheirs = mentions(language, text, name);
            if (inEn && !inTheirs) problems.push(`${theirKey}: "${text}" should say "${name}" (${term})`);
            if (inTheirs && !inEn) problems.push(`${theirKey}: "${enText}" should say "${english}" (${term})`);
            if (english !== name && !glossary.keep.includes(english) && mentions(language, text, english))
              problems.push(`${theirKey}: "${text}" says "${english}" in ${language}`);
          }
        }
      }
      for (const { language: lng, texts: all, glossary: own } of [
        { language: "EN" as Language, texts: EN, glossary: EN_GLOSSARY },
        { language, texts, glossary },
      ]) {
        for (const [term, variants] of Object.entries(own.avoid)) {
          for (const variant of variants ?? [])
            for (const [key, text] of all)
              if (mentions(lng, text, variant)) problems.push(`${lng} ${key}: "${variant}", not "${own.terms[term as Term]}"`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("has a text for every platform error code", () => {
      for (const code of ERROR_CODES) expect(texts.has(`errors.${code}`), code).toBe(true);
    });
  });

  it("has Tagalog, not the glossary's English, for the sign-in labels, the credit report and the agent centre's accounts", () => {
    const { texts, glossary } = OTHERS.find(({ language }) => language === "TY")!;
    const creditReport = [...EN.keys()].filter((key) => key === "member.nav.creditReport" || key.startsWith("member.creditReport."));
    for (const key of [
      "auth.username",
      "auth.password",
      "passwords.username",
      "register.fields.username",
      "register.fields.password",
      ...creditReport,
      "agentRegister.username",
      "agentRegister.password",
      "agentRegister.member",
      "agentRegister.agentType",
      "agentDownline.username",
      "agentDownline.member",
      "agentDownline.agent",
      "agentDownline.excluded",
    ]) {
      expect(glossary.keep, key).not.toContain(EN.get(key));
      expect(texts.get(key), key).not.toBe(EN.get(key));
    }
  });

  it("has the English error texts as the catalogue says", () => {
    for (const code of ERROR_CODES) expect(EN.get(`errors.${code}`)).toBe(ERROR_MESSAGES[code]);
  });

  it("has no empty English text", () => {
    for (const [key, text] of EN) expect(text.trim(), key).not.toBe("");
  });
});

describe("brand overrides", () => {
  it("replace texts and keep the rest", () => {
    const merged = mergePack(en, { home: { tagline: "Shine on" } }, "brands/x/locales/EN.json");
    expect(merged.home.tagline).toBe("Shine on");
    expect(merged.home.welcome).toBe(en.home.welcome);
    expect(en.home.tagline).toBe("Live casino, slots, sports and more.");
  });

  it("refuse unknown keys, naming the file and key", () => {
    expect(() => mergePack(en, { home: { tagLine: "x" } }, "brands/x/locales/EN.json")).toThrow(
      "brands/x/locales/EN.json: home.tagLine: unknown key",
    );
  });

  it("refuse a group where a text belongs and a text where a group belongs", () => {
    expect(() => mergePack(en, { home: { tagline: { a: "b" } } }, "f.ts")).toThrow("f.ts: home.tagline: must be a string");
    expect(() => mergePack(en, { home: "x" }, "f.ts")).toThrow("f.ts: home: must be an object");
  });
});
