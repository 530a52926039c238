import { describe, expect, it } from "vitest";
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
