import { z } from "zod";
import { defineCall } from "./define";
import { registerRuleSchema, whitelabelNodeSchema } from "./common";

const empty = z.object({}).strict();

export const systemCalls = {
  keys: defineCall({
    method: "GET",
    path: "/api/v1/system/keys",
    summary: "The public keys for encrypted payloads, newest first. Encrypt with the first; send its kid.",
    request: empty,
    value: z.object({
      keys: z.array(z.object({ kid: z.string(), alg: z.literal("RSA-OAEP-256"), jwk: z.record(z.unknown()) })).min(1),
    }),
  }),
  status: defineCall({
    method: "GET",
    path: "/api/v1/system/status",
    summary: "0 normal, 1 maintenance (with its expected end when announced), 2 region blocked (with the caller's IP).",
    request: empty,
    value: z.object({
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      ip: z.string(),
      /** During maintenance, when it is expected to end (ISO 8601); null or absent when not announced. */
      maintenanceEnd: z.string().datetime({ offset: true }).nullish(),
    }),
  }),
  location: defineCall({
    method: "GET",
    path: "/api/v1/system/location",
    summary:
      "Where the platform places the caller (its X-Client-IP): the IP and its country (ISO 3166-1 alpha-2), as system.permission's location, without the system info. A brand that offers a game vertical in some countries only asks this per visitor.",
    request: empty,
    value: z.object({ ip: z.string(), country: z.string() }),
  }),
  permission: defineCall({
    method: "GET",
    path: "/api/v1/system/permission",
    summary: "System info: customer service, resources, whitelabel flags, register rules, CDNs.",
    request: empty,
    value: z.object({
      info: z.object({
        /** `path` is a compact JWE (dir, A256GCM) under the merchant's service key. */
        customerService: z.array(z.object({ csType: z.string(), path: z.string() })),
        domainRoute: z.array(z.object({ domain: z.string(), route: z.string() })),
        resources: z.array(
          z.object({ resourceType: z.enum(["FACEBOOK", "TELEGRAM", "WHATSAPP", "LIVECHAT", "Android", "iOS"]), url: z.string() }),
        ),
        whitelabel: z.array(whitelabelNodeSchema),
        registerRules: z.array(registerRuleSchema),
        mainDomain: z.string(),
        analyticsId: z.string().nullable(),
        imageCDNs: z.array(z.string()).min(1),
        launchGameCDNs: z.array(z.string()).min(1),
        /** The merchant's currency, an ISO 4217 code (PHP, VND): every amount is an integer in its minor unit, whose digits are the currency's (none for VND). */
        currency: z.string().regex(/^[A-Z]{3}$/),
        currencySymbol: z.string(),
      }),
      location: z.object({ ip: z.string(), country: z.string() }),
      maintenance: z.boolean(),
      regionRestriction: z.boolean(),
    }),
  }),
  registerSettings: defineCall({
    method: "GET",
    path: "/api/v1/system/register-settings",
    summary: "Which registration methods and extra steps are on.",
    request: empty,
    value: z.object({
      usernameRegistration: z.boolean(),
      mobileRegistration: z.boolean(),
      smsVerification: z.boolean(),
      affiliateCodeShown: z.boolean(),
      captcha: z.boolean(),
      minAge: z.number().int(),
    }),
  }),
  registerRules: defineCall({
    method: "GET",
    path: "/api/v1/system/register-rules",
    summary: "Validation rule per registration field (pattern, pattern id, length bounds).",
    request: empty,
    value: z.object({ rules: z.array(registerRuleSchema) }),
  }),
  countries: defineCall({
    method: "GET",
    path: "/api/v1/system/countries",
    summary: "Country dialling codes.",
    request: empty,
    value: z.object({
      list: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() })),
    }),
  }),
};
