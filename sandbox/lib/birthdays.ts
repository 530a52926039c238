import { BIRTHDAY_PATTERN, reachedAge } from "../../app/platform/contract/registration";
import type { ValueOf } from "../../app/platform/contract";
import type { systemCalls } from "../../app/platform/contract/system";
import type { Db } from "../db/index";
import type { Merchant } from "./context";
import { loadMerchant } from "./merchants";

type RegisterSettings = ValueOf<typeof systemCalls.registerSettings>;

/** The merchant's minimum age (its register settings' minAge): 21 where the licence bars younger players. */
export const minimumAgeOf = (merchant: Merchant) => (merchant.registerSettings as RegisterSettings).minAge;

/**
 * A seeded text (help, a content page, an announcement) with the merchant's own minimum age where
 * it states one (`{minAge}`): LUMEN's players read 21, not the 18 of the others.
 */
export const withMinimumAge = (db: Db, merchant: string, text: string) =>
  text.replaceAll("{minAge}", String(minimumAgeOf(loadMerchant(db, merchant)!)));

/**
 * The merchant's minimum age is the platform's own rule, whatever a portal checked: every new
 * account (registered by the player or by an agent) gives a birthday, and one under the age is
 * refused. The failure's message for FIELD_INVALID, or null: REQUIRED, BIRTHDAY (no real date)
 * or UNDER_AGE. `today` is the platform's day (yyyy-MM-dd, from its clock).
 */
export function birthdayFailure(merchant: Merchant, birthday: string | undefined, today: string): string | null {
  if (!birthday) return "REQUIRED";
  if (!BIRTHDAY_PATTERN.test(birthday) || !reachedAge(birthday, today, 0)) return "BIRTHDAY";
  return reachedAge(birthday, today, minimumAgeOf(merchant)) ? null : "UNDER_AGE";
}
