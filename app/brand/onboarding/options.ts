/**
 * A new brand as asked for (`npm run brand:new`'s options, the console's form): every value as
 * given, a string, checked by the planner (plan.server.ts) with the same rules whoever asks.
 */
export interface NewBrandOptions {
  /** The brand's id, its folder's name (a lowercase slug). */
  id?: string;
  name?: string;
  /** Host names it answers on; `<id>.localhost` is always added. */
  domains?: string[];
  merchant?: string;
  /** The default language. */
  language?: string;
  /** The languages offered, comma-separated ("TY,EN"); default the default one and EN. */
  languages?: string;
  mode?: string;
  primary?: string;
  accent?: string;
  /** Whitelabel flag overrides, each `NAME=on` or `NAME=off`. */
  flags?: string[];
  facebook?: string;
  telegram?: string;
  whatsapp?: string;
  supportChat?: string;
  supportTelegram?: string;
  supportEmail?: string;
  imageCdns?: string[];
  launchCdns?: string[];
  currency?: string;
  timeZone?: string;
  minimumAge?: string;
  /**
   * Written with `draft: true`: served only in a preview until that is set to false (the console
   * makes every new brand so). No option of the command line sets it.
   */
  draft?: boolean;
}

type Named = Exclude<keyof NewBrandOptions, "draft">;

/**
 * The command-line option of each field: a problem starts with it (`--mode "dim": must be dark
 * or light`), so a form shows each problem beside its field (`optionOfProblem`).
 */
export const OPTION_NAMES: Record<Named, string> = {
  id: "<id>",
  name: "--name",
  domains: "--domain",
  merchant: "--merchant",
  language: "--language",
  languages: "--languages",
  mode: "--mode",
  primary: "--primary",
  accent: "--accent",
  flags: "--flag",
  facebook: "--facebook",
  telegram: "--telegram",
  whatsapp: "--whatsapp",
  supportChat: "--support-chat",
  supportTelegram: "--support-telegram",
  supportEmail: "--support-email",
  imageCdns: "--image-cdn",
  launchCdns: "--launch-cdn",
  currency: "--currency",
  timeZone: "--time-zone",
  minimumAge: "--minimum-age",
};

/** The field a planner's problem is about (`--mode "dim": …` → `mode`), or undefined for one about the whole (a file it cannot write). */
export function optionOfProblem(problem: string): Named | undefined {
  const first = /^[^\s:]+/.exec(problem)?.[0];
  return (Object.keys(OPTION_NAMES) as Named[]).find((field) => OPTION_NAMES[field] === first);
}
