import type { Db } from "../db/index";
import { prepared } from "../db/statements";

export interface AccountRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  nickname: string;
  is_agent: number;
  parent_id: number | null;
  balance_cents: number;
  vip: number;
  vip_label: string;
  rank_level: number;
  language: string;
  first_login: number;
  password_expires_at: string | null;
  promo_count: number;
  mobile_dialing_code: string | null;
  mobile_number: string | null;
  /** 1 once the mobile number was proved by a code sent to it, 0 while it was only typed in. */
  mobile_verified: number;
  email: string | null;
  /** 1 when the email is verified (or was on file before verification existed), 0 until its link is opened. */
  email_verified: number;
  /** JSON of the profile fields (registration and member centre edits); NULL when none. */
  profile: string | null;
  password_is_default: number;
  created_at: string;
  status: "ACTIVE" | "FROZEN";
  /** ISO time of the last sign-in; null never. */
  last_login_at: string | null;
  /** Agents only, given on first use (the register centre's referral link). */
  referral_code: string | null;
  /** On a brand sharing its registration, the row of the platform account this row belongs to; null: its own. */
  same_account_as: number | null;
}

export function accountByUsername(db: Db, merchant: string, username: string): AccountRow | undefined {
  return db.prepare("SELECT * FROM accounts WHERE merchant = ? AND username = ?").get(merchant, username) as AccountRow | undefined;
}

/** The account whose full mobile number (dialling code digits, then national digits) is `mobile`. */
export function accountByMobile(db: Db, merchant: string, mobile: string): AccountRow | undefined {
  return db.prepare("SELECT * FROM accounts WHERE merchant = ? AND mobile_dialing_code || mobile_number = ?").get(merchant, mobile) as
    AccountRow | undefined;
}

/** The session's account; sessions reference accounts, so a miss means the data was wiped under it. */
export function accountById(db: Db, id: number): AccountRow {
  const account = prepared(db, "SELECT * FROM accounts WHERE id = ?").get(id) as AccountRow | undefined;
  if (!account) throw new Error(`Account ${id} vanished`);
  return account;
}
