import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deleteYamlValue, parseBrandYaml, parseThemeYaml, readYaml, setYamlValue, toYaml } from "~/brand/brand-files";
import { PROJECT_ROOT } from "../helpers/project-copy";

/*
 * A brand's files as text (app/brand/brand-files.ts): what the registry, brands:check and the
 * console read and write them with. Edits keep every comment a reviewer wrote.
 */

const aurora = readFileSync(join(PROJECT_ROOT, "brands/aurora/brand.yaml"), "utf8");
const auroraTheme = readFileSync(join(PROJECT_ROOT, "brands/aurora/theme.yaml"), "utf8");

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; problems: string[] }): T => {
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.value;
};

describe("reading a brand's files", () => {
  it("reads a brand's config and palettes with the schema, defaults filled", () => {
    expect(valueOf(parseBrandYaml(aurora))).toMatchObject({
      id: "aurora",
      domains: ["aurora.localhost"],
      kycWithdrawalThresholdCents: 1_000_000,
      draft: false,
      responsibleGaming: { nationalRegister: true, returnCoolingOffHours: 24 },
    });
    expect(valueOf(parseThemeYaml(auroraTheme)).dark.primary).toBe("#a07cf8");
  });

  it("names the field of every value the schema refuses", () => {
    const text = setYamlValue(
      setYamlValue(aurora, ["merchantCode"], "aurora"),
      ["responsibleGaming", "seals", 0, "link"],
      "http://x.example",
    );
    expect(parseBrandYaml(text)).toEqual({
      ok: false,
      problems: ["merchantCode: must be the platform's merchant code in capitals", "responsibleGaming.seals.0.link: must be an https URL"],
    });
    expect(parseThemeYaml('dark:\n  primary: "red;}"\n  shade: "#000"\nlight: {}\n')).toEqual({
      ok: false,
      problems: ["dark.primary: must be a colour: #rrggbb or rgb(...)", "dark: Unrecognized key(s) in object: 'shade'"],
    });
    expect(parseThemeYaml("")).toEqual({ ok: false, problems: ["(top level): Expected object, received null"] });
  });

  it("reports a syntax error, a repeated key, an unknown tag and a second document by line, reading none of them another way", () => {
    expect(readYaml("a: 1\nb: [1, 2\n")).toMatchObject({ ok: false, problems: [expect.stringMatching(/^line \d: Flow sequence/)] });
    expect(readYaml("a: 1\nb: 2\na: 3\n")).toEqual({ ok: false, problems: ["line 3: Map keys must be unique"] });
    expect(readYaml("a: !!js/function x\n")).toMatchObject({ ok: false, problems: [expect.stringMatching(/^line 1: Unresolved tag/)] });
    expect(readYaml("a: 1\n---\nb: 2\n")).toMatchObject({ ok: false, problems: [expect.stringMatching(/^line 2: /)] });
  });

  it("reads numbers that look like other things as the schema needs them said: a phone number quoted", () => {
    const unquoted = aurora.replace('phone: "1553"', "phone: 1553");
    expect(parseBrandYaml(unquoted)).toEqual({
      ok: false,
      problems: ["responsibleGaming.helpOrganisations.1.phone: Expected string, received number"],
    });
  });
});

describe("editing a brand's files", () => {
  it("sets a value in place, keeping every comment and the rest of the text", () => {
    const edited = setYamlValue(aurora, ["kycWithdrawalThresholdCents"], 2_000_000);
    expect(edited).toBe(aurora.replace("kycWithdrawalThresholdCents: 1000000", "kycWithdrawalThresholdCents: 2000000"));
    expect(edited).toContain("# ₱10,000.00: above every withdrawal the other demo accounts make.\nkycWithdrawalThresholdCents:");
  });

  it("keeps a colour's comment and quotes what YAML would read otherwise", () => {
    const edited = setYamlValue(auroraTheme, ["dark", "primary"], "#b794f6");
    expect(edited).toBe(auroraTheme.replace('primary: "#a07cf8"', 'primary: "#b794f6"'));
    expect(setYamlValue("a: x\n", ["a"], "18")).toBe('a: "18"\n');
    expect(setYamlValue("a: x\n", ["a"], "NO")).toBe("a: NO\n");
    expect(valueOf(readYaml(setYamlValue("a: x\n", ["a"], "true")))).toEqual({ a: "true" });
  });

  it("adds keys and lists, short lists of plain values on one line as the files write them", () => {
    const edited = setYamlValue(aurora, ["verticals", "off"], ["LOTTERY"]);
    expect(edited).toContain("verticals:\n  regions:\n    COCKFIGHT: [PH]\n  off: [LOTTERY]\n");
    expect(setYamlValue("{}\n", ["social", "facebook"], "https://www.facebook.com/x")).toBe(
      "social:\n  facebook: https://www.facebook.com/x\n",
    );
    const seal = { image: "seal.svg", link: "https://seal.example", alt: "Sealed: yes" };
    expect(setYamlValue("seals: []\n", ["seals", 0], seal)).toBe(
      'seals:\n  - image: seal.svg\n    link: https://seal.example\n    alt: "Sealed: yes"\n',
    );
  });

  it("deletes a value with the comment above it, and nothing else", () => {
    const edited = deleteYamlValue(aurora, ["kycWithdrawalThresholdCents"]);
    expect(edited).not.toContain("kycWithdrawalThresholdCents");
    expect(edited).not.toContain("₱10,000.00");
    expect(edited).toContain("# PAGCOR keeps a national register");
    expect(valueOf(parseBrandYaml(edited)).kycWithdrawalThresholdCents).toBeUndefined();
  });

  it("leaves a text without the value to delete as it is", () => {
    expect(deleteYamlValue(aurora, ["support", "telegram"])).toBe(aurora);
    expect(deleteYamlValue(aurora, ["nothing", "here"])).toBe(aurora);
  });

  it("refuses to edit a text with syntax errors rather than guess", () => {
    expect(() => setYamlValue("a: [1\n", ["a"], 2)).toThrow(/^cannot edit a YAML text with errors/);
  });

  it("writes a value as a brand file, with its comments, that reads back the same", () => {
    const value = { id: "volt", domains: ["volt.localhost"], social: {}, phone: "1553" };
    const text = toYaml(value, { top: "Volt.\nSecond line.", keys: { domains: "Where it answers." } });
    expect(text).toBe('# Volt.\n# Second line.\n\nid: volt\n# Where it answers.\ndomains: [volt.localhost]\nsocial: {}\nphone: "1553"\n');
    expect(valueOf(readYaml(text))).toEqual(value);
  });
});
