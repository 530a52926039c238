import { isDeepStrictEqual } from "node:util";
import type { BrandFiles } from "~/brand/brand-folder.server";
import { BRAND_FILE, deleteYamlValue, parseBrandYaml, readYaml, setYamlValue } from "~/brand/brand-files";
import type { Brand } from "~/brand/schema";
import { parseDecimal } from "~/format/amount";
import { minorToDecimal } from "~/format/amount";
import { minorDigits } from "~/format/money";
import { GAME_TYPES, WHITELABEL_FLAGS } from "~/platform/contract/common";
import { countryCodes, type Settings, type SettingsDefaults } from "./settings-schema";

/**
 * The settings form and a brand's brand.yaml: the form's values from the file, and the file
 * changed by the form's values, edited in place (app/brand/brand-files.ts) so that every comment
 * and every field the form does not show stay as written. Only the values that changed are
 * touched: a save that changes nothing leaves the text as it was.
 */

/** The SVGs a seal may show: the files of the brand's `assets/seals/` folder. */
export const sealImages = (files: BrandFiles): string[] =>
  [...files.keys()]
    .filter((path) => /^assets\/seals\/[^/]+\.svg$/.test(path))
    .map((path) => path.slice("assets/seals/".length))
    .sort();

/** The form's starting values: the brand as its brand.yaml says (the schema's defaults filled in). */
export function settingsDefaults(brand: Brand): SettingsDefaults {
  return {
    displayName: brand.displayName,
    flags: Object.fromEntries(
      WHITELABEL_FLAGS.map((flag) => [
        flag,
        brand.flagOverrides[flag] === undefined ? "default" : brand.flagOverrides[flag] ? "on" : "off",
      ]),
    ),
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    social: { ...brand.social },
    support: { ...brand.support },
    helpOrganisations: brand.responsibleGaming.helpOrganisations.map((organisation) => ({ ...organisation })),
    seals: brand.responsibleGaming.seals.map((seal) => ({ ...seal })),
    minimumAge: brand.minimumAge,
    kycThreshold:
      brand.kycWithdrawalThresholdCents === undefined ? undefined : minorToDecimal(brand.kycWithdrawalThresholdCents, brand.currency),
    verticalsOff: brand.verticals.off,
    regions: Object.fromEntries(Object.entries(brand.verticals.regions).map(([type, codes]) => [type, codes.join(", ")])),
    idleTimeoutMinutes: brand.idleTimeoutMinutes,
  };
}

type Raw = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/** `object` without its keys whose value is undefined; undefined itself when nothing is left. */
function compact(object: Raw): Raw | undefined {
  const kept = Object.entries(object).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

const nonEmpty = <T>(list: readonly T[]): T[] | undefined => (list.length > 0 ? [...list] : undefined);

/**
 * The edits that turn the value `before` at `path` into `after`: maps key by key and lists of
 * maps item by item, so a comment on what did not change stays; anything else set whole.
 */
function edit(text: string, path: (string | number)[], before: unknown, after: unknown): string {
  if (isDeepStrictEqual(before, after)) return text;
  if (after === undefined) return deleteYamlValue(text, path);
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) text = edit(text, [...path, key], before[key], after[key]);
    return text;
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isPlainObject) && before.length > 0) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++) text = edit(text, [...path, index], before[index], after[index]);
    for (let index = common; index < after.length; index++) text = setYamlValue(text, [...path, index], after[index]);
    for (let index = before.length - 1; index >= after.length; index--) text = deleteYamlValue(text, [...path, index]);
    return text;
  }
  return setYamlValue(text, path, after);
}

export type SettingsResult =
  { ok: true; text: string; changed: boolean } | { ok: false; fieldErrors: Record<string, string[]>; formErrors: string[] };

/** The amount typed, in the currency's minor units; 0 for zero (every withdrawal waits for the check). */
function thresholdCents(typed: string, currency: string): { cents: number } | { problem: string } {
  const digits = minorDigits(currency);
  const parsed = parseDecimal(typed, digits);
  if ("value" in parsed) return { cents: parsed.value };
  if (parsed.problem === "zero") return { cents: 0 };
  if (parsed.problem === "decimals")
    return { problem: digits === 0 ? `${currency} has no decimals: enter a whole amount.` : `${currency} has ${digits} decimals at most.` };
  return { problem: "Enter an amount such as 10000 or 10000.50, or leave it empty." };
}

/**
 * brand.yaml's text with the form's values, checked with the brand schema before anything is
 * saved: the schema's problems come back by the form's field (a problem of a field the form does
 * not show, by the file's own words, for the whole form).
 */
