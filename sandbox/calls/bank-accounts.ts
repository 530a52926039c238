import { MAX_BANK_ACCOUNTS, type BankAccount } from "../../app/platform/contract/money";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

interface BankRow {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
}

/** Only the last four digits ever leave the platform. */
const toBankAccount = (row: BankRow): BankAccount => ({
  id: row.id,
  bankName: row.bank_name,
  accountName: row.account_name,
  maskedNumber: `**** ${row.account_number.slice(-4)}`,
});

const activeAccounts = (ctx: CallContext, accountId: number) =>
  prepared(
    ctx.db,
    "SELECT id, bank_name, account_name, account_number FROM bank_accounts WHERE account_id = ? AND removed_at IS NULL ORDER BY id",
  ).all(accountId) as BankRow[];

/** One of the player's active bank accounts, or NOT_FOUND (another player's id included). */
export function ownBankAccount(ctx: CallContext, accountId: number, id: number): BankAccount {
  const row = prepared(
    ctx.db,
    "SELECT id, bank_name, account_name, account_number FROM bank_accounts WHERE id = ? AND account_id = ? AND removed_at IS NULL",
  ).get(id, accountId) as BankRow | undefined;
  if (!row) throw new SandboxError("NOT_FOUND");
  return toBankAccount(row);
}

export const bankHandlers: GroupHandlers<"bank"> = {
  list: (ctx) => ({ accounts: activeAccounts(ctx, sessionOf(ctx).accountId).map(toBankAccount) }),

  add: (ctx, { bankName, accountName, accountNumber }) => {
    const { accountId } = sessionOf(ctx);
    return ctx.db.transaction(() => {
      if (activeAccounts(ctx, accountId).length >= MAX_BANK_ACCOUNTS) throw new SandboxError("BANK_ACCOUNT_LIMIT");
      const { lastInsertRowid } = prepared(
        ctx.db,
        "INSERT INTO bank_accounts (account_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)",
      ).run(accountId, bankName, accountName, accountNumber, ctx.clock.now().toISOString());
      return ownBankAccount(ctx, accountId, Number(lastInsertRowid));
    })();
  },

  remove: (ctx, { id }) => {
    const { changes } = prepared(
      ctx.db,
      "UPDATE bank_accounts SET removed_at = ? WHERE id = ? AND account_id = ? AND removed_at IS NULL",
    ).run(ctx.clock.now().toISOString(), id, sessionOf(ctx).accountId);
    if (changes === 0) throw new SandboxError("NOT_FOUND");
    return { removed: true as const };
  },
};
