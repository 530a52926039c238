import { createInstance } from "i18next";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NAMESPACES, type Namespace } from "~/i18n/namespaces";
import { TranslatorProvider, useTranslation } from "~/i18n/react";
import { createTextsStore, translatorOf } from "~/i18n/texts";
import { namespaceFile, textsVersion } from "~/i18n/texts.server";
import { createTranslator } from "~/i18n/translator";
import { loadBrandPacks } from "~/i18n/overrides.server";
import type { Pack } from "~/i18n/pack";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";

type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix + key}.`)));

/** i18next as the portal set it up before: the reference the small translator must match. */
function i18nextOf(language: Language, pack: Pack) {
  const instance = createInstance();
  // By the language's BCP 47 tag, as i18next picks plural forms by it (the platform's "TY" is Tahitian to Intl).
  const { tag, dir } = LANGUAGE_LABELS[language];
  void instance.init({
    lng: tag,
    resources: { [tag]: { translation: pack } },
    fallbackLng: false,
    // A right-to-left text isolates each value it fills in (U+2068 … U+2069), as the portal's does.
    interpolation:
      dir === "rtl"
        ? { escapeValue: true, escape: (value: string) => (value === "" ? "" : `\u2068${value}\u2069`) }
        : { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

/** Every option a text of the packs takes, plus the cases i18next treats apart. */
const OPTIONS = [
  undefined,
  { brand: "Aurora <b>", count: 3, minutes: 5, seconds: 42, id: "M-1", year: 2026, category: "Slots", index: 2 },
  { count: 1, title: "Banner & co", platform: "iOS", ip: "203.0.113.9", code: "E_1", minutes: 0 },
  { brand: null, count: undefined },
];

/** Counts that reach every plural category some language has: zero, one, two, few (3–10 in Arabic), many (11–99), other. */
const COUNTS = [0, 2, 7, 11, 100, 1.5].map((count) => ({ count, minutes: count }));

/** The options to ask a key with: the counts too for a text with plural forms (asked by its own key or its base). */
const optionsFor = (key: string, plural: ReadonlySet<string>) => (plural.has(key.replace(PLURAL, "")) ? [...OPTIONS, ...COUNTS] : OPTIONS);

/** The base keys of a pack's texts with plural forms ("records.totalCount"). */
const pluralBases = (keys: readonly string[]) => new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")));

/** EN and TY, and every brand's packs with its overrides. */
async function allPacks(): Promise<Array<[string, Language, Pack]>> {
  const packs: Array<[string, Language, Pack]> = Object.entries(PACKS).map(([language, pack]) => [language, language as Language, pack!]);
  for (const brand of readdirSync("brands", { withFileTypes: true })) {
    if (!brand.isDirectory() || /^[._]/.test(brand.name)) continue;
    const languages = Object.keys(PACKS) as Language[];
    const brandPacks = await loadBrandPacks(languages, join("brands", brand.name), `brands/${brand.name}`);
    for (const [language, pack] of Object.entries(brandPacks)) packs.push([`${brand.name} ${language}`, language as Language, pack!]);
  }
  return packs;
}

describe("the translator (app/i18n/translator.ts)", () => {
  it("gives every text of every pack as i18next does, with and without options", async () => {
    for (const [name, language, pack] of await allPacks()) {
      const ours = createTranslator({ language, pack });
      const reference = i18nextOf(language, pack);
      const keys = keysOf(pack as unknown as Tree);
      // A text with plural forms is asked for by its base key too ("records.totalCount" and a count).
      const bases = pluralBases(keys);
      for (const key of keys) expect(ours.exists(key), `${name} ${key}`).toBe(true);
      for (const key of new Set([...keys, ...bases])) {
        for (const options of optionsFor(key, bases)) {
          expect(ours.t(key as never, options), `${name} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options as never));
        }
      }
    }
  });

  it("isolates each value it fills into a right-to-left text, and only there", () => {
    const arabic = createTranslator({ language: "AR", pack: PACKS.AR! });
    expect(arabic.t("home.banners.goTo", { index: 2 })).toBe(PACKS.AR!.home.banners.goTo.replace("{{index}}", "\u20682\u2069"));
    const english = createTranslator({ language: "EN", pack: PACKS.EN! });
    expect(english.t("home.banners.goTo", { index: 2 })).toBe(PACKS.EN!.home.banners.goTo.replace("{{index}}", "2"));
  });

  it("gives an unknown key back and says it does not exist, as i18next does", () => {
    const ours = createTranslator({ language: "EN", pack: PACKS.EN! });
    const reference = i18nextOf("EN", PACKS.EN!);
    for (const key of ["nope", "common.nope", "common.close.deeper", "errors.NOT_A_CODE", ""]) {
      expect(ours.t(key as never)).toBe(key);
      expect(ours.exists(key), key).toBe(reference.exists(key));
    }
    // A key made at run time from a platform's value, with the text to show when the pack has none.
    for (const [key, values] of [
      ["records.gameTypes.NOT_A_TYPE", { defaultValue: "NOT_A_TYPE" }],
      ["records.gameTypes.NOT_A_TYPE", { defaultValue: "{{brand}} odds", brand: "Lumen" }],
      ["common.close", { defaultValue: "unused" }],
    ] as const) {
      expect(ours.t(key, values), key).toBe(reference.t(key, values as never));
    }
    // A group is not a text: i18next says it exists (its `t` then gives the key back), ours does not.
    expect([ours.exists("errors"), ours.t("errors" as never)]).toEqual([false, "errors"]);
  });

  it("serves useTranslation, and keeps one translator per pack", () => {
    const translator = createTranslator({ language: "EN", pack: PACKS.EN! });
    expect(createTranslator({ language: "EN", pack: PACKS.EN! })).toBe(translator);
    function Probe() {
      const { t, i18n } = useTranslation();
      return createElement("p", { lang: i18n.language }, t("home.welcome", { brand: "Lumen" }));
    }
    const html = renderToString(createElement(TranslatorProvider, { translator }, createElement(Probe)));
    expect(html).toBe(`<p lang="EN">${PACKS.EN!.home.welcome.replace("{{brand}}", "Lumen")}</p>`);
  });
});

