import { describe, expect, it } from "vitest";
import { mergePack } from "~/i18n/merge";
import { PACKS } from "~/i18n/packs.server";
import {
  flattenTexts,
  isMissing,
  overrideProblem,
  overridesFile,
  packTexts,
  readOverrides,
  textsPage,
} from "../../console/features/texts/texts.server";

/** The texts page's rules: what is missing or untranslated, which overrides may be saved, and the file they are written to. */

describe("missing and untranslated texts", () => {
  it("are none in the shipped packs, bar the texts the glossary keeps in English", () => {
    for (const language of ["EN", "TY", "VI"] as const) {
      expect(textsPage(language, new Map(), { missingOnly: true }).total, language).toBe(0);
    }
  });

  it("are a text the same as English's, an empty one, and not a name the glossary keeps or a text with no words", () => {
    expect(isMissing("TY", "home.tagline", "Live casino, slots, sports and more.")).toBe(true);
    expect(isMissing("TY", "home.tagline", " ")).toBe(true);
    expect(isMissing("TY", "home.tagline", undefined)).toBe(true);
    expect(isMissing("TY", "home.tagline", "Live na casino, slots at iba pa.")).toBe(false);
    // The glossary keeps app names in English.
    expect(isMissing("TY", "menu.ios", "iOS")).toBe(false);
    // English itself is never untranslated.
    expect(isMissing("EN", "home.tagline", "Live casino, slots, sports and more.")).toBe(false);
    // A plural form English lacks is compared with English's `_other`.
    const english = packTexts("EN").get("security.binding.codeSent_other")!;
    expect(packTexts("AR").has("security.binding.codeSent_few")).toBe(true);
    expect(isMissing("AR", "security.binding.codeSent_few", english)).toBe(true);
  });

  it("are listed by a brand's overrides: an English override is missing, a translation mends it", () => {
    const overrides = new Map([
      ["home.tagline", "Live casino, slots, sports and more."],
      ["footer.copyright", "© {{year}} {{brand}}. Lahat ng karapatan ay nakalaan."],
    ]);
    const missing = textsPage("TY", overrides, { missingOnly: true });
    expect(missing.rows.map((row) => row.key)).toEqual(["home.tagline"]);
    expect(missing.missingCount).toBe(1);
    expect(missing.rows[0]).toMatchObject({
      override: "Live casino, slots, sports and more.",
      english: "Live casino, slots, sports and more.",
    });
  });
});

describe("the texts' listing", () => {
  it("has every key of the pack, a hundred a page, and finds a text by its key or its words", () => {
    const all = textsPage("TY", new Map(), {});
    expect(all.keyCount).toBe(packTexts("TY").size);
    expect(all.rows).toHaveLength(100);
    expect(all.pages).toBe(Math.ceil(all.keyCount / 100));
    const last = textsPage("TY", new Map(), { page: all.pages + 5 });
    expect(last.page).toBe(all.pages);

    expect(textsPage("TY", new Map(), { search: "HOME.TAGLINE" }).rows.map((row) => row.key)).toEqual(["home.tagline"]);
    const byWords = textsPage("TY", new Map(), { search: "nakalaan ang lahat" }).rows.map((row) => row.key);
    expect(byWords).toContain("footer.copyright");
    // The English text is searched too.
    expect(textsPage("TY", new Map(), { search: "All rights reserved" }).rows.map((row) => row.key)).toContain("footer.copyright");
  });
});

describe("an override", () => {
  it("must name a key of the language's pack", () => {
    expect(overrideProblem("TY", "home.nonsense", "x")).toBe("home.nonsense: there is no such text in the Tagalog (TY) pack.");
    expect(overrideProblem("TY", "home.tagline", "Maglaro na!")).toBeNull();
  });

  it("must use the pack's placeholders, and the error names the key and both sets", () => {
    expect(overrideProblem("TY", "footer.copyright", "© {{ year }} {{brand}}")).toBeNull();
    expect(overrideProblem("TY", "footer.copyright", "© {{year}}")).toBe(
      "footer.copyright: the placeholders must be the pack's ({{brand}}, {{year}}), this text has {{year}}.",
    );
    expect(overrideProblem("TY", "layout.userId", "ID: {{user}}")).toBe(
      "layout.userId: the placeholders must be the pack's ({{id}}), this text has {{user}}.",
    );
    expect(overrideProblem("TY", "home.tagline", "Hi {{name}}")).toMatch(/^home\.tagline: .*\(none\), this text has \{\{name\}\}\.$/);
    // A plural form may leave the count to its words.
    expect(overrideProblem("TY", "security.binding.codeSent_one", "Naipadala ang code. May bisa ito nang isang minuto.")).toBeNull();
  });

  it("is written nested as the pack is, in the pack's order, and the portal merges it over the pack", () => {
    const overrides = new Map([
      ["home.tagline", "Maglaro na!"],
      ["footer.copyright", "© {{year}} {{brand}}"],
    ]);
    const text = overridesFile("TY", overrides)!;
    const written = JSON.parse(text);
    expect(flattenTexts(written)).toEqual(overrides);
    expect([...flattenTexts(written).keys()]).toEqual([...packTexts("TY").keys()].filter((key) => overrides.has(key)));
    const merged = flattenTexts(mergePack(PACKS.TY!, written, "locales/TY.json"));
    expect(merged.get("home.tagline")).toBe("Maglaro na!");
    expect(overridesFile("TY", new Map())).toBeNull();

    // Read back: a key the pack lost is reported and dropped.
    const files = new Map([["locales/TY.json", Buffer.from(JSON.stringify({ ...written, gone: { key: "x" } }))]]);
    const read = readOverrides(files, "TY");
    expect(read.overrides).toEqual(new Map([...flattenTexts(written)]));
    expect(read.problems).toEqual(["locales/TY.json: keys the pack does not have (dropped on the next save): gone.key"]);
  });
});
