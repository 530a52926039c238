import type { Db } from "../db/index";
import { prepared } from "../db/statements";

/**
 * A merchant's player-protection rules, as its licence asks (the brand's config declares the same:
 * `responsibleGaming` in brand.yaml, compared by `npm run brands:check`). The platform applies them
 * itself, whatever a portal sends.
 */
export interface ProtectionRules {
  /** A time-out or self-exclusion covers every brand of the operator, whatever the player answers. */
  exclusionCoversAllBrands: boolean;
  /** Registration and every sign-in are checked against the national self-exclusion register. */
  nationalRegister: boolean;
  /** Hours between asking to come back after a self-exclusion and being able to confirm it. */
  returnCoolingOffHours: number;
}

/** A merchant's rules when none are set (the columns' defaults): no rule of the first two, a 24-hour cooling-off. */
export const DEFAULT_PROTECTION_RULES: ProtectionRules = {
  exclusionCoversAllBrands: false,
  nationalRegister: false,
  returnCoolingOffHours: 24,
};

export function protectionRules(db: Db, merchant: string): ProtectionRules {
  const row = prepared(db, "SELECT exclusion_all_brands, national_register, return_cooling_off_hours FROM merchants WHERE code = ?").get(
    merchant,
  ) as { exclusion_all_brands: number; national_register: number; return_cooling_off_hours: number };
  return {
    exclusionCoversAllBrands: row.exclusion_all_brands === 1,
    nationalRegister: row.national_register === 1,
    returnCoolingOffHours: row.return_cooling_off_hours,
  };
}
