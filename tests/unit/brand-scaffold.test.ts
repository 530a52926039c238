import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseBrandYaml } from "~/brand/brand-files";
import { createBrand } from "~/brand/onboarding/create.server";
import { optionOfProblem } from "~/brand/onboarding/options";
import { BRAND_COLOURS } from "~/brand/onboarding/theme";
import { merchantDefinitionSchema } from "../../sandbox/seed/merchant-definitions";
import { checkBrands } from "../../scripts/brand/check";
import { scaffoldBrand } from "../../scripts/brand/scaffold";
import { brandConfig, brandThemeSource } from "../helpers/brand-config";
import { fileTree, PROJECT_ROOT, projectCopy } from "../helpers/project-copy";
import { check, resolveConfig } from "prettier";

const REQUIRED = ["--domain", "volt.example", "--merchant", "VOLT", "--language", "TY", "--mode", "light", "--primary", "#e11d48"];

/** The required options with some replaced (`--mode: "dim"`) or dropped (`--mode: null`). */
function argsWith(changes: Record<string, string | null> = {}, id = "volt"): string[] {
  const args: string[] = [id];
  for (let i = 0; i < REQUIRED.length; i += 2) {
    const [option, value] = [REQUIRED[i], REQUIRED[i + 1]];
    const changed = option in changes ? changes[option] : value;
    if (changed !== null) args.push(option, changed);
  }
  for (const [option, value] of Object.entries(changes)) if (!REQUIRED.includes(option) && value !== null) args.push(option, value);
  return args;
}

/** Whether the project's formatter would leave a written file as it is (`npm run lint` checks every file). */
async function formatted(root: string, path: string): Promise<boolean> {
  return check(readFileSync(join(root, path), "utf8"), { ...(await resolveConfig(join(PROJECT_ROOT, "package.json"))), filepath: path });
}

