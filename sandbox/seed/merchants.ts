import type Database from "better-sqlite3";
import type { RegisterRule, ValueOf, WhitelabelFlag, WhitelabelNode } from "../../app/platform/contract";
import type { systemCalls } from "../../app/platform/contract/system";
import { DEFAULT_PROTECTION_RULES, type ProtectionRules } from "../lib/protection-rules";
import { AURORA_RULES, LUMEN_RULES, TALA_RULES } from "./register-rules";
import { createRandom } from "./random";

export const SEEDED_MERCHANTS = ["AURORA", "LUMEN", "TALA", "SAIGON"] as const;
export type SeededMerchant = (typeof SEEDED_MERCHANTS)[number];

type RegisterSettings = ValueOf<typeof systemCalls.registerSettings>;
type ResourceType = ValueOf<typeof systemCalls.permission>["info"]["resources"][number]["resourceType"];

/** How the whitelabel flags are grouped in every merchant's tree. */
const WHITELABEL_GROUPS: Record<string, WhitelabelFlag[]> = {
  REGISTER: ["USERNAMEREG3", "MOBILENUMREG3", "MOBILENUMPASSREG3", "REGMOBVERF3"],
  LOGIN: ["MOBILEVERCODELOGIN3", "PWDEXPFORCECHANGE3", "CHNGPASSVERIF3", "FREEPLAY3"],
  MEMBER: ["AGENTPOLICY3", "MANPLAYREB3", "PTSYS3"],
};

/** Every flag appears in every tree; only the listed ones are enabled. */
function whitelabelTree(enabled: readonly WhitelabelFlag[]): WhitelabelNode[] {
  return Object.entries(WHITELABEL_GROUPS).map(([group, flags]) => ({
    modId: group,
    enabled: true,
    childrenNodes: flags.map((flag) => ({ modId: flag, enabled: enabled.includes(flag), childrenNodes: [] })),
  }));
}

export interface MerchantSeed {
  code: string;
  name: string;
  languages: string[];
  currency: string;
  currencySymbol: string;
  flags: WhitelabelFlag[];
  registerRules: RegisterRule[];
  registerSettings: RegisterSettings;
  analyticsId: string | null;
  customerService: Array<{ csType: "LIVECHAT" | "TELEGRAM"; path: string }>;
  resources: Array<{ resourceType: ResourceType; url: string }>;
  /** Withdrawals above it need an approved identity verification (0: every withdrawal); absent: none does. */
  kycThresholdCents?: number;
  /** The player-protection rules its licence asks for, as its brand declares them; the defaults where absent. */
  protection?: Partial<ProtectionRules>;
}

const MERCHANTS: Array<MerchantSeed & { code: SeededMerchant }> = [
  {
    code: "AURORA",
    name: "Aurora Gaming",
    languages: ["EN", "TY"],
    currency: "PHP",
    currencySymbol: "₱",
    flags: ["USERNAMEREG3", "MOBILEVERCODELOGIN3", "PWDEXPFORCECHANGE3", "CHNGPASSVERIF3", "AGENTPOLICY3", "MANPLAYREB3", "PTSYS3"],
    registerRules: AURORA_RULES,
    registerSettings: {
      usernameRegistration: true,
      mobileRegistration: false,
      smsVerification: false,
      affiliateCodeShown: true,
      captcha: true,
      minAge: 18,
    },
    // As aurora's brand declares it: ₱10,000.00, above every withdrawal the other demo accounts make.
    kycThresholdCents: 1_000_000,
    // Licensed in the Philippines: checked against PAGCOR's register of restricted persons.
    protection: { nationalRegister: true },
    analyticsId: "G-AUR0RA2026",
    customerService: [
      { csType: "LIVECHAT", path: "https://livechat.aurora.example/chat?channel=web" },
      { csType: "TELEGRAM", path: "https://t.me/aurora_support" },
    ],
    resources: [
      { resourceType: "FACEBOOK", url: "https://www.facebook.com/aurora.gaming" },
      { resourceType: "TELEGRAM", url: "https://t.me/aurora_news" },
      { resourceType: "WHATSAPP", url: "https://wa.me/639170000001" },
      { resourceType: "LIVECHAT", url: "https://livechat.aurora.example/widget" },
      { resourceType: "Android", url: "https://download.aurora.example/aurora.apk" },
      { resourceType: "iOS", url: "https://download.aurora.example/ios" },
    ],
  },
  {
    code: "LUMEN",
    name: "Lumen Play",
    languages: ["EN"],
    currency: "USD",
    currencySymbol: "$",
    flags: ["MOBILENUMREG3", "MOBILENUMPASSREG3", "REGMOBVERF3"],
    registerRules: LUMEN_RULES,
    registerSettings: {
      usernameRegistration: false,
      mobileRegistration: true,
      smsVerification: true,
      affiliateCodeShown: false,
      captcha: false,
      minAge: 21,
    },
    // Its licence asks that a break cover every brand of the operator, whatever the player chooses.
    protection: { exclusionCoversAllBrands: true },
    analyticsId: null,
    customerService: [{ csType: "LIVECHAT", path: "https://support.lumen.example/livechat" }],
    resources: [
      { resourceType: "LIVECHAT", url: "https://support.lumen.example/livechat" },
      { resourceType: "iOS", url: "https://apps.lumen.example/ios" },
    ],
  },
  {
    code: "TALA",
    name: "Tala Casino",
    languages: ["TY", "EN"],
    currency: "PHP",
    currencySymbol: "₱",
    flags: [
      "USERNAMEREG3",
      "MOBILENUMREG3",
      "REGMOBVERF3",
      "MOBILEVERCODELOGIN3",
      "PWDEXPFORCECHANGE3",
      "CHNGPASSVERIF3",
      "FREEPLAY3",
      "AGENTPOLICY3",
      "PTSYS3",
    ],
    registerRules: TALA_RULES,
    registerSettings: {
      usernameRegistration: true,
      mobileRegistration: true,
      smsVerification: true,
      affiliateCodeShown: true,
      captcha: true,
      minAge: 18,
    },
    // Licensed in the Philippines: checked against PAGCOR's register of restricted persons.
    protection: { nationalRegister: true },
    analyticsId: "G-TALA00PH21",
    customerService: [
      { csType: "TELEGRAM", path: "https://t.me/tala_casino_help" },
      { csType: "LIVECHAT", path: "https://chat.tala.example/room/support" },
    ],
    resources: [
      { resourceType: "FACEBOOK", url: "https://www.facebook.com/tala.casino" },
      { resourceType: "WHATSAPP", url: "https://wa.me/639180000002" },
      { resourceType: "TELEGRAM", url: "https://t.me/tala_casino" },
      { resourceType: "Android", url: "https://get.tala.example/android" },
    ],
  },
  {
    // The Vietnamese brand's (brands/saigon): amounts in đồng, which has no minor unit (1 = 1 đồng). Its
    // demo amounts are the others' at ten đồng to the centavo (sandbox/lib/currency.ts): demo_member
    // holds 1.000.000 ₫, a bank deposit takes 100.000 ₫ to 50.000.000 ₫.
    code: "SAIGON",
    name: "Saigon Play",
    languages: ["VI", "EN"],
    currency: "VND",
    currencySymbol: "₫",
    flags: ["USERNAMEREG3", "PWDEXPFORCECHANGE3", "AGENTPOLICY3", "MANPLAYREB3", "PTSYS3"],
    registerRules: AURORA_RULES,
    registerSettings: {
      usernameRegistration: true,
      mobileRegistration: false,
      smsVerification: false,
      affiliateCodeShown: true,
      captcha: true,
      minAge: 18,
    },
    analyticsId: null,
    customerService: [
      { csType: "LIVECHAT", path: "https://livechat.saigon.example/chat?channel=web" },
      { csType: "TELEGRAM", path: "https://t.me/saigon_play_support" },
    ],
    resources: [
      { resourceType: "FACEBOOK", url: "https://www.facebook.com/saigon.play" },
      { resourceType: "TELEGRAM", url: "https://t.me/saigon_play" },
      { resourceType: "LIVECHAT", url: "https://livechat.saigon.example/widget" },
      { resourceType: "Android", url: "https://download.saigon.example/saigon.apk" },
    ],
  },
];

