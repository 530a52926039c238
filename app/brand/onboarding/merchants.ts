import type { Language, WhitelabelFlag } from "~/platform/contract/common";

/**
 * The player-protection rules a merchant keeps on the platform (its licence's), which its brands
 * declare alike in `responsibleGaming`.
 */
export interface MerchantProtection {
  exclusionCoversAllBrands: boolean;
  nationalRegister: boolean;
  returnCoolingOffHours: number;
}

/** What a brand must agree with of a merchant the platform has. */
export interface KnownMerchant {
  /** Its currency (ISO 4217); null when its definition cannot be read (then nothing of it is known). */
  currency: string | null;
  protection: MerchantProtection | null;
  /** Where it is defined, named in problems (`sandbox/merchants/VOLT.json`). */
  file: string;
}

/** A new merchant for a new brand, as the onboarding decides it. */
export interface NewMerchant {
  code: string;
  name: string;
  /** The built-in merchant whose vendors, content and register rules it copies. */
  template: string;
  languages: Language[];
  currency: string;
  currencySymbol: string;
  flags: Partial<Record<WhitelabelFlag, boolean>>;
  minAge: number;
}

export type MerchantFileResult = { ok: true; file: { path: string; content: string } } | { ok: false; problems: string[] };

/**
 * The merchants a new brand may use: the embedded sandbox's (every preview's and test's platform),
 * read from the project folder. The onboarding core knows them only through this, so it imports
 * nothing of the sandbox: `sandboxMerchantCatalogue` (sandbox/merchant-catalogue.ts) is the one the
 * command line and the console use.
 */
export interface MerchantCatalogue {
  /** A merchant by code, or undefined when there is none. */
  merchant(code: string): KnownMerchant | undefined;
  /** The file that defines `merchant` (path relative to the project, content as written), or why it cannot be defined. */
  definitionFile(merchant: NewMerchant): Promise<MerchantFileResult>;
}