/** A store of the browser's texts whose files are the server's answers for `pack` (the texts route's). */
function storeOf(pack: Pack, fetched: string[] = []) {
  return createTextsStore(async (url) => {
    fetched.push(url);
    return JSON.parse(namespaceFile(pack, /(\w+)\.json$/.exec(url)![1] as Namespace)) as Record<string, unknown>;
  });
}

describe("the browser's translator, over the namespaces' files (app/i18n/texts.ts)", () => {
  it("gives every text of every namespace of every pack as i18next does, with and without options", async () => {
    for (const [name, language, pack] of await allPacks()) {
      const store = storeOf(pack);
      const root = {
        language,
        version: textsVersion(language, pack),
        lang: LANGUAGE_LABELS[language].tag,
        dir: LANGUAGE_LABELS[language].dir,
      };
      await store.load(root, NAMESPACES);
      const ours = store.translator(root);
      const reference = i18nextOf(language, pack);
      const keys = keysOf(pack as unknown as Tree);
      const bases = pluralBases(keys);
      for (const key of keys) expect(ours.exists(key), `${name} ${key}`).toBe(true);
      for (const key of new Set([...keys, ...bases])) {
        for (const options of optionsFor(key, bases)) {
          expect(ours.t(key as never, options), `${name} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options as never));
        }
      }
      for (const key of ["nope", "common.nope", "errors.NOT_A_CODE"])
        expect([ours.t(key as never), ours.exists(key)]).toEqual([key, false]);
    }
  });

  it("suspends on a text whose namespace is not in yet, fetches that file once, then gives the text", async () => {
    const fetched: string[] = [];
    const store = storeOf(PACKS.TY!, fetched);
    const root = { language: "TY" as const, version: "v1", lang: "tl", dir: "ltr" as const };
    const ours = store.translator(root);
    const thrown: unknown[] = [];
    for (const ask of [() => ours.t("money.depositTitle" as never), () => ours.exists("money.depositTitle")]) {
      try {
        ask();
      } catch (promise) {
        thrown.push(promise);
      }
    }
    expect(thrown).toHaveLength(2);
    expect(thrown[0]).toBeInstanceOf(Promise);
    await Promise.all(thrown);
    expect(fetched).toEqual(["/texts/TY/v1/money.json"]);
    expect(ours.t("money.depositTitle" as never)).toBe(PACKS.TY!.money.depositTitle);
    // A key of no group is no namespace's: it comes back as itself, with nothing to wait for.
    expect(ours.t("nope" as never)).toBe("nope");
    expect(store.translator(root)).toBe(ours);
  });

  it("shows a namespace whose file cannot be fetched as its keys, rather than waiting for ever", async () => {
    const store = createTextsStore(() => Promise.reject(new Error("offline")));
    const root = { language: "EN" as const, version: "v1", lang: "en", dir: "ltr" as const };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await store.load(root, ["money"]);
    } finally {
      console.error = quiet;
    }
    expect(store.translator(root).t("money.depositTitle" as never)).toBe("money.depositTitle");
  });

  it("is the whole pack's translator on the server, for the version the root loader gives", () => {
    const version = textsVersion("EN", PACKS.EN!);
    expect(translatorOf({ language: "EN", version, lang: "en", dir: "ltr" })).toBe(createTranslator({ language: "EN", pack: PACKS.EN! }));
    expect(textsVersion("TY", PACKS.TY!)).not.toBe(version);
  });
});

/** Every .ts and .tsx file under app/, with its text. */
function appSources(dir = "app"): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) ? [{ file: path, text: readFileSync(path, "utf8") }] : [];
  });
}

/**
 * What the app asks of the translator, read from its source: members of `i18n` (the
 * translator `useTranslation` gives, or a parameter of type Translator) and of `translator`,
 * in the files that hold one (a server file's `context.i18n` is the request's language and
 * pack, not a translator), of `useTranslation().i18n` and of `createTranslator(...)`, and
 * the names destructured from any of them. Besides the type checker: the root error page
 * once called a method the translator did not have, behind a cast, and every platform error
 * answered 500.
 */
function translatorMembersUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (name: string, file: string) => used.set(name, [...(used.get(name) ?? []), file]);
  const holders =
    /(?:const|let)\s*\{[^}]*\bi18n\b[^}]*\}\s*=\s*useTranslation\(\)|\b(?:i18n|translator)\s*:\s*Translator\b|\b(?:i18n|translator)\s*=\s*(?:useMemo\(\(\) => [^;]*)?(?:createTranslator|translatorOf)\(/;
  for (const { file, text } of appSources()) {
    if (holders.test(text)) {
      for (const [, name] of text.matchAll(/(?<![.\w])(?:i18n|translator)\??\.(\w+)/g)) note(name!, file);
      for (const [, names] of text.matchAll(/(?:const|let)\s*\{([^}]*)\}\s*=\s*(?:i18n|translator)\s*;/g)) {
        for (const name of names!.split(",")) note(name.split(":")[0]!.trim(), file);
      }
    }
    for (const [, name] of text.matchAll(/(?:useTranslation\(\)\.i18n|(?:createTranslator|translatorOf)\([^()]*\))\.(\w+)/g))
      note(name!, file);
    for (const [, names] of text.matchAll(
      /(?:const|let)\s*\{([^}]*)\}\s*=\s*(?:useTranslation\(\)\.i18n|(?:createTranslator|translatorOf)\([^()]*\))/g,
    )) {
      for (const name of names!.split(",")) note(name.split(":")[0]!.trim(), file);
    }
  }
  used.delete("");
  return used;
}

describe("what the app asks of the translator", () => {
  it("finds the uses it looks for (the scan itself is not empty)", () => {
    const used = translatorMembersUsed();
    // The root error page's and the sign-in's check of a platform code, and the texts.
    expect([...used.keys()]).toEqual(expect.arrayContaining(["exists", "t"]));
  });

  it("is all there: every member the app uses is on the translator, on the server and in the browser alike", () => {
    const translator = createTranslator({ language: "TY", pack: PACKS.TY! });
    let fromHook: Record<string, unknown> = {};
    function Probe() {
      fromHook = useTranslation().i18n as unknown as Record<string, unknown>;
      return null;
    }
    renderToString(createElement(TranslatorProvider, { translator }, createElement(Probe)));
    const browsers = storeOf(PACKS.TY!).translator({ language: "TY", version: "v1", lang: "tl", dir: "ltr" as const });
    for (const [name, files] of translatorMembersUsed()) {
      expect(translator, `${name} (used in ${files.join(", ")})`).toHaveProperty(name);
      expect(browsers, `${name} in the browser (used in ${files.join(", ")})`).toHaveProperty(name);
      expect(fromHook, `${name} through useTranslation (used in ${files.join(", ")})`).toHaveProperty(name);
    }
  });

  it("gives useTranslation's `t` and `i18n`, and nothing the app destructures is missing", () => {
    let given: Record<string, unknown> = {};
    function Probe() {
      given = useTranslation();
      return null;
    }
    renderToString(
      createElement(TranslatorProvider, { translator: createTranslator({ language: "EN", pack: PACKS.EN! }) }, createElement(Probe)),
    );
    const destructured = new Set<string>();
    for (const { text } of appSources()) {
      for (const [, names] of text.matchAll(/(?:const|let)\s*\{([^}]*)\}\s*=\s*useTranslation\(\)/g)) {
        for (const name of names!.split(",")) destructured.add(name.split(":")[0]!.trim());
      }
      for (const [, name] of text.matchAll(/useTranslation\(\)\.(\w+)/g)) destructured.add(name!);
    }
    expect([...destructured]).toEqual(expect.arrayContaining(["t", "i18n"]));
    for (const name of destructured) expect(given, name).toHaveProperty(name);
  });
});
