import { existsSync } from "node:fs";
import { join } from "node:path";
import { offeredLanguages } from "~/i18n/packs.server";
import { LANGUAGES, WHITELABEL_FLAGS, type Language, type WhitelabelFlag } from "~/platform/contract/common";
import { BRAND_FILE, THEME_FILE } from "../brand-files";
import { brandSchema, type BrandInput, type ThemeMode } from "../schema";
import { faviconSvg, logoSvg } from "./assets";
import { isHexColour, normaliseHex } from "./colour";
import { claimedDomains } from "./existing.server";
import type { MerchantCatalogue, MerchantProtection } from "./merchants";
import type { NewBrandOptions } from "./options";
import { starterOverrides } from "./overrides.server";
import { brandYaml, themeYaml } from "./render";
import { deriveThemes } from "./theme";

/** Everything a new brand writes, decided and validated before a byte is written. */
export interface BrandPlan {
  id: string;
  root: string;
  config: BrandInput;
  /** Path inside `brands/<id>/` -> content. */
  files: Map<string, string>;
  /** The sandbox merchant file to write, or null when the sandbox already has the merchant. */
  merchantFile: { path: string; content: string } | null;
}

export type PlanResult = { ok: true; plan: BrandPlan } | { ok: false; problems: string[] };

const fields = brandSchema.innerType().shape;
const MODES = ["dark", "light"] as const;
const DEFAULT_CURRENCY = "PHP";
const DEFAULT_TEMPLATE = "AURORA";
const DEFAULT_MINIMUM_AGE = 18;
const DEFAULT_TIME_ZONE = "UTC";
/** The player-protection rules a brand has when its config says none (the schema's defaults). */
const UNDECLARED_PROTECTION: MerchantProtection = fields.responsibleGaming.parse(undefined);
const PROTECTION_RULES = ["exclusionCoversAllBrands", "nationalRegister", "returnCoolingOffHours"] as const;

/** Which option sets each config field, so a schema problem names what to fix on the command line. */
const OPTION_OF_FIELD: Record<string, string> = {
  id: "<id>",
  displayName: "--name",
  domains: "--domain",
  merchantCode: "--merchant",
  currency: "--currency",
  timeZone: "--time-zone",
  defaultLanguage: "--language",
  languages: "--languages",
  defaultMode: "--mode",
  minimumAge: "--minimum-age",
  imageCdns: "--image-cdn",
  launchCdns: "--launch-cdn",
  flagOverrides: "--flag",
  "social.facebook": "--facebook",
  "social.telegram": "--telegram",
  "social.whatsapp": "--whatsapp",
  "support.liveChat": "--support-chat",
  "support.telegram": "--support-telegram",
  "support.email": "--support-email",
};

/** The options with every list given (none when absent). */
type Given = NewBrandOptions & Required<Pick<NewBrandOptions, "domains" | "flags" | "imageCdns" | "launchCdns">>;

/**
 * Checks a new brand's options against the schema, the brands in `root` and the merchants, and
 * decides every file it writes. `known` are problems found before (a command line's own), listed
 * first: every problem is reported at once, one line each, starting with the option it is about.
 */
