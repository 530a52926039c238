import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GLOSSARIES } from "~/i18n/glossary.server";
import { subscribeMoneyMoved, type MoneyMoved } from "../../sandbox/lib/ledger";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The money calls against the sandbox, through the portal's platform client: the ledger is
 * the truth (every balance change a row, the rows summing to the balance), idempotency
 * keys, limits, the withdrawal password, bank accounts of the player only, receipts and
 * the back office's decisions. Each test uses its own seeded player (one per test, so the
 * order of tests does not matter); this file has its own in-memory sandbox.
 */

const sb = await startTestSandbox();
const key = () => randomBytes(12).toString("hex");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function signedIn(username: string) {
  return sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, MEMBER.password) });
}

const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{
    balanceCents: number;
    walletsCents: number;
    ledgerSumCents: number;
    latestWithdrawal: string | null;
  }>;

/** A player with a withdrawal password (123456) and a bank account, ready to withdraw. */
async function withdrawer(username: string) {
  const platform = await signedIn(username);
  await platform.withdrawPassword.set({ newPassword: "123456" });
  const bank = await platform.bank.add({ bankName: "BDO", accountName: "Juan Cruz", accountNumber: "0012345678" });
  return { platform, bankId: bank.id };
}

describe("the ledger", () => {
  it("starts every seeded account with an opening row equal to its balance", async () => {
    const { balanceCents, ledgerSumCents } = await money("player001");
    expect(balanceCents).toBeGreaterThan(0);
    expect(ledgerSumCents).toBe(balanceCents);
  });

  it("moves money between wallets once per idempotency key, and tells the listeners after the commit", async () => {
    const platform = await signedIn("player002");
    const before = await platform.transfer.wallets();
    const vendor = before.wallets[1].code;
    const told: MoneyMoved[] = [];
    const unsubscribe = subscribeMoneyMoved(sb.sandbox.db, (event) => told.push(event));
    const request = { from: "MAIN", to: vendor, amountCents: 1234, idempotencyKey: key() };
    const first = await platform.transfer.between(request);
    const replay = await platform.transfer.between(request);
    unsubscribe();
    expect(replay).toEqual(first);
    const after = await platform.transfer.wallets();
    expect(after.wallets[0].balanceCents).toBe(before.wallets[0].balanceCents - 1234);
    expect(after.wallets[1].balanceCents).toBe(1234);
    expect(after.totalCents).toBe(before.totalCents);
    expect(told.map((event) => [event.kind, event.deltaCents])).toEqual([
      ["transfer.out", -1234],
      ["transfer.in", 1234],
    ]);
    const { walletsCents, ledgerSumCents } = await money("player002");
    expect(ledgerSumCents).toBe(walletsCents);
    // The same key for another request is refused.
    expect((await platformError(platform.transfer.between({ ...request, amountCents: 1 }))).code).toBe("IDEMPOTENCY_CONFLICT");
  });

  it("takes the demo game's stakes and wins through it", async () => {
    const platform = await signedIn("player015");
    const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
    const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 150, requestId: "ledger-bet-0001" }),
    });
    expect(response.status).toBe(200);
    const rows = sb.sandbox.db
      .prepare("SELECT kind, delta_cents AS delta FROM ledger WHERE reference = 'bet-ledger-bet-0001' ORDER BY id")
      .all() as Array<{ kind: string; delta: number }>;
    expect(rows[0]).toEqual({ kind: "bet.stake", delta: -150 });
    expect(rows.slice(1).every((row) => row.kind === "bet.win" && row.delta > 0)).toBe(true);
    const { balanceCents, ledgerSumCents } = await money("player015");
    expect(ledgerSumCents).toBe(balanceCents);
  });

  it("never takes a wallet below zero", async () => {
    const platform = await signedIn("player003");
    const { wallets } = await platform.transfer.wallets();
    const ledger = snapshot(sb.sandbox, "ledger");
    const error = await platformError(
      platform.transfer.between({ from: "MAIN", to: wallets[1].code, amountCents: wallets[0].balanceCents + 1, idempotencyKey: key() }),
    );
    expect(error.code).toBe("INSUFFICIENT_FUNDS");
    expect(snapshot(sb.sandbox, "ledger")).toEqual(ledger);
    // An unknown wallet is not a wallet.
    expect((await platformError(platform.transfer.between({ from: "MAIN", to: "NOPE", amountCents: 1, idempotencyKey: key() }))).code).toBe(
      "INVALID_REQUEST",
    );
  });
});

