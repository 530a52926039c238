import type { AppLoadContext } from "@remix-run/node";
import { defineSwrCache } from "~/platform/cache.server";
import type { Country } from "./countries";

/** The dialling codes change almost never: cached per merchant for ten minutes, served stale while refreshing. */
const cache = defineSwrCache<Country[]>({ name: "countries", ttlMs: 10 * 60 * 1000, max: 100 });

export function loginCountries(
  context: Pick<AppLoadContext, "brand" | "platform" | "caches"> & Partial<Pick<AppLoadContext, "shared">>,
): Promise<Country[]> {
  return cache.get(context, context.brand.merchantCode, async () => (await context.platform.system.countries()).list);
}

/**
 * The countries of the merchant's list whose numbers the brand sends codes by SMS to (`sms.countries`
 * in brand.yaml): the select of a form whose number is there to get a code offers only these (the
 * guard of codes by SMS refuses the others whatever is posted).
 */
export async function smsCountries(context: Parameters<typeof loginCountries>[0] & Pick<AppLoadContext, "brand">) {
  return (await loginCountries(context)).filter((country) => context.brand.sms.countries.includes(country.countryCode));
}

/** The country of an ISO code in the merchant's list, or null. */
export async function findCountry(context: Parameters<typeof loginCountries>[0], countryCode: string) {
  return (await loginCountries(context)).find((country) => country.countryCode === countryCode) ?? null;
}

/**
 * The country a form's select starts on: the remembered one, else where the platform places
 * the visitor (`system.permission` location, per caller, so not from the cached system info),
 * else the first of the list.
 */
export async function startingCountry(
  context: Pick<AppLoadContext, "platform">,
  countries: readonly Country[],
  remembered: string | null,
): Promise<string | null> {
  const located =
    remembered ??
    (await context.platform.system
      .permission()
      .then(({ location }) => location.country)
      .catch(() => null));
  return countries.some((country) => country.countryCode === located) ? located : (countries[0]?.countryCode ?? null);
}