export async function planBrand(
  asked: NewBrandOptions,
  root: string,
  { merchants, known = [] }: { merchants: MerchantCatalogue; known?: readonly string[] },
): Promise<PlanResult> {
  const problems: string[] = [...known];
  const options: Given = {
    ...asked,
    domains: asked.domains ?? [],
    flags: asked.flags ?? [],
    imageCdns: asked.imageCdns ?? [],
    launchCdns: asked.launchCdns ?? [],
  };

  // The id becomes a path: nothing touches the file system with it before it is a clean slug. A bad
  // or missing one stops nothing else from being checked: a stand-in takes its place in the config.
  const given = options.id;
  const id = given !== undefined && fields.id.safeParse(given).success ? given : undefined;
  if (given !== undefined && id === undefined) {
    problems.push(`<id> "${given}": must be a lowercase slug: a letter, then letters, digits or "-" (at most 40)`);
  } else if (given === undefined && problems.length === 0) {
    // A command line without one has said so already.
    problems.push('<id>: is required (the brand\'s folder name: a letter, then letters, digits or "-")');
  }
  if (id !== undefined && existsSync(join(root, "brands", id))) problems.push(`<id> "${id}": brands/${id} already exists`);
  const slug = id ?? "new-brand";

  problems.push(...(await domainProblems(options, root)));
  const merchantCode = required(options.merchant, "--merchant", problems);
  if (merchantCode !== undefined && !fields.merchantCode.safeParse(merchantCode).success) {
    problems.push(`--merchant "${merchantCode}": must be the platform's merchant code: 2 to 32 capitals, digits or "_"`);
  }
  const { defaultLanguage, languages } = languageChoice(options, problems);
  const mode = required(options.mode, "--mode", problems)?.toLowerCase();
  if (mode !== undefined && !isOneOf(MODES, mode)) problems.push(`--mode "${options.mode}": must be dark or light`);
  const primary = colourOption(options.primary, "--primary", problems, true);
  const accent = colourOption(options.accent, "--accent", problems, false);
  const flagOverrides = flagChoice(options.flags, problems);
  const merchant = merchantCode === undefined ? undefined : merchants.merchant(merchantCode);
  const currency = currencyChoice(options.currency, merchantCode, merchant, problems);
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (!fields.timeZone.safeParse(timeZone).success) {
    problems.push(`--time-zone "${timeZone}": must be an IANA time zone such as Asia/Manila, America/New_York or UTC`);
  }
  // Said in the config (and the sandbox merchant's register settings), not left to a default.
  const minimumAge = Number(options.minimumAge ?? DEFAULT_MINIMUM_AGE);
  // A merchant the sandbox has keeps its licence's player-protection rules: the brand declares them alike.
  const responsibleGaming = merchant?.protection ? declaredProtection(merchant.protection) : null;

  // What is known so far, with stand-ins for what is not, to check the rest of the config.
  const draft = {
    id: slug,
    displayName: options.name ?? nameFromId(slug),
    ...(options.draft ? { draft: true } : {}),
    // <id>.localhost is always served; given as --domain too, it is listed once.
    domains: [...new Set([...options.domains.map((domain) => domain.toLowerCase()), `${slug}.localhost`])],
    merchantCode: merchantCode ?? "",
    currency: currency.code,
    timeZone,
    defaultLanguage,
    // Every language with a pack while the default is unknown: a stand-in, only for the check.
    languages: defaultLanguage || languages.length > 0 ? languages : offeredLanguages(LANGUAGES),
    ...(options.imageCdns.length > 0 ? { imageCdns: options.imageCdns } : {}),
    ...(options.launchCdns.length > 0 ? { launchCdns: options.launchCdns } : {}),
    defaultMode: mode,
    minimumAge,
    ...(responsibleGaming ? { responsibleGaming } : {}),
    flagOverrides,
    social: { facebook: options.facebook, telegram: options.telegram, whatsapp: options.whatsapp },
    support: { liveChat: options.supportChat, telegram: options.supportTelegram, email: options.supportEmail },
    secrets: { serviceKey: `${slug.toUpperCase().replaceAll("-", "_")}_SERVICE_KEY` },
  };
  // The schema checks the rest (links, the e-mail, the age, the CDNs); what the checks above
  // reported already is not said twice.
  const parsed = brandSchema.safeParse(draft);
  const reported = new Set(problems.map(optionOf));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const problem = schemaProblem(issue.path, issue.message, draft);
      if (!reported.has(optionOf(problem))) problems.push(problem);
    }
  }
  if (problems.length > 0 || !parsed.success || id === undefined || !merchantCode || !primary) {
    // An option given without its value is reported as such, not as missing too.
    const valueless = new Set(problems.filter((problem) => problem.endsWith(": needs a value")).map(optionOf));
    return { ok: false, problems: problems.filter((problem) => !(valueless.has(optionOf(problem)) && / is required\b/.test(problem))) };
  }
  if (!defaultLanguage || !isOneOf(MODES, mode)) return { ok: false, problems };
  const config: BrandInput = { ...draft, defaultLanguage, defaultMode: mode };

  const files = brandFiles(config, parsed.data.displayName, { primary, accent, mode: parsed.data.defaultMode });
  if (merchant) return { ok: true, plan: { id, root, config, files, merchantFile: null } };
  const merchantFile = await merchants.definitionFile({
    code: merchantCode,
    name: parsed.data.displayName,
    template: DEFAULT_TEMPLATE,
    languages: parsed.data.languages,
    currency: currency.code,
    currencySymbol: currency.symbol,
    flags: flagOverrides,
    minAge: minimumAge,
  });
  if (!merchantFile.ok) return merchantFile;
  return { ok: true, plan: { id, root, config, files, merchantFile: merchantFile.file } };
}