export function applySettings(text: string, settings: Settings, currency: string): SettingsResult {
  const read = readYaml(text);
  if (!read.ok || !isPlainObject(read.value))
    return { ok: false, fieldErrors: {}, formErrors: [`${BRAND_FILE} cannot be read: fix it first.`] };
  const before = read.value;
  const after: Raw = structuredClone(before);

  let cents: number | undefined;
  if (settings.kycThreshold !== undefined) {
    const threshold = thresholdCents(settings.kycThreshold, currency);
    if ("problem" in threshold) return { ok: false, fieldErrors: { kycThreshold: [threshold.problem] }, formErrors: [] };
    cents = threshold.cents;
  }

  after.displayName = settings.displayName;
  const flags: Raw = { ...(isPlainObject(before.flagOverrides) ? before.flagOverrides : {}) };
  for (const flag of WHITELABEL_FLAGS) {
    const choice = settings.flags[flag];
    flags[flag] = choice === "on" ? true : choice === "off" ? false : undefined;
  }
  after.flagOverrides = compact(flags);
  after.languages = settings.languages;
  after.defaultLanguage = settings.defaultLanguage;
  // Each link the form shows is as the form says (an empty field removes it); a key it does not show stays.
  const { facebook, telegram, whatsapp } = settings.social;
  after.social = compact({ ...(isPlainObject(before.social) ? before.social : {}), facebook, telegram, whatsapp });
  const { liveChat, telegram: supportTelegram, email } = settings.support;
  after.support = compact({ ...(isPlainObject(before.support) ? before.support : {}), liveChat, telegram: supportTelegram, email });
  const responsibleGaming: Raw = { ...(isPlainObject(before.responsibleGaming) ? before.responsibleGaming : {}) };
  responsibleGaming.helpOrganisations = nonEmpty(settings.helpOrganisations.map((organisation) => compact(organisation)!));
  responsibleGaming.seals = nonEmpty(settings.seals.map((seal) => ({ ...seal })));
  after.responsibleGaming = compact(responsibleGaming);
  after.minimumAge = settings.minimumAge;
  after.kycWithdrawalThresholdCents = cents;
  const verticals: Raw = { ...(isPlainObject(before.verticals) ? before.verticals : {}) };
  verticals.off = nonEmpty(settings.verticalsOff);
  verticals.regions = compact(
    Object.fromEntries(
      GAME_TYPES.map((type) => {
        const typed = settings.regions[type];
        return [type, typed ? nonEmpty([...new Set(countryCodes(typed))]) : undefined];
      }),
    ),
  );
  after.verticals = compact(verticals);
  after.idleTimeoutMinutes = settings.idleTimeoutMinutes;
  for (const key of Object.keys(after)) if (after[key] === undefined) delete after[key];

  const changed = edit(text, [], before, after);
  const checked = parseBrandYaml(changed);
  if (!checked.ok) return { ok: false, ...problemsByField(checked.problems) };
  return { ok: true, text: changed, changed: changed !== text };
}

/** The form field a brand.yaml path is shown beside (conform's names), or undefined for one the form does not show. */
function fieldOfPath(path: string[]): string | undefined {
  const [top, second, third, fourth] = path;
  switch (top) {
    case "displayName":
    case "languages":
    case "defaultLanguage":
    case "minimumAge":
    case "idleTimeoutMinutes":
      return top;
    case "kycWithdrawalThresholdCents":
      return "kycThreshold";
    case "flagOverrides":
      return second ? `flags.${second}` : undefined;
    case "social":
    case "support":
      return second ? `${top}.${second}` : undefined;
    case "responsibleGaming":
      if (second !== "helpOrganisations" && second !== "seals") return undefined;
      if (third === undefined || !/^\d+$/.test(third)) return second;
      return fourth ? `${second}[${third}].${fourth}` : `${second}[${third}]`;
    case "verticals":
      if (second === "off") return "verticalsOff";
      if (second === "regions") return third ? `regions.${third}` : undefined;
      return undefined;
    default:
      return undefined;
  }
}

/** The schema's `field.path: problem` lines by the form's fields; the rest for the whole form. */
function problemsByField(problems: readonly string[]): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const line of problems) {
    const at = line.indexOf(": ");
    const path = at > 0 ? line.slice(0, at).split(".") : [];
    const message = at > 0 ? line.slice(at + 2) : line;
    const field = fieldOfPath(path);
    if (field) (fieldErrors[field] ??= []).push(message.charAt(0).toUpperCase() + message.slice(1));
    else formErrors.push(`${BRAND_FILE}: ${line}`);
  }
  return { fieldErrors, formErrors };
}