describe("deposits", () => {
  it("names the methods in the request's language, with the portal's words", async () => {
    const platform = await signedIn("player004");
    const names = async (language: "EN" | "TY") => (await platform.deposit.methods({ language })).methods.map((method) => method.name);
    expect(await names("EN")).toEqual([GLOSSARIES.EN!.terms.bankTransfer, "E-wallet"]);
    expect(await names("TY")).toEqual([GLOSSARIES.TY!.terms.bankTransfer, "E-wallet"]);
  });

  it("creates an order within the method's limits and credits it less the fee when paid", async () => {
    const platform = await signedIn("player004");
    const { methods } = await platform.deposit.methods({ language: "EN" });
    const ewallet = methods.find((method) => method.feeBasisPoints > 0)!;
    const before = (await money("player004")).balanceCents;
    const order = await platform.deposit.create({
      method: ewallet.code,
      channel: ewallet.channels[0].code,
      amountCents: 100_00,
      returnUrl: "http://aurora.localhost:3000/member/depositv2",
      idempotencyKey: key(),
    });
    expect(order.feeCents).toBe(150);
    expect((await platform.deposit.order({ reference: order.reference })).status).toBe("PENDING");
    await sb.control(`/deposits/${order.reference}/complete`);
    await sb.control(`/deposits/${order.reference}/complete`); // settled once only
    expect((await platform.deposit.order({ reference: order.reference })).status).toBe("CREDITED");
    const after = await money("player004");
    expect(after.balanceCents).toBe(before + 100_00 - 150);
    expect(after.ledgerSumCents).toBe(after.walletsCents);

    const outOfRange = platform.deposit.create({
      method: ewallet.code,
      channel: ewallet.channels[0].code,
      amountCents: ewallet.maxCents + 1,
      returnUrl: "http://aurora.localhost:3000/member/depositv2",
      idempotencyKey: key(),
    });
    expect((await platformError(outOfRange)).code).toBe("AMOUNT_OUT_OF_RANGE");
    // Another player's order is not found.
    const other = await signedIn("player005");
    expect((await platformError(other.deposit.order({ reference: order.reference }))).code).toBe("NOT_FOUND");
  });

  it("pays through the payment page, which sends the player back with the order", async () => {
    const platform = await signedIn("player006");
    const order = await platform.deposit.create({
      method: "BANK",
      channel: "BDO",
      amountCents: 500_00,
      returnUrl: "http://aurora.localhost:3000/member/depositv2",
      idempotencyKey: key(),
    });
    const payUrl = new URL(order.payUrl);
    const local = `${sb.url}${payUrl.pathname}`;
    expect((await fetch(`${local}?token=wrong`)).status).toBe(404);
    const page = await fetch(`${local}${payUrl.search}`);
    expect(await page.text()).toContain(order.reference);
    const paid = await fetch(local, {
      method: "POST",
      body: new URLSearchParams({ token: payUrl.searchParams.get("token")!, outcome: "failed" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://aurora.localhost:3000/member/depositv2?order=${order.reference}`);
    expect((await platform.deposit.order({ reference: order.reference })).status).toBe("FAILED");
  });
});

describe("withdrawals", () => {
  it("checks the withdrawal password, the bank account's owner and the limits before holding the amount", async () => {
    const { platform, bankId } = await withdrawer("player007");
    const other = await withdrawer("player008");
    const base = { amountCents: 100_00, bankAccountId: bankId, withdrawPassword: "123456", idempotencyKey: key() };
    expect((await platformError(platform.withdrawal.create({ ...base, withdrawPassword: "654321" }))).code).toBe(
      "WITHDRAW_PASSWORD_INCORRECT",
    );
    expect((await platformError(platform.withdrawal.create({ ...base, bankAccountId: other.bankId }))).code).toBe("NOT_FOUND");
    expect((await platformError(platform.withdrawal.create({ ...base, amountCents: 1 }))).code).toBe("AMOUNT_OUT_OF_RANGE");
    const before = (await money("player007")).balanceCents;
    const created = await platform.withdrawal.create(base);
    expect(await platform.withdrawal.create(base)).toEqual(created);
    expect((await money("player007")).balanceCents).toBe(before - 100_00);

    // Rejected: the amount comes back.
    await sb.control(`/withdrawals/${created.reference}/reject`);
    const after = await money("player007");
    expect(after.balanceCents).toBe(before);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect((await platform.withdrawal.info()).recent[0]).toMatchObject({ reference: created.reference, status: "REJECTED" });
  });

  it("is confirmed by the player after payout, with proof images checked by content", async () => {
    const { platform, bankId } = await withdrawer("player009");
    const { reference } = await platform.withdrawal.create({
      amountCents: 200_00,
      bankAccountId: bankId,
      withdrawPassword: "123456",
      idempotencyKey: key(),
    });
    const early = platform.withdrawal.confirm({ reference, outcome: "RECEIVED", proofs: [] });
    expect((await platformError(early)).code).toBe("WITHDRAWAL_NOT_CONFIRMABLE");
    await sb.control(`/withdrawals/${reference}/approve`);
    await sb.control(`/withdrawals/${reference}/pay`);
    const disguised = { mediaType: "image/png" as const, base64: Buffer.from("#!/bin/sh\necho hi").toString("base64") };
    expect((await platformError(platform.withdrawal.confirm({ reference, outcome: "RECEIVED", proofs: [disguised] }))).code).toBe(
      "INVALID_REQUEST",
    );
    const partly = platform.withdrawal.confirm({ reference, outcome: "PARTLY_RECEIVED", receivedCents: 200_00, proofs: [] });
    expect((await platformError(partly)).code).toBe("INVALID_REQUEST");
    const confirmed = await platform.withdrawal.confirm({
      reference,
      outcome: "PARTLY_RECEIVED",
      receivedCents: 150_00,
      // Over the 64 KiB every other call takes: this call's own body limit.
      proofs: [{ mediaType: "image/png", base64: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]).toString("base64") }],
    });
    expect(confirmed).toMatchObject({ status: "CONFIRMED", receipt: "PARTLY_RECEIVED", receivedCents: 150_00 });
  });

  it("counts a paid withdrawal as received after the set minutes", async () => {
    const { platform, bankId } = await withdrawer("player010");
    const { reference } = await platform.withdrawal.create({
      amountCents: 100_00,
      bankAccountId: bankId,
      withdrawPassword: "123456",
      idempotencyKey: key(),
    });
    await sb.control(`/withdrawals/${reference}/approve`);
    await sb.control(`/withdrawals/${reference}/pay`);
    const { autoReceiptMinutes, recent } = await platform.withdrawal.info();
    expect(recent[0].autoReceiptAt).not.toBeNull();
    await sb.control("/clock/advance", { ms: autoReceiptMinutes * 60_000 + 1000 });
    expect((await platform.withdrawal.info()).recent[0]).toMatchObject({ status: "CONFIRMED", receipt: "AUTO_RECEIVED" });
    expect((await platformError(platform.withdrawal.confirm({ reference, outcome: "NOT_RECEIVED", proofs: [] }))).code).toBe(
      "WITHDRAWAL_NOT_CONFIRMABLE",
    );
  });
});

describe("the player's live events of deposits and withdrawals", () => {
  it("name the order's or the withdrawal's own amount, the decisions that move nothing included", async () => {
    const { platform, bankId } = await withdrawer("player016");
    const { cursor } = await platform.events.poll({});
    const deposit = () =>
      platform.deposit.create({
        method: "EWALLET",
        channel: "MAYA",
        amountCents: 100_00,
        returnUrl: "http://aurora.localhost:3000/member/depositv2",
        idempotencyKey: key(),
      });
    const withdraw = () =>
      platform.withdrawal.create({ amountCents: 100_00, bankAccountId: bankId, withdrawPassword: "123456", idempotencyKey: key() });
    await sb.control(`/deposits/${(await deposit()).reference}/fail`);
    await sb.control(`/deposits/${(await deposit()).reference}/complete`);
    await sb.control(`/withdrawals/${(await withdraw()).reference}/approve`);
    await sb.control(`/withdrawals/${(await withdraw()).reference}/reject`);
    const { events } = await platform.events.poll({ after: cursor });
    expect(events.filter((event) => event.kind !== "balance.changed").map((event) => [event.kind, event.amountCents])).toEqual([
      ["deposit.failed", 100_00],
      // What was credited: the amount less the e-wallet's 1.5% fee.
      ["deposit.credited", 98_50],
      ["withdrawal.approved", 100_00],
      ["withdrawal.rejected", 100_00],
    ]);
  });
});

describe("withdrawal password, bank accounts and the record", () => {
  it("changes the withdrawal password only with the old one", async () => {
    const platform = await signedIn("player011");
    expect(await platform.withdrawPassword.status()).toEqual({ set: false });
    await platform.withdrawPassword.set({ newPassword: "111111" });
    expect((await platformError(platform.withdrawPassword.set({ newPassword: "222222" }))).code).toBe("WITHDRAW_PASSWORD_INCORRECT");
    expect((await platformError(platform.withdrawPassword.set({ oldPassword: "999999", newPassword: "222222" }))).code).toBe(
      "WITHDRAW_PASSWORD_INCORRECT",
    );
    await platform.withdrawPassword.set({ oldPassword: "111111", newPassword: "222222" });
  });

  it("lists bank accounts masked and removes only the player's own", async () => {
    const platform = await signedIn("player012");
    const added = await platform.bank.add({ bankName: "BPI", accountName: "Ana Reyes", accountNumber: "9876543210" });
    expect(added.maskedNumber).toBe("**** 3210");
    const other = await signedIn("player013");
    expect((await platformError(other.bank.remove({ id: added.id }))).code).toBe("NOT_FOUND");
    await platform.bank.remove({ id: added.id });
    expect((await platform.bank.list()).accounts).toEqual([]);
  });

  it("reads the record from the ledger with totals, and refuses a range over the limit", async () => {
    const platform = await signedIn("player014");
    const { wallets } = await platform.transfer.wallets();
    await platform.transfer.between({ from: "MAIN", to: wallets[1].code, amountCents: 500, idempotencyKey: key() });
    const now = sb.sandbox.clock.now();
    const today = now.toISOString().slice(0, 10);
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const record = await platform.transactions.list({ from: weekAgo, to: today, kind: "transfer.out" });
    expect(record.items.map((item) => [item.kind, item.deltaCents, item.wallet])).toEqual([["transfer.out", -500, "MAIN"]]);
    expect([record.totalInCents, record.totalOutCents, record.totalPages]).toEqual([0, 500, 1]);
    const all = await platform.transactions.list({ from: weekAgo, to: today });
    expect(all.items.map((item) => item.kind)).toEqual(["transfer.in", "transfer.out"]);
    expect((await platformError(platform.transactions.list({ from: "2020-01-01", to: today }))).code).toBe("RANGE_TOO_LONG");
  });
});