/** The rules of a merchant that differ from a brand's defaults (the brand's config says those only), or null when none does. */
function declaredProtection(rules: MerchantProtection): Partial<MerchantProtection> | null {
  const differing = PROTECTION_RULES.filter((rule) => rules[rule] !== UNDECLARED_PROTECTION[rule]);
  return differing.length > 0 ? Object.fromEntries(differing.map((rule) => [rule, rules[rule]])) : null;
}

/** The option a problem names: its first word ("--mode", "<id>"). */
const optionOf = (problem: string) => /^[^\s:]+/.exec(problem)?.[0] ?? problem;

function brandFiles(
  config: BrandInput,
  displayName: string,
  colours: { primary: string; accent?: string; mode: ThemeMode },
): Map<string, string> {
  const themes = deriveThemes(colours.primary, colours.accent);
  const badge = { fill: themes[colours.mode].primary, ink: themes[colours.mode].primaryText };
  const files = new Map<string, string>([
    [BRAND_FILE, brandYaml(config)],
    [THEME_FILE, themeYaml(displayName, colours.primary, themes)],
    ["assets/logo.svg", logoSvg(displayName, badge)],
    ["assets/favicon.svg", faviconSvg(displayName, badge)],
  ]);
  for (const [language, override] of starterOverrides(config.id, displayName, config.languages)) {
    files.set(`locales/${language}.json`, `${JSON.stringify(override, null, 2)}\n`);
  }
  return files;
}

function required(value: string | undefined, option: string, problems: string[]): string | undefined {
  if (value === undefined || value.trim() === "") problems.push(`${option}: is required`);
  return value?.trim() || undefined;
}

function isOneOf<T extends string>(allowed: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (allowed as readonly string[]).includes(value);
}

async function domainProblems(options: Given, root: string): Promise<string[]> {
  if (options.domains.length === 0) return ["--domain: is required (the host the brand is served on, e.g. play.example.com)"];
  const { owners, problems } = claimedDomains(root);
  for (const given of options.domains) {
    const domain = given.toLowerCase();
    if (!fields.domains.element.safeParse(domain).success || !domain.includes(".")) {
      problems.push(`--domain "${given}": must be a host name such as play.example.com, without scheme, port or path`);
    } else {
      // A *.localhost name (what a try on this machine uses) is a host like any other: checked against the other brands' too.
      const owner = owners.find((claim) => claim.domain === domain);
      if (owner) problems.push(`--domain "${given}": already used by brand "${owner.brandId}" (brands/${owner.brandId}/${BRAND_FILE})`);
    }
  }
  return problems;
}

/**
 * The default language and the languages offered: each one the platform knows and the portal has a
 * language pack of (a language without one is never offered, and brands:check refuses it).
 */
