import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import type { AccountRow } from "./accounts";

/**
 * Who is the same player, as the platform knows it. Brands sharing a registration have one
 * username namespace, and the rows of one platform account on them are linked (`same_account_as`);
 * beyond that, only a contact the player proved (a mobile number verified by a code sent to it,
 * an e-mail verified by its link) ties two accounts together. A username or a number that was
 * only typed in ties nothing: anyone can type them.
 */

export interface BrandRow {
  code: string;
  name: string;
  operator: string | null;
  registration: string | null;
}

export const brandOf = (db: Db, code: string) =>
  prepared(db, "SELECT code, name, operator, registration FROM merchants WHERE code = ?").get(code) as BrandRow;

/** The merchants sharing `merchant`'s registration, itself included: one username namespace across them. */
export function registrationSiblings(db: Db, merchant: string): BrandRow[] {
  const brand = brandOf(db, merchant);
  if (brand.registration === null) return [brand];
  return prepared(db, "SELECT code, name, operator, registration FROM merchants WHERE registration = ? ORDER BY code").all(
    brand.registration,
  ) as BrandRow[];
}

const codesOf = (db: Db, merchant: string) => JSON.stringify(registrationSiblings(db, merchant).map((brand) => brand.code));

/** Whether `username` is taken on any brand sharing `merchant`'s registration (a username is taken on all of them at once). */
export function usernameTaken(db: Db, merchant: string, username: string): boolean {
  return (
    prepared(db, "SELECT 1 FROM accounts WHERE username = ? AND merchant IN (SELECT value FROM json_each(?))").get(
      username,
      codesOf(db, merchant),
    ) !== undefined
  );
}

/**
 * The rows of one platform account: `account` and the rows linked to it on the brands sharing
 * its registration. A row of the same username that is not linked is someone else.
 */
export function sameAccountIds(db: Db, account: Pick<AccountRow, "id" | "merchant" | "same_account_as">): number[] {
  return prepared(
    db,
    "SELECT id FROM accounts WHERE COALESCE(same_account_as, id) = ? AND merchant IN (SELECT value FROM json_each(?)) ORDER BY id",
  )
    .pluck()
    .all(account.same_account_as ?? account.id, codesOf(db, account.merchant)) as number[];
}

/** The account's contacts it proved: its full mobile number once verified by a code, its e-mail once verified by its link. */
function provedContacts(account: AccountRow): { mobile: string | null; email: string | null } {
  const mobile =
    account.mobile_number !== null && account.mobile_verified === 1 ? `${account.mobile_dialing_code ?? ""}${account.mobile_number}` : null;
  const email = account.email !== null && account.email_verified === 1 ? account.email.toLowerCase() : null;
  return { mobile, email };
}

/**
 * The accounts on `merchant` (trials never) that proved the same mobile number or e-mail as
 * `account` proved: none when `account` proved neither.
 */
export function accountsProvedAlike(db: Db, merchant: string, account: AccountRow): AccountRow[] {
  const { mobile, email } = provedContacts(account);
  if (mobile === null && email === null) return [];
  return prepared(
    db,
    `SELECT * FROM accounts WHERE merchant = ? AND is_agent <> 4 AND (
       (mobile_verified = 1 AND mobile_dialing_code || mobile_number = ?) OR (email_verified = 1 AND lower(email) = ?))`,
  ).all(merchant, mobile, email) as AccountRow[];
}

/** The account's mobile number came back with the code sent to it (SMS sign-in, binding, a reset by SMS): it is proved. */
export function markMobileVerified(db: Db, accountId: number): void {
  prepared(db, "UPDATE accounts SET mobile_verified = 1 WHERE id = ?").run(accountId);
}
