import { parseArgs } from "node:util";
import type { NewBrandOptions } from "../../app/brand/onboarding/options";
import { LANGUAGES } from "../../app/platform/contract/common";

const LANGUAGE_CODES = LANGUAGES.join("|");

export const USAGE = `Usage: npm run brand:new -- <id> --domain <host> --merchant <CODE> --language <${LANGUAGE_CODES}> --mode <dark|light> --primary <#hex>
  [--name "Display Name"]     default: from the id ("lucky-star" -> "Lucky Star")
  [--languages EN,TY]         the languages offered, each with a language pack; default: the default one and EN
  [--accent <#hex>]           default: derived from the primary
  [--currency CODE]           the brand's money (ISO 4217, e.g. PHP, VND), and the new sandbox merchant's when one is created;
                              default: the sandbox merchant's when it exists (another is refused), else PHP
  [--time-zone ZONE]          where the brand's players are (IANA, e.g. Asia/Manila): draw times are shown at its offset; default UTC
  [--minimum-age N]           the youngest a player may register (18 to 25; 21 where the licence says so); default 18
  [--flag NAME=on|off]...     whitelabel flag overrides, e.g. --flag PTSYS3=on
  [--facebook URL] [--telegram URL] [--whatsapp URL]
  [--support-chat URL] [--support-telegram URL] [--support-email ADDRESS]
  [--image-cdn ORIGIN]... [--launch-cdn ORIGIN]...   default: the platform's CDN lists
  [--domain <host>]...        more domains; <id>.localhost is always added
  [--root <dir>]              the project folder to write into; default this project
  [--help]                    this text
No option sets these: edit brands/<id>/brand.yaml after it is written (docs/onboarding-a-brand.md):
  verticals                   game types turned off, or offered only in listed countries, e.g. regions: { COCKFIGHT: [PH] }
  responsibleGaming, sms, kycWithdrawalThresholdCents, idleTimeoutMinutes, signInProviders, shortName, draft`;

/**
 * The command line as the onboarding core takes it (app/brand/onboarding/options.ts), the folder
 * to write into, and what the command line itself got wrong (an unknown option, a value missing,
 * no id): listed with the planner's, so a bad command line is reported whole.
 */
export type ParsedArgs = { ok: true; options: NewBrandOptions; root: string; problems: string[] } | { ok: false; problems: string[] };

const text = { type: "string" } as const;
const list = { type: "string", multiple: true } as const;

const OPTIONS = {
  name: text,
  domain: list,
  merchant: text,
  language: text,
  languages: text,
  mode: text,
  primary: text,
  accent: text,
  flag: list,
  facebook: text,
  telegram: text,
  whatsapp: text,
  "support-chat": text,
  "support-telegram": text,
  "support-email": text,
  "image-cdn": list,
  "launch-cdn": list,
  currency: text,
  "time-zone": text,
  "minimum-age": text,
  root: text,
} as const;

const isOption = (name: string): name is keyof typeof OPTIONS => Object.hasOwn(OPTIONS, name);

/**
 * The arguments without the options that cannot be taken (unknown, without a value, a single one
 * given twice), each a problem: so a bad command line is reported whole, with the planner's problems.
 */
function usableArgs(argv: readonly string[]): { args: string[]; problems: string[] } {
  const args: string[] = [];
  const problems: string[] = [];
  const given = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--") {
      args.push(...argv.slice(index));
      break;
    }
    const match = /^--([^=]+)(?:=(.*))?$/s.exec(arg);
    if (!match) {
      args.push(arg);
      continue;
    }
    const [, name, inline] = match;
    const next = argv[index + 1];
    const hasNext = next !== undefined && !next.startsWith("--");
    if (!isOption(name)) {
      problems.push(`--${name}: unknown option (--help lists them)`);
      // Its value, if it had one, is no brand id.
      if (inline === undefined && hasNext && !next.startsWith("-")) index++;
      continue;
    }
    if (inline === undefined && !hasNext) {
      problems.push(`--${name}: needs a value`);
      continue;
    }
    const value = inline ?? argv[++index];
    const earlier = given.get(name);
    if (earlier !== undefined && !("multiple" in OPTIONS[name])) {
      problems.push(`--${name}: given twice ("${earlier}", "${value}"), give it once`);
      continue;
    }
    given.set(name, value);
    args.push(`--${name}=${value}`);
  }
  return { args, problems };
}

export function parseScaffoldArgs(argv: readonly string[], defaultRoot: string): ParsedArgs {
  const { args, problems } = usableArgs(argv);
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // What the scan above does not foresee (a short option such as -x).
    return { ok: false, problems: [...problems, (error as Error).message] };
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) problems.push(`expected one brand id, got ${positionals.length ? positionals.join(" ") : "none"}`);
  return {
    ok: true,
    root: values.root ?? defaultRoot,
    problems,
    options: {
      id: positionals.length === 1 ? positionals[0] : undefined,
      name: values.name,
      domains: values.domain ?? [],
      merchant: values.merchant,
      language: values.language,
      languages: values.languages,
      mode: values.mode,
      primary: values.primary,
      accent: values.accent,
      flags: values.flag ?? [],
      facebook: values.facebook,
      telegram: values.telegram,
      whatsapp: values.whatsapp,
      supportChat: values["support-chat"],
      supportTelegram: values["support-telegram"],
      supportEmail: values["support-email"],
      imageCdns: values["image-cdn"] ?? [],
      launchCdns: values["launch-cdn"] ?? [],
      currency: values.currency,
      timeZone: values["time-zone"],
      minimumAge: values["minimum-age"],
    },
  };
}