describe("brand:new with good input", () => {
  const root = projectCopy();

  it("writes a brand folder that parses with the schema and passes brands:check, plus the sandbox merchant", async () => {
    const result = await scaffoldBrand(
      [
        ...argsWith({
          "--name": "Volt Arena",
          "--flag": "PTSYS3=off",
          "--facebook": "https://www.facebook.com/volt",
          "--minimum-age": "21",
          "--languages": "TY,EN",
          "--currency": "vnd",
          "--time-zone": "Asia/Ho_Chi_Minh",
        }),
        "--flag",
        "FREEPLAY3=on",
        "--root",
        root,
      ],
      PROJECT_ROOT,
    );
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.written.sort()).toEqual(
      [
        "brands/volt/assets/favicon.svg",
        "brands/volt/assets/logo.svg",
        "brands/volt/brand.yaml",
        "brands/volt/locales/EN.json",
        "brands/volt/locales/TY.json",
        "brands/volt/theme.yaml",
        "sandbox/merchants/VOLT.json",
      ].sort(),
    );

    const brand = brandConfig("volt", root);
    expect(brand).toMatchObject({
      id: "volt",
      displayName: "Volt Arena",
      domains: ["volt.example", "volt.localhost"],
      merchantCode: "VOLT",
      currency: "VND",
      timeZone: "Asia/Ho_Chi_Minh",
      defaultLanguage: "TY",
      languages: ["TY", "EN"],
      defaultMode: "light",
      minimumAge: 21,
      flagOverrides: { PTSYS3: false, FREEPLAY3: true },
      social: { facebook: "https://www.facebook.com/volt" },
      secrets: { serviceKey: "VOLT_SERVICE_KEY" },
    });

    const theme = brandThemeSource("volt", root);
    expect(Object.keys(theme.dark).sort()).toEqual([...BRAND_COLOURS].sort());
    expect(Object.keys(theme.light).sort()).toEqual([...BRAND_COLOURS].sort());
    expect(JSON.parse(readFileSync(join(root, "brands/volt/locales/EN.json"), "utf8"))).toEqual({
      home: { tagline: "Play, win and have fun at Volt Arena!" },
    });
    expect(readFileSync(join(root, "brands/volt/assets/favicon.svg"), "utf8")).toContain(">VA</text>");
    expect(readFileSync(join(root, "brands/volt/assets/logo.svg"), "utf8")).toContain(">Volt Arena</text>");

    const merchantText = readFileSync(join(root, "sandbox/merchants/VOLT.json"), "utf8");
    // As the project's formatter would write it: a new brand passes `npm run lint` as scaffolded.
    expect(await check(merchantText, { ...(await resolveConfig(join(PROJECT_ROOT, "package.json"))), filepath: "VOLT.json" })).toBe(true);
    const merchant = merchantDefinitionSchema.parse(JSON.parse(merchantText));
    expect(merchant).toEqual({
      code: "VOLT",
      name: "Volt Arena",
      template: "AURORA",
      languages: ["TY", "EN"],
      currency: "VND",
      currencySymbol: "₫",
      flags: { PTSYS3: false, FREEPLAY3: true },
      minAge: 21,
    });

    const brandText = readFileSync(join(root, "brands/volt/brand.yaml"), "utf8");
    expect(brandText).toMatch(/^# Volt Arena: written by `npm run brand:new`\. Its money is VND, as its merchant\n# VOLT keeps it/);
    expect(brandText).toContain("\ncurrency: VND\ntimeZone: Asia/Ho_Chi_Minh\n");
    expect(brandText).toContain("\n# The environment variable holding each secret: values never live in a brand folder.\nsecrets:\n");
    expect(readFileSync(join(root, "brands/volt/theme.yaml"), "utf8")).toMatch(
      /^# Volt Arena: generated from #e11d48 by `npm run brand:new`/,
    );
    for (const file of ["brands/volt/brand.yaml", "brands/volt/theme.yaml", "brands/volt/locales/EN.json"]) {
      expect(await formatted(root, file), file).toBe(true);
    }
    expect(await checkBrands(root)).toEqual({ brands: ["aurora", "lumen", "nakheel", "saigon", "tala", "volt"], problems: [] });
    expect(readdirSync(join(root, "brands")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("reuses a merchant the sandbox already has, built in or defined, with its currency, and writes no definition", async () => {
    const builtIn = await scaffoldBrand(
      [...argsWith({ "--merchant": "LUMEN", "--domain": "lumen2.example" }, "lumen-two"), "--root", root],
      PROJECT_ROOT,
    );
    expect(builtIn.ok && builtIn.plan.merchantFile).toBe(null);
    expect(builtIn.ok && builtIn.plan.config.currency).toBe("USD");
    // The currency given may be the merchant's own, in any case.
    const same = await scaffoldBrand(
      [...argsWith({ "--merchant": "NAKHEEL", "--domain": "nakheel2.example", "--currency": "aed" }, "nakheel-two"), "--root", root],
      PROJECT_ROOT,
    );
    expect(same.ok && same.plan.config.currency).toBe("AED");
    const defined = await scaffoldBrand([...argsWith({ "--domain": "volt2.example" }, "volt-two"), "--root", root], PROJECT_ROOT);
    expect(defined.ok && defined.written).toEqual(expect.not.arrayContaining([expect.stringMatching(/^sandbox\//)]));
    // VOLT.json, written by the first test, keeps đồng.
    expect(defined.ok && defined.plan.config.currency).toBe("VND");
    expect(existsSync(join(root, "brands/volt-two/brand.yaml"))).toBe(true);
    expect((await checkBrands(root)).problems).toEqual([]);
  });

  it("takes .localhost domains, what a try on this machine uses: its own listed once, another as an extra domain", async () => {
    const own = await scaffoldBrand(
      [...argsWith({ "--domain": "quartz.localhost", "--merchant": "QUARTZ" }, "quartz"), "--root", root],
      PROJECT_ROOT,
    );
    expect(own.ok ? own.plan.config.domains : own.problems).toEqual(["quartz.localhost"]);
    const extra = await scaffoldBrand(
      [...argsWith({ "--domain": "Play.Onyx.localhost", "--merchant": "ONYX" }, "onyx"), "--root", root],
      PROJECT_ROOT,
    );
    expect(extra.ok ? extra.plan.config.domains : extra.problems).toEqual(["play.onyx.localhost", "onyx.localhost"]);
    expect((await checkBrands(root)).problems).toEqual([]);
  });

  it("defaults the name, the languages (its own and English), the currency of a new merchant and the time zone", async () => {
    const result = await scaffoldBrand(
      [
        "lucky-star",
        "--domain",
        "Lucky.Example",
        "--merchant",
        "LUCKY_STAR",
        "--language",
        "VI",
        "--mode",
        "dark",
        "--primary",
        "#0a0",
        "--root",
        root,
      ],
      PROJECT_ROOT,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.config).toMatchObject({
      displayName: "Lucky Star",
      domains: ["lucky.example", "lucky-star.localhost"],
      currency: "PHP",
      timeZone: "UTC",
      languages: ["VI", "EN"],
      secrets: { serviceKey: "LUCKY_STAR_SERVICE_KEY" },
    });
    expect(JSON.parse(result.plan.merchantFile?.content ?? "{}")).toMatchObject({
      currency: "PHP",
      currencySymbol: "₱",
      languages: ["VI", "EN"],
    });
  });
});

describe("brand:new refuses bad input and writes nothing", () => {
  const root = projectCopy();

  const refusals: Array<[what: string, args: string[], message: RegExp]> = [
    ["an id already taken", argsWith({}, "aurora"), /<id> "aurora": brands\/aurora already exists/],
    ["an id that is not a lowercase slug", argsWith({}, "Volt"), /<id> "Volt": must be a lowercase slug/],
    ["an id that is a path", argsWith({}, "../volt"), /<id> "\.\.\/volt": must be a lowercase slug/],
    ["no id", argsWith().slice(1), /expected one brand id, got none/],
    ["a domain with a scheme", argsWith({ "--domain": "https://volt.example" }), /--domain "https:\/\/volt.example": must be a host name/],
    ["a domain with a port", argsWith({ "--domain": "volt.example:443" }), /--domain "volt.example:443": must be a host name/],
    ["a single-label domain", argsWith({ "--domain": "volt" }), /--domain "volt": must be a host name/],
    [
      "another brand's .localhost domain",
      argsWith({ "--domain": "aurora.localhost" }),
      /--domain "aurora.localhost": already used by brand "aurora"/,
    ],
    ["a bare localhost", argsWith({ "--domain": "localhost" }), /--domain "localhost": must be a host name/],
    ["an empty label", argsWith({ "--domain": "volt..localhost" }), /--domain "volt..localhost": must be a host name/],
    ["a label ending with a hyphen", argsWith({ "--domain": "volt-.localhost" }), /--domain "volt-.localhost": must be a host name/],
    [
      "a .localhost domain with a port",
      argsWith({ "--domain": "volt.localhost:3000" }),
      /--domain "volt.localhost:3000": must be a host name/,
    ],
    ["no domain", argsWith({ "--domain": null }), /--domain: is required/],
    ["a colour name", argsWith({ "--primary": "red" }), /--primary "red": must be a hex colour/],
    ["a short hex colour", argsWith({ "--primary": "#12345" }), /--primary "#12345": must be a hex colour/],
    ["a bad accent", argsWith({ "--accent": "#ggg" }), /--accent "#ggg": must be a hex colour/],
    ["an unsupported language", argsWith({ "--language": "FR" }), /--language "FR": unsupported language, use EN or TY/],
    ["an unsupported language in the list", argsWith({ "--languages": "TY,FR" }), /--languages "TY,FR": unsupported language "FR"/],
    ["a list without the default", argsWith({ "--languages": "EN" }), /--languages "EN": must include the default language TY/],
    ["an unsupported mode", argsWith({ "--mode": "dim" }), /--mode "dim": must be dark or light/],
    ["a lowercase merchant code", argsWith({ "--merchant": "volt" }), /--merchant "volt": must be the platform's merchant code/],
    ["a one-letter merchant code", argsWith({ "--merchant": "V" }), /--merchant "V": must be the platform's merchant code/],
    ["an unknown flag", argsWith({ "--flag": "NOPE3=on" }), /--flag "NOPE3=on": must be NAME=on or NAME=off/],
    ["a flag value that is not on or off", argsWith({ "--flag": "PTSYS3=yes" }), /--flag "PTSYS3=yes": must be NAME=on or NAME=off/],
    ["an http link", argsWith({ "--facebook": "http://facebook.com/volt" }), /--facebook: must be an https URL/],
    ["a bad support e-mail", argsWith({ "--support-email": "nobody" }), /--support-email: Invalid email/],
    ["an unknown currency", argsWith({ "--currency": "XYZ" }), /--currency "XYZ": must be an ISO 4217 currency code/],
    [
      "a currency other than the built-in sandbox merchant's",
      argsWith({ "--merchant": "SAIGON", "--currency": "PHP" }),
      /^--currency "PHP": the sandbox merchant SAIGON keeps its money in VND \(leave --currency out to take it\)$/m,
    ],
    [
      "a currency other than the defined sandbox merchant's",
      argsWith({ "--merchant": "NAKHEEL", "--currency": "USD" }),
      /^--currency "USD": the sandbox merchant NAKHEEL keeps its money in AED \(leave --currency out to take it\)$/m,
    ],
    ["an unknown time zone", argsWith({ "--time-zone": "Mars/Olympus" }), /^--time-zone "Mars\/Olympus": must be an IANA time zone/m],
    ["a minimum age under 18", argsWith({ "--minimum-age": "16" }), /--minimum-age/],
    ["an unknown option", argsWith({ "--colour": "#fff" }), /^--colour: unknown option \(--help lists them\)$/m],
    ["an option without its value", [...argsWith(), "--time-zone"], /^--time-zone: needs a value$/m],
    ["an option given twice", [...argsWith(), "--mode", "dark"], /^--mode: given twice \("light", "dark"\), give it once$/m],
  ];

  for (const [what, args, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = fileTree(root);
      const result = await scaffoldBrand([...args, "--root", root], PROJECT_ROOT);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.join("\n")).toMatch(message);
      expect(fileTree(root)).toEqual(before);
    });
  }

  it("lists every problem at once", async () => {
    const result = await scaffoldBrand(
      [...argsWith({ "--mode": "dim", "--primary": "red", "--merchant": "v" }), "--root", root],
      PROJECT_ROOT,
    );
    expect(result.ok ? [] : result.problems).toHaveLength(3);
  });

  it("lists every problem at once, the command line's, the planner's and the schema's, each once", async () => {
    const before = fileTree(root);
    const result = await scaffoldBrand(
      [
        ...argsWith(
          {
            "--merchant": "TALA",
            "--currency": "USD",
            "--time-zone": "Mars/Olympus",
            "--language": "FR",
            "--mode": "dim",
            "--facebook": "http://facebook.com/volt",
            "--minimum-age": "16",
            "--colour": "#fff",
          },
          "Volt",
        ),
        "--root",
        root,
      ],
      PROJECT_ROOT,
    );
    expect(result.ok ? [] : result.problems).toEqual([
      "--colour: unknown option (--help lists them)",
      '<id> "Volt": must be a lowercase slug: a letter, then letters, digits or "-" (at most 40)',
      '--language "FR": unsupported language, use EN or TY or VI or TH or CN or ID or AR',
      '--mode "dim": must be dark or light',
      '--currency "USD": the sandbox merchant TALA keeps its money in PHP (leave --currency out to take it)',
      '--time-zone "Mars/Olympus": must be an IANA time zone such as Asia/Manila, America/New_York or UTC',
      "--facebook: must be an https URL",
      "--minimum-age: Number must be greater than or equal to 18",
    ]);
    expect(fileTree(root)).toEqual(before);
  });

  it("refuses a merchant whose sandbox definition the sandbox would refuse: its currency is unknown", async () => {
    const copy = projectCopy(onTestFinished);
    writeFileSync(join(copy, "sandbox/merchants/BROKEN.json"), '{ "code": "BROKEN", ');
    const before = fileTree(copy);
    const result = await scaffoldBrand([...argsWith({ "--merchant": "BROKEN" }), "--root", copy], PROJECT_ROOT);
    expect(result.ok ? [] : result.problems).toEqual([
      '--merchant "BROKEN": sandbox/merchants/BROKEN.json is no merchant definition the sandbox takes, fix it first',
    ]);
    expect(fileTree(copy)).toEqual(before);
  });

  it("refuses a domain another brand uses", async () => {
    const first = await scaffoldBrand([...argsWith({ "--domain": "play.example" }, "first"), "--root", root], PROJECT_ROOT);
    expect(first.ok).toBe(true);
    const before = fileTree(root);
    const second = await scaffoldBrand([...argsWith({ "--domain": "PLAY.example" }, "second"), "--root", root], PROJECT_ROOT);
    expect(second.ok ? [] : second.problems).toContain('--domain "PLAY.example": already used by brand "first" (brands/first/brand.yaml)');
    expect(fileTree(root)).toEqual(before);
  });

  it("exits non-zero from the command line, saying so", () => {
    const before = fileTree(root);
    const run = spawnSync(
      join(PROJECT_ROOT, "node_modules/.bin/tsx"),
      ["scripts/brand-new.ts", ...argsWith({ "--mode": "dim" }), "--root", root],
      {
        cwd: PROJECT_ROOT,
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("brand:new refused, nothing was written:");
    expect(run.stderr).toContain('--mode "dim": must be dark or light');
    expect(fileTree(root)).toEqual(before);
  });

  it("prints its usage for --help and exits 0, writing nothing", () => {
    const before = fileTree(join(PROJECT_ROOT, "brands"));
    const run = spawnSync(join(PROJECT_ROOT, "node_modules/.bin/tsx"), ["scripts/brand-new.ts", "--help"], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run brand:new -- <id> --domain <host>/);
    expect(run.stdout).toContain("[--help]");
    for (const option of ["--currency CODE", "--time-zone ZONE", "--minimum-age N", "--languages", "--accent", "--flag", "--image-cdn"]) {
      expect(run.stdout).toContain(option);
    }
    // The verticals setting has no option: the usage says where it is edited.
    expect(run.stdout).toMatch(/edit brands\/<id>\/brand\.yaml[^\n]*\n\s+verticals /);
    expect(fileTree(join(PROJECT_ROOT, "brands"))).toEqual(before);
  });
});

describe("the core brand:new and the console share (createBrand)", () => {
  const root = projectCopy();
  const asked = { domains: ["neon.example"], merchant: "AURORA", language: "EN", mode: "dark", primary: "#0ea5e9" };

  it("takes the options as an object and writes the same folder, a draft when asked", async () => {
    const result = await createBrand({ ...asked, id: "neon", draft: true }, root);
    expect(result.ok ? result.written.sort() : result.problems).toEqual(
      [
        "brands/neon/assets/favicon.svg",
        "brands/neon/assets/logo.svg",
        "brands/neon/brand.yaml",
        "brands/neon/locales/EN.json",
        "brands/neon/theme.yaml",
      ].sort(),
    );
    expect(result.ok && result.id).toBe("neon");
    const brand = parseBrandYaml(readFileSync(join(root, "brands/neon/brand.yaml"), "utf8"));
    expect(brand.ok && brand.value).toMatchObject({
      id: "neon",
      draft: true,
      currency: "PHP",
      domains: ["neon.example", "neon.localhost"],
    });
    expect((await checkBrands(root)).problems).toEqual([]);
  });

  it("refuses with the same problems, each naming the field it is about", async () => {
    const before = fileTree(root);
    const result = await createBrand({ ...asked, domains: ["other.example"], mode: "dim", primary: "red" }, root);
    expect(result.ok ? [] : result.problems).toEqual([
      '<id>: is required (the brand\'s folder name: a letter, then letters, digits or "-")',
      '--mode "dim": must be dark or light',
      '--primary "red": must be a hex colour such as #e11d48 or #e14',
    ]);
    expect((result.ok ? [] : result.problems).map(optionOfProblem)).toEqual(["id", "mode", "primary"]);
    expect(fileTree(root)).toEqual(before);
  });

  it("writes through the writer it is given (the console's, which every brand write of a fleet goes through)", async () => {
    const before = fileTree(root);
    const planned: string[][] = [];
    const result = await createBrand({ ...asked, id: "quartz", domains: ["quartz.example"] }, root, {
      write: (plan) => {
        planned.push([...plan.files.keys()]);
        return ["(written elsewhere)"];
      },
    });
    expect(result.ok && result.written).toEqual(["(written elsewhere)"]);
    expect(planned[0]).toEqual(expect.arrayContaining(["brand.yaml", "theme.yaml", "assets/logo.svg"]));
    expect(fileTree(root)).toEqual(before);
  });
});
