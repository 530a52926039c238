import { parseArgs } from "node:util";

export const USAGE = `Usage: npm run brand:new -- <id> --domain <host> --merchant <CODE> --language <EN|TY> --mode <dark|light> --primary <#hex>
  [--name "Display Name"]     default: from the id ("lucky-star" -> "Lucky Star")
  [--languages EN,TY]         default: every language, the default one first
  [--accent <#hex>]           default: derived from the primary
  [--flag NAME=on|off]...     whitelabel flag overrides, e.g. --flag PTSYS3=on
  [--facebook URL] [--telegram URL] [--whatsapp URL]
  [--support-chat URL] [--support-telegram URL] [--support-email ADDRESS]
  [--image-cdn ORIGIN]... [--launch-cdn ORIGIN]...   default: the platform's CDN lists
  [--currency CODE]           the sandbox merchant's currency when it is created; default PHP
  [--minimum-age N]           the youngest a player may register (18 to 25; 21 where the licence says so); default 18
  [--domain <host>]...        more domains; <id>.localhost is always added
  [--root <dir>]              the project folder to write into; default this project
  [--help]                    this text`;

/** The command line as given: every value still a string, checked by the planner. */
export interface ScaffoldOptions {
  id: string;
  root: string;
  name?: string;
  domains: string[];
  merchant?: string;
  language?: string;
  languages?: string;
  mode?: string;
  primary?: string;
  accent?: string;
  flags: string[];
  facebook?: string;
  telegram?: string;
  whatsapp?: string;
  supportChat?: string;
  supportTelegram?: string;
  supportEmail?: string;
  imageCdns: string[];
  launchCdns: string[];
  currency?: string;
  minimumAge?: string;
}

export type ParsedArgs = { ok: true; options: ScaffoldOptions } | { ok: false; problems: string[] };

const text = { type: "string" } as const;
const list = { type: "string", multiple: true } as const;

export function parseScaffoldArgs(argv: readonly string[], defaultRoot: string): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
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
        "minimum-age": text,
        root: text,
      },
    });
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    return { ok: false, problems: [`expected one brand id, got ${positionals.length ? positionals.join(" ") : "none"}`] };
  }
  return {
    ok: true,
    options: {
      id: positionals[0],
      root: values.root ?? defaultRoot,
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
      minimumAge: values["minimum-age"],
    },
  };
}
