import { z } from "zod";
import { GAME_TYPES, LANGUAGES, WHITELABEL_FLAGS } from "~/platform/contract/common";
import { MAX_REALITY_CHECK_MINUTES } from "~/platform/contract/play-time";

const hostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "must be a lowercase host name without scheme or port",
  );

const origin = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value) && new URL(value).origin === value.replace(/\/$/, ""), {
    message: "must be an origin such as https://img.example.com",
  });

const link = z
  .string()
  .url()
  .refine((value) => value.startsWith("https://"), { message: "must be an https URL" });

const envVarName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name such as AURORA_SERVICE_KEY");

/** A social sign-in provider (OpenID Connect): each value names the environment variable holding it. */
const signInProvider = z.object({ issuer: envVarName, clientId: envVarName, clientSecret: envVarName }).strict();

/** An independent organisation players can turn to for help with gambling: shown on the responsible-gaming page. */
const helpOrganisation = z
  .object({
    name: z.string().trim().min(1).max(80),
    url: link,
    /** As dialled, international form preferred: digits, spaces, hyphens, a leading +. */
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 -]{2,19}$/, "must be a phone number such as +63 2 8888 1234")
      .optional(),
  })
  .strict();

/** A regulator's or certifier's seal: its SVG in the brand's assets/seals/ folder, the page it links to, and its text. */
const seal = z
  .object({
    image: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}\.svg$/, "must be the file name of an SVG in the brand's assets/seals/ folder"),
    link,
    alt: z.string().trim().min(1).max(120),
  })
  .strict();

/** The reality check intervals offered where a brand does not set its own. */
export const DEFAULT_REALITY_CHECK = { minMinutes: 10, maxMinutes: 120 } as const;

/**
 * The reality check intervals a brand offers its players: any whole number of minutes from
 * `minMinutes` to `maxMinutes` (a regulator may ask for a reminder at least every hour), within
 * the platform's own range.
 */
const realityCheckRange = z
  .object({
    minMinutes: z.number().int().min(1).max(MAX_REALITY_CHECK_MINUTES),
    maxMinutes: z.number().int().min(1).max(MAX_REALITY_CHECK_MINUTES),
  })
  .strict()
  .refine((range) => range.minMinutes <= range.maxMinutes, { message: "minMinutes must not be above maxMinutes", path: ["maxMinutes"] });

/** ISO 4217, as the runtime's Intl knows it: "PHP", "VND" (capitals, as the platform writes it). */
const currencyCode = z.string().refine((value) => /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value), {
  message: "must be an ISO 4217 currency code such as PHP or USD",
});

/** An IANA time zone, as the runtime's Intl knows it: "Asia/Manila", "UTC". */
const ianaTimeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat(undefined, { timeZone: value });
      return value.trim() !== "";
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone such as Asia/Manila or UTC" },
);

const languageList = z
  .array(z.enum(LANGUAGES))
  .min(1)
  .refine((list) => new Set(list).size === list.length, { message: "must not repeat a language" });