export function seedMerchants(db: Database.Database): void {
  const random = createRandom("merchants");
  for (const merchant of MERCHANTS) insertMerchant(db, merchant, random.hex(32));
}

/** A built-in merchant's settings, the starting point of a merchant defined in a file. */
export function builtInMerchant(code: SeededMerchant): MerchantSeed {
  const merchant = MERCHANTS.find((candidate) => candidate.code === code);
  if (!merchant) throw new Error(`${code} is not a built-in merchant`);
  return merchant;
}

/** A merchant's player-protection rules, the defaults filling what it does not set. */
export const protectionOf = (merchant: Pick<MerchantSeed, "protection">): ProtectionRules => ({
  ...DEFAULT_PROTECTION_RULES,
  ...merchant.protection,
});

/** The label of a merchant's hosts: `aurora` in `img1.aurora.localhost`. */
export function hostLabel(code: string): string {
  return code.toLowerCase().replaceAll("_", "-");
}

/** One merchants row; its domains and CDN hosts are derived from the code. */
export function insertMerchant(db: Database.Database, merchant: MerchantSeed, serviceKey: string): void {
  const domain = `${hostLabel(merchant.code)}.localhost`;
  const protection = protectionOf(merchant);
  db.prepare(
    `
    INSERT INTO merchants (code, name, languages, currency, currency_symbol, whitelabel, register_rules,
      register_settings, main_domain, analytics_id, image_cdn_hosts, launch_cdn_hosts, service_key,
      customer_service, resources, domain_routes, kyc_threshold_cents, exclusion_all_brands, national_register,
      return_cooling_off_hours)
    VALUES (@code, @name, @languages, @currency, @currencySymbol, @whitelabel, @registerRules,
      @registerSettings, @mainDomain, @analyticsId, @imageCdnHosts, @launchCdnHosts, @serviceKey,
      @customerService, @resources, @domainRoutes, @kycThresholdCents, @exclusionAllBrands, @nationalRegister,
      @returnCoolingOffHours)`,
  ).run({
    code: merchant.code,
    name: merchant.name,
    languages: JSON.stringify(merchant.languages),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    whitelabel: JSON.stringify(whitelabelTree(merchant.flags)),
    registerRules: JSON.stringify(merchant.registerRules),
    registerSettings: JSON.stringify(merchant.registerSettings),
    mainDomain: domain,
    analyticsId: merchant.analyticsId,
    imageCdnHosts: JSON.stringify([`img1.${domain}`, `img2.${domain}`]),
    launchCdnHosts: JSON.stringify([`play1.${domain}`, `play2.${domain}`]),
    serviceKey,
    customerService: JSON.stringify(merchant.customerService),
    resources: JSON.stringify(merchant.resources),
    domainRoutes: JSON.stringify([
      { domain, route: "/" },
      { domain: `www.${domain}`, route: "/" },
      { domain: `agent.${domain}`, route: "/agent" },
    ]),
    kycThresholdCents: merchant.kycThresholdCents ?? null,
    exclusionAllBrands: protection.exclusionCoversAllBrands ? 1 : 0,
    nationalRegister: protection.nationalRegister ? 1 : 0,
    returnCoolingOffHours: protection.returnCoolingOffHours,
  });
}
