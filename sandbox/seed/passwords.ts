import type Database from "better-sqlite3";
import { DEFAULT_PASSWORD } from "../lib/account-passwords";
import { hashDemoPassword } from "../lib/passwords";
import { createRandom } from "./random";

/** The stored "hash" of an account made without a password: nothing verifies against it. */
const NO_PASSWORD = "!none";

/** Accounts for the password flows, in every merchant (docs/sandbox.md lists them). */
export const PASSWORD_ACCOUNTS = [
  { username: "demo_default", mobile: "9171234570", note: `member still on the merchant's default password ${DEFAULT_PASSWORD}` },
  { username: "demo_nopass", mobile: "9171234571", note: "member without a stored password: signs in by SMS only" },
] as const;

/** Every account's email on file: `<username>@<merchant>.example`, lower case. */
export const seededEmail = (username: string, merchant: string) => `${username}@${merchant}.example`.toLowerCase();

/**
 * The password flows' part of one merchant's accounts: the two accounts above, and an
 * email on file for every account (`seededEmail`). Runs after the merchant's other accounts.
 */
export function seedMerchantPasswordAccounts(
  db: Database.Database,
  {
    merchant,
    language,
    dialingCode,
    now,
    balance,
  }: { merchant: string; language: string; dialingCode: string; now: Date; /** In the merchant's minor units. */ balance: number },
): void {
  const defaultHash = hashDemoPassword(DEFAULT_PASSWORD, Buffer.from(createRandom(`passwords:${merchant}`).hex(16), "hex"));
  const insert = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, password_is_default, nickname, is_agent, balance_cents,
      language, first_login, mobile_dialing_code, mobile_number, created_at)
    VALUES (@merchant, @username, @passwordHash, @isDefault, @nickname, 0, @balance, @language, 0, @dialingCode, @mobile, @createdAt)`);
  for (const account of PASSWORD_ACCOUNTS) {
    const isDefault = account.username === "demo_default";
    insert.run({
      merchant,
      username: account.username,
      passwordHash: isDefault ? defaultHash : NO_PASSWORD,
      isDefault: isDefault ? 1 : 0,
      nickname: isDefault ? "Demo Default" : "Demo Nopass",
      language,
      balance,
      dialingCode,
      mobile: account.mobile,
      createdAt: now.toISOString(),
    });
  }
  const accounts = db.prepare("SELECT id, username FROM accounts WHERE merchant = ?").all(merchant) as Array<{
    id: number;
    username: string;
  }>;
  const setEmail = db.prepare("UPDATE accounts SET email = ? WHERE id = ?");
  for (const { id, username } of accounts) setEmail.run(seededEmail(username, merchant), id);
}
