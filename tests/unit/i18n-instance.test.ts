import { createInstance } from "i18next";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/instance";
import { loadBrandPacks } from "~/i18n/overrides.server";
import type { Pack } from "~/i18n/pack";
import { PACKS } from "~/i18n/packs.server";
import type { Language } from "~/platform/contract/common";

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix + key}.`)));

/** i18next as the portal set it up before: the reference the small translator must match. */
function i18nextOf(language: Language, pack: Pack) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: pack } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
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

describe("the translator (app/i18n/instance.ts)", () => {
  it("gives every text of every pack as i18next does, with and without options", async () => {
    for (const [name, language, pack] of await allPacks()) {
      const ours = createI18n(language, pack);
      const reference = i18nextOf(language, pack);
      for (const key of keysOf(pack as unknown as Tree)) {
        for (const options of OPTIONS) {
          expect(ours.t(key, options as never), `${name} ${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options as never));
        }
      }
    }
  });

  it("gives an unknown key back, as i18next does", () => {
    const ours = createI18n("EN", PACKS.EN!);
    for (const key of ["nope", "common.nope", "common.close.deeper", ""]) expect(ours.t(key as never)).toBe(key);
  });

  it("serves react-i18next's useTranslation, and keeps one instance per pack", () => {
    const i18n = createI18n("EN", PACKS.EN!);
    expect(createI18n("EN", PACKS.EN!)).toBe(i18n);
    function Probe() {
      const { t } = useTranslation();
      return createElement("p", null, t("home.welcome", { brand: "Lumen" }));
    }
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(Probe)));
    expect(html).toBe(`<p>${PACKS.EN!.home.welcome.replace("{{brand}}", "Lumen")}</p>`);
  });
});
