import { z } from "zod";
import { GAME_TYPES, LANGUAGES, WHITELABEL_FLAGS } from "~/platform/contract/common";

/**
 * The settings form of a brand (the draft's brand.yaml): what the form sends, checked in the
 * browser and again on the server. Its rules say in words what the brand schema asks
 * (app/brand/schema.ts); the server then checks the YAML it writes with the schema itself, so a
 * rule of the schema this form does not repeat still refuses the change, beside its field.
 */

export const FLAG_CHOICES = ["default", "on", "off"] as const;
export type FlagChoice = (typeof FLAG_CHOICES)[number];

const httpsLink = (required = "Enter an https:// address.") =>
  z
    .string({ required_error: required })
    .trim()
    .max(2000, "An address has at most 2,000 characters.")
    .url("Enter a full address, like https://example.com/page.")
    .refine((value) => value.startsWith("https://"), "Use an https:// address.");

const optionalLink = httpsLink().optional();

const COUNTRY_LIST = /^\s*[A-Za-z]{2}(\s*[,\s]\s*[A-Za-z]{2})*\s*,?\s*$/;

/** "ph, VN" → ["PH", "VN"]: the country codes of a vertical's regions, as typed. */
export const countryCodes = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());

const countries = z
  .string()
  .trim()
  .max(600, "List at most 200 countries.")
  .refine((value) => COUNTRY_LIST.test(value), "Enter two-letter country codes separated by commas, like PH, VN.")
  .optional();

const flagChoice = z.enum(FLAG_CHOICES).default("default");
/** Flag name → default/on/off. */
const flagsShape = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, flagChoice])) as Record<
  (typeof WHITELABEL_FLAGS)[number],
  typeof flagChoice
>;

/** Game type → country codes, as typed. */
const regionsShape = Object.fromEntries(GAME_TYPES.map((type) => [type, countries])) as Record<
  (typeof GAME_TYPES)[number],
  typeof countries
>;

export const settingsSchema = z
  .object({
    displayName: z
      .string({ required_error: "Enter the brand's name." })
      .trim()
      .min(1, "Enter the brand's name.")
      .max(60, "A brand's name has at most 60 characters."),
    flags: z.object(flagsShape).default({}),
    languages: z.array(z.enum(LANGUAGES), { required_error: "Offer at least one language." }).min(1, "Offer at least one language."),
    defaultLanguage: z.enum(LANGUAGES, { errorMap: () => ({ message: "Choose the default language." }) }),
    social: z.object({ facebook: optionalLink, telegram: optionalLink, whatsapp: optionalLink }).default({}),
    support: z
      .object({
        liveChat: optionalLink,
        telegram: optionalLink,
        email: z.string().trim().email("Enter an e-mail address, like support@example.com.").optional(),
      })
      .default({}),
    helpOrganisations: z
      .array(
        z.object({
          name: z
            .string({ required_error: "Enter the organisation's name." })
            .trim()
            .min(1, "Enter the organisation's name.")
            .max(80, "A name has at most 80 characters."),
          url: httpsLink("Enter the organisation's https:// address."),
          phone: z
            .string()
            .trim()
            .regex(/^\+?[0-9][0-9 -]{2,19}$/, "Enter a phone number as dialled, like +63 2 8888 1234 or 1553.")
            .optional(),
        }),
      )
      .max(8, "At most 8 organisations.")
      .default([]),
    seals: z
      .array(
        z.object({
          image: z
            .string({ required_error: "Choose the seal's image." })
            .regex(/^[a-z0-9][a-z0-9-]{0,39}\.svg$/, "Choose an SVG of the brand's assets/seals/ folder."),
          link: httpsLink("Enter the https:// address the seal links to."),
          alt: z
            .string({ required_error: "Describe the seal for those who cannot see it." })
            .trim()
            .min(1, "Describe the seal for those who cannot see it.")
            .max(120, "At most 120 characters."),
        }),
      )
      .max(8, "At most 8 seals.")
      .default([]),
    minimumAge: z
      .number({ invalid_type_error: "Enter a whole number of years from 18 to 25." })
      .int("Enter a whole number of years from 18 to 25.")
      .min(18, "Enter a whole number of years from 18 to 25.")
      .max(25, "Enter a whole number of years from 18 to 25.")
      .optional(),
    /** In the brand's currency's major units ("10000.00"); the server turns it into minor units with the currency's digits. */
    kycThreshold: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,3})?$/, "Enter an amount such as 10000 or 10000.50, or leave it empty.")
      .optional(),
    verticalsOff: z.array(z.enum(GAME_TYPES)).default([]),
    regions: z.object(regionsShape).default({}),
    idleTimeoutMinutes: z
      .number({ invalid_type_error: "Enter minutes from 0.1 to 1440." })
      .min(0.1, "Enter minutes from 0.1 to 1440.")
      .max(24 * 60, "Enter minutes from 0.1 to 1440.")
      .optional(),
  })
  .superRefine((settings, ctx) => {
    if (!settings.languages.includes(settings.defaultLanguage)) {
      ctx.addIssue({ code: "custom", path: ["defaultLanguage"], message: "The default language must be one of the languages offered." });
    }
    if (new Set(settings.languages).size !== settings.languages.length) {
      ctx.addIssue({ code: "custom", path: ["languages"], message: "A language is listed twice." });
    }
  });

export type Settings = z.output<typeof settingsSchema>;
/** What the form starts from: the fields as text, as the inputs hold them. */
export type SettingsDefaults = z.input<typeof settingsSchema>;