export const brandSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "must be a lowercase slug"),
    displayName: z.string().trim().min(1).max(60),
    /**
     * A draft brand is served only in a preview (a signed link: `npm run brand:preview`);
     * its hosts answer 404 to everyone else until it is set to false.
     */
    draft: z.boolean().default(false),
    /** The name under the icon once installed on a home screen (web app manifest); the display name's first word when absent. */
    shortName: z.string().trim().min(1).max(12).optional(),
    /** Exact host names this brand answers on; the port is ignored when matching. */
    domains: z.array(hostName).min(1),
    merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/, "must be the platform's merchant code in capitals"),
    /**
     * The money the brand's players hold: the merchant's currency (the platform keeps one per
     * merchant; `npm run brands:check` compares it with the sandbox merchant's).
     */
    currency: currencyCode,
    /**
     * Where the brand's players are: the zone a player page names a time in when it shows one as
     * a sentence (draw times), at the zone's offset now. Record tables and days stay in UTC, as
     * the platform keeps players' records.
     */
    timeZone: ianaTimeZone,
    defaultLanguage: z.enum(LANGUAGES),
    languages: languageList,
    /** Override the platform's CDN lists. */
    imageCdns: z.array(origin).min(1).optional(),
    launchCdns: z.array(origin).min(1).optional(),
    defaultMode: z.enum(["dark", "light"]),
    flagOverrides: z.record(z.enum(WHITELABEL_FLAGS), z.boolean()).default({}),
    social: z.object({ facebook: link.optional(), telegram: link.optional(), whatsapp: link.optional() }).strict().default({}),
    support: z.object({ liveChat: link.optional(), telegram: link.optional(), email: z.string().email().optional() }).strict().default({}),
    /**
     * Social sign-in, offered for each provider listed whose three
     * variables are set. The embedded sandbox sets them to its test provider.
     */
    signInProviders: z.object({ google: signInProvider.optional(), facebook: signInProvider.optional() }).strict().default({}),
    /**
     * The youngest a player may be, checked on the birthday at registration (the player's and an
     * agent's register centre); 18 when absent, 21 where the licence bars younger players. The
     * platform's merchant keeps its own (registerSettings.minAge) and refuses on its own too.
     */
    minimumAge: z.number().int().min(18).max(25).optional(),
    /**
     * Withdrawals above this amount (minor units) wait for an approved identity verification;
     * 0: every withdrawal does; absent: none does. The withdrawal page says so before the amount
     * is typed. The platform's merchant keeps its own (the same amount) and refuses on its own too.
     */
    kycWithdrawalThresholdCents: z.number().int().min(0).optional(),
    /**
     * Minutes without a navigation after which a signed-in session ends, on the server (the next
     * request is a visitor's) and in every tab, with a warning a minute before; 30 when absent.
     * Fractions of a minute (down to 0.1) are for trying the warning out.
     */
    idleTimeoutMinutes: z
      .number()
      .min(0.1)
      .max(24 * 60)
      .optional(),
    /**
     * What the responsible-gaming page shows besides the platform's text (help organisations and
     * seals), and the reality check intervals the player may choose (`DEFAULT_REALITY_CHECK` when absent).
     */
    responsibleGaming: z
      .object({
        helpOrganisations: z.array(helpOrganisation).max(8).default([]),
        seals: z.array(seal).max(8).default([]),
        realityCheck: realityCheckRange.default(DEFAULT_REALITY_CHECK),
        /**
         * Player-protection rules the brand's licence asks for; its platform merchant keeps the same
         * and applies them on its own (`npm run brands:check` refuses a brand whose rules differ from
         * its sandbox merchant's). A time-out or self-exclusion covers every brand of the operator
         * whatever the player answers: the self-exclusion page shows "every brand" chosen, as the brand's rule.
         */
        exclusionCoversAllBrands: z.boolean().default(false),
        /** Registration and every sign-in are checked against the national self-exclusion register (as GAMSTOP in the UK). */
        nationalRegister: z.boolean().default(false),
        /** Hours a player waits between asking to come back after a self-exclusion ended and confirming it. */
        returnCoolingOffHours: z
          .number()
          .int()
          .min(1)
          .max(30 * 24)
          .default(24),
      })
      .strict()
      .default({}),
    /**
     * Game verticals (the platform's game types) this brand does not offer: `off` anywhere,
     * `regions` only in the listed countries (ISO codes, as the platform locates the visitor).
     * A vertical not offered shows nowhere and its pages answer "not offered here".
     */
    verticals: z
      .object({
        off: z.array(z.enum(GAME_TYPES)).default([]),
        regions: z
          .record(z.enum(GAME_TYPES), z.array(z.string().regex(/^[A-Z]{2}$/, "must be a country code such as PH")).min(1))
          .default({}),
      })
      .strict()
      .default({}),
    /**
     * Codes by SMS, which the operator pays for each: the countries whose numbers they go to (ISO
     * codes of the merchant's dialling codes, the countries the brand offers; none when absent, so a
     * new brand sends nowhere until it says where), and the brand's budget of sends per hour and per
     * day (300 and 3,000 when absent). A spent budget stops every send of the brand until its window
     * ends and is logged as an error (docs/decisions/bot-check.md).
     */
    sms: z
      .object({
        countries: z.array(z.string().regex(/^[A-Z]{2}$/, "must be a country code such as PH")).default([]),
        hourlyBudget: z.number().int().min(1).max(1_000_000).default(300),
        dailyBudget: z.number().int().min(1).max(10_000_000).default(3_000),
      })
      .strict()
      .default({}),
    /** Secret name -> the environment variable holding it. Values never live in a brand folder. */
    secrets: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), envVarName).default({}),
  })
  .strict()
  .superRefine((brand, ctx) => {
    if (!brand.languages.includes(brand.defaultLanguage)) {
      ctx.addIssue({ code: "custom", path: ["defaultLanguage"], message: "must be one of languages" });
    }
    const localDomain = `${brand.id}.localhost`;
    if (!brand.domains.includes(localDomain)) {
      ctx.addIssue({ code: "custom", path: ["domains"], message: `must include ${localDomain}` });
    }
    if (brand.sms.dailyBudget < brand.sms.hourlyBudget) {
      ctx.addIssue({ code: "custom", path: ["sms", "dailyBudget"], message: "must be at least sms.hourlyBudget" });
    }
    const seen = new Set<string>();
    brand.domains.forEach((domain, index) => {
      if (seen.has(domain)) ctx.addIssue({ code: "custom", path: ["domains", index], message: "is listed twice" });
      seen.add(domain);
    });
  });

export type BrandInput = z.input<typeof brandSchema>;
export type Brand = z.output<typeof brandSchema>;
export type ThemeMode = Brand["defaultMode"];
