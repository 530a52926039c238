import type { AppLoadContext } from "@remix-run/node";
import { getFlags, type Flags } from "~/brand/flags.server";
import { loginCountries, smsCountries } from "~/platform/countries.server";
import { newNoscriptPass } from "~/forms/bot-check/verify.server";
import { bannersOf } from "~/catalogue/public-lists.server";
import { toBannerView } from "~/catalogue/views.server";
import { settle } from "~/ui/loaded.server";
import { platformErrorCode } from "~/platform/platform-error";
import { defineSwrCache } from "~/platform/cache.server";
import type { RegisterRule, ValueOf } from "~/platform/contract";
import type { systemCalls } from "~/platform/contract/system";
import { formRules } from "~/forms/rules.server";
import { brandMinimumAge } from "~/brand/minimum-age";
import { playerZone } from "~/format/zone.server";
import type { RuleBounds } from "./rules";
import { registerSchema } from "./schema.server";
import { PROFILE_FIELDS, type RegisterField, type RegisterFieldName, type RegisterFormModel, type RegisterModeForm } from "./types";

export type RegisterSettings = ValueOf<typeof systemCalls.registerSettings>;

/** The merchant's register settings change rarely: a minute, per merchant, served stale while refreshing. */
const settingsCache = defineSwrCache<RegisterSettings>({ name: "register-settings", ttlMs: 60_000, max: 100 });

/** The brand's minimum age: the youngest birthday its registration (and its agents' register centre) takes. */
export const minimumAgeOf = (context: AppLoadContext) => brandMinimumAge(context.brand);

/** The platform's rule field of a form field (the form's `mobile` is the platform's `mobileNum`). */
export const platformFieldOf = (name: RegisterFieldName) => (name === "mobile" ? "mobileNum" : name);

/** A platform register rule as the rule engine takes it. */
export const bounds = (rule: RegisterRule | undefined): RuleBounds | null =>
  rule ? { pattern: rule.acceptedPattern, patternId: rule.patternId, min: rule.minLength, max: rule.maxLength } : null;

/**
 * The tabs of the register popup and each one's fields: a tab per
 * whitelabel switch that is on; the fields a method needs, then every field whose rule is
 * enabled (required when the rule says so), the affiliate code when the platform shows
 * it, the captcha when it asks for one.
 */
export function registerModes(flags: Flags, settings: RegisterSettings, rules: RegisterRule[]): RegisterModeForm[] {
  const ruleOf = (name: RegisterFieldName) => rules.find((rule) => rule.field === platformFieldOf(name));
  const needed = (name: RegisterFieldName, rule = true): RegisterField => ({
    name,
    required: true,
    rule: rule ? bounds(ruleOf(name)) : null,
  });
  const optional = (names: readonly RegisterFieldName[]): RegisterField[] =>
    names.flatMap((name) => {
      const rule = ruleOf(name);
      return rule?.enabled ? [{ name, required: rule.required, rule: bounds(rule) }] : [];
    });
  const affiliate = ruleOf("affiliateCode");
  const tail: RegisterField[] = [
    ...(settings.affiliateCodeShown && affiliate?.enabled !== false
      ? [{ name: "affiliateCode" as const, required: affiliate?.required ?? false, rule: bounds(affiliate) }]
      : []),
    ...(settings.captcha ? [needed("captcha")] : []),
  ];
  // The confirmation is checked against the password, not by a rule of its own.
  const passwords = [needed("password"), needed("confirmPassword", false)];
  // Every tab asks for the birthday: the brand's minimum age is checked on it, not only ticked.
  const birthday = needed("birthday", false);

  const modes: RegisterModeForm[] = [];
  if (flags.USERNAMEREG3) {
    modes.push({ mode: "username", fields: [needed("username"), ...passwords, birthday, ...optional(PROFILE_FIELDS), ...tail] });
  }
  if (flags.MOBILENUMREG3) {
    modes.push({
      mode: "mobile",
      fields: [
        needed("mobile"),
        ...(flags.REGMOBVERF3 ? [needed("verificationCode")] : []),
        ...(flags.MOBILENUMPASSREG3 ? passwords : []),
        birthday,
        ...optional(PROFILE_FIELDS.filter((name) => name !== "mobile")),
        ...tail,
      ],
    });
  }
  return modes;
}

/** The tabs as the platform and the brand have them now. */
export async function loadRegisterModes(context: AppLoadContext): Promise<RegisterModeForm[]> {
  const [flags, settings, info] = await Promise.all([
    getFlags(context),
    settingsCache.get(context, context.brand.merchantCode, () => context.platform.system.registerSettings()),
    context.systemInfo(),
  ]);
  return registerModes(flags, settings, info.registerRules);
}

/** A `?referralCode=` worth passing on; anything else is dropped (a bad link still opens the form). */
export function referralCodeOf(url: URL): string | null {
  const code = url.searchParams.get("referralCode")?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

/** The register popup's loader data: tabs and fields, countries, banners, the age, the no-JavaScript pass. */
export async function loadRegisterForm(request: Request, context: AppLoadContext): Promise<RegisterFormModel> {
  const bannerList = settle(bannersOf(context, "w_reg"), (banner) => banner);
  let modes: RegisterModeForm[] = [];
  let unavailable: RegisterFormModel["unavailable"] = null;
  try {
    modes = await loadRegisterModes(context);
  } catch (error) {
    unavailable = { code: platformErrorCode(error) };
  }
  const needsCountries = modes.some((mode) => mode.fields.some((field) => field.name === "mobile"));
  // Where the number gets a code, the countries the brand sends codes to.
  const getsCode = modes.some((mode) => mode.fields.some((field) => field.name === "verificationCode"));
  const countries = needsCountries ? await (getsCode ? smsCountries : loginCountries)(context).catch(() => null) : null;
  // Where the platform places the visitor, as the SMS sign-in does (per caller: not the cached system info).
  const located = countries
    ? await context.platform.system
        .permission()
        .then(({ location }) => location.country)
        .catch(() => null)
    : null;
  const [banners, cdn] = await Promise.all([bannerList, context.imageCdn()]);
  const requested = new URL(request.url).searchParams.get("mode");
  return {
    modes: modes.map((tab) => ({ ...tab, rules: formRules(registerSchema(tab.fields, minimumAgeOf(context), playerZone(context))) })),
    mode: modes.find((tab) => tab.mode === requested)?.mode ?? modes[0]?.mode ?? null,
    unavailable,
    minimumAge: minimumAgeOf(context),
    referralCode: referralCodeOf(new URL(request.url)),
    countries,
    defaultCountry: countries?.find((country) => country.countryCode === located)?.countryCode ?? countries?.[0]?.countryCode ?? null,
    banners: banners.ok ? { ok: true, items: banners.items.map(toBannerView(cdn)) } : banners,
    noscriptPass: newNoscriptPass(context, "register"),
    smsNoscriptPass: newNoscriptPass(context, "sms"),
  };
}