function languageChoice(options: Given, problems: string[]): { defaultLanguage?: Language; languages: Language[] } {
  const withPacks = offeredLanguages(LANGUAGES);
  const supported = `use ${withPacks.join(" or ")}`;
  /** Why a language cannot be offered, or undefined when it can. */
  const unusable = (code: string): string | undefined => {
    if (!isOneOf(LANGUAGES, code)) return "unsupported language";
    return withPacks.includes(code) ? undefined : `no language pack (app/i18n/packs/${code.toLowerCase()}.json)`;
  };
  const given = required(options.language, "--language", problems)?.toUpperCase();
  const defaultLanguage = given !== undefined && !unusable(given) ? (given as Language) : undefined;
  if (given !== undefined && !defaultLanguage) problems.push(`--language "${options.language}": ${unusable(given)}, ${supported}`);

  // By default the brand's own language and English, the language most players of any market can fall back on.
  if (options.languages === undefined)
    return { defaultLanguage, languages: defaultLanguage ? [...new Set([defaultLanguage, "EN" as const])] : [] };
  const listed = options.languages.split(",").map((code) => code.trim().toUpperCase());
  const languages: Language[] = [];
  for (const code of listed) {
    const why = unusable(code);
    if (!why) languages.push(code as Language);
    else
      problems.push(
        `--languages "${options.languages}": ${why === "unsupported language" ? `${why} "${code}"` : `${code}: ${why}`}, ${supported}`,
      );
  }
  if (defaultLanguage && languages.length === listed.length && !languages.includes(defaultLanguage)) {
    problems.push(`--languages "${options.languages}": must include the default language ${defaultLanguage}`);
  }
  return { defaultLanguage, languages };
}

function colourOption(value: string | undefined, option: string, problems: string[], isRequired: boolean): string | undefined {
  if (value === undefined) {
    if (isRequired) problems.push(`${option}: is required (a colour such as #e11d48)`);
    return undefined;
  }
  if (!isHexColour(value)) {
    problems.push(`${option} "${value}": must be a hex colour such as #e11d48 or #e14`);
    return undefined;
  }
  return normaliseHex(value);
}

function flagChoice(flags: readonly string[], problems: string[]): Partial<Record<WhitelabelFlag, boolean>> {
  const overrides: Partial<Record<WhitelabelFlag, boolean>> = {};
  for (const flag of flags) {
    const match = /^([A-Z0-9]+)=(on|off)$/.exec(flag);
    if (!match || !isOneOf(WHITELABEL_FLAGS, match[1])) {
      problems.push(`--flag "${flag}": must be NAME=on or NAME=off with NAME one of ${WHITELABEL_FLAGS.join(", ")}`);
    } else if (match[1] in overrides) {
      problems.push(`--flag "${flag}": ${match[1]} is given twice`);
    } else {
      overrides[match[1]] = match[2] === "on";
    }
  }
  return overrides;
}

/**
 * The brand's currency: the one given, else the sandbox merchant's when it has the merchant, else
 * PHP. A merchant keeps one currency: a brand on an existing one cannot give another.
 */
function currencyChoice(
  given: string | undefined,
  merchantCode: string | undefined,
  merchant: { currency: string | null; file: string } | undefined,
  problems: string[],
): { code: string; symbol: string } {
  if (merchant && merchant.currency === null) {
    problems.push(`--merchant "${merchantCode}": ${merchant.file} is no merchant definition the sandbox takes, fix it first`);
  }
  const code = given?.trim().toUpperCase() ?? merchant?.currency ?? DEFAULT_CURRENCY;
  if (!fields.currency.safeParse(code).success) {
    problems.push(`--currency "${given}": must be an ISO 4217 currency code such as PHP or USD`);
    return { code, symbol: code };
  }
  if (merchant?.currency && code !== merchant.currency) {
    problems.push(
      `--currency "${given}": the sandbox merchant ${merchantCode} keeps its money in ${merchant.currency} (leave --currency out to take it)`,
    );
  }
  const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(0);
  return { code, symbol: parts.find((part) => part.type === "currency")?.value ?? code };
}

/** "lucky-star" -> "Lucky Star". */
function nameFromId(id: string): string {
  return id
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function schemaProblem(path: ReadonlyArray<string | number>, message: string, config: Record<string, unknown>): string {
  const field = path.filter((part) => typeof part === "string").join(".");
  const option = OPTION_OF_FIELD[field] ?? OPTION_OF_FIELD[String(path[0])] ?? field;
  const index = path.find((part): part is number => typeof part === "number");
  const listed = index === undefined ? undefined : (config[String(path[0])] as unknown[] | undefined)?.[index];
  return `${option}${typeof listed === "string" ? ` "${listed}"` : ""}: ${message}`;
}
