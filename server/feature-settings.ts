import type { Logger } from "pino";
import type { Brand } from "~/brand/schema";
import { brandSecret } from "~/env.server";
import { SERVICE_KEY_SECRET, serviceKeyOf } from "~/brand/service-key.server";

/** A feature of a brand that is off because the variables its config names are not set (or not usable). */
export interface MissingSetting {
  brand: string;
  feature: "social sign-in" | "customer service";
  /** The social provider, for social sign-in. */
  provider?: string;
  /** The variables the brand's config names that are unset or unusable. */
  variables: string[];
}

type SettingsBrand = Pick<Brand, "id" | "secrets" | "signInProviders">;

/**
 * The features the brands' configs ask for whose settings are missing: a social provider
 * without its issuer, client id or secret is not offered on the login popup, and
 * customer-service entries without the merchant's service key are not shown.
 */
export function missingSettings(brands: readonly SettingsBrand[]): MissingSetting[] {
  const missing: MissingSetting[] = [];
  for (const brand of brands) {
    for (const [provider, names] of Object.entries(brand.signInProviders)) {
      if (!names) continue;
      const variables = [names.issuer, names.clientId, names.clientSecret].filter((name) => brandSecret(name) === undefined);
      if (variables.length > 0) missing.push({ brand: brand.id, feature: "social sign-in", provider, variables });
    }
    const serviceKey = brand.secrets[SERVICE_KEY_SECRET];
    if (serviceKey && serviceKeyOf(brand) === null) missing.push({ brand: brand.id, feature: "customer service", variables: [serviceKey] });
  }
  return missing;
}

/**
 * Says once, at start, which features are off for want of their settings, rather than
 * leaving a login popup without its social button and nobody told why.
 */
export function reportMissingSettings(brands: readonly SettingsBrand[], logger: Pick<Logger, "warn">): MissingSetting[] {
  const missing = missingSettings(brands);
  for (const { brand, feature, provider, variables } of missing) {
    const what = feature === "social sign-in" ? `social sign-in with ${provider} is not offered` : "customer-service entries are not shown";
    logger.warn({ brand, feature, provider, variables }, `${what}: ${variables.join(", ")} not set or not usable`);
  }
  return missing;
}
