import { describe, expect, it } from "vitest";
import { startMembersPortal } from "../helpers/members";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The times a player reads are in the brand's zone, named, against the real sandbox: aurora's
 * (Asia/Manila, GMT+8) in a time the server formats (a withdrawal's) and in one the page's
 * component formats (the sign-in history's); nakheel's (Asia/Dubai, GMT+4) in Arabic, where a
 * table's time is its own left-to-right isolate. The expected texts are worked out here from the
 * sandbox's instants, not by the portal's formatter.
 */

const sb = await startTestSandbox();
const { request, signIn } = await startMembersPortal(sb.url, 83);
const db = sb.sandbox.db;

/** An instant at a fixed offset east of UTC, as `yyyy-MM-dd HH:mm`. */
const atOffset = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

const accountId = (merchant: string, username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as number;

/** When the account last signed in, as the platform keeps it. */
const lastSignIn = (merchant: string, username: string) =>
  db
    .prepare("SELECT at FROM sign_in_history WHERE account_id = ? AND outcome = 'success' ORDER BY at DESC, id DESC LIMIT 1")
    .pluck()
    .get(accountId(merchant, username)) as string;

/** The cells' contents of the first row of the page's first table body, tags and all. */
const firstRowCells = (html: string) =>
  [.../<tbody>\s*<tr[^>]*>([\s\S]*?)<\/tr>/.exec(html)![1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1]);

describe("aurora's times (Asia/Manila)", () => {
  it("shows a withdrawal's time, formatted on the server, at GMT+8 and named so", async () => {
    const platform = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player033", MEMBER.password) });
    await platform.withdrawPassword.set({ newPassword: "123456" });
    const bank = await platform.bank.add({ bankName: "BDO", accountName: "Player Thirty-Three", accountNumber: "001234567833" });
    const { reference } = await platform.withdrawal.create({
      amountCents: 10_000,
      bankAccountId: bank.id,
      withdrawPassword: "123456",
      idempotencyKey: "player-times-withdrawal",
    });
    const createdAt = db.prepare("SELECT created_at FROM withdrawals WHERE reference = ?").pluck().get(reference) as string;

    const page = await request("aurora", "/member/withdraw", { headers: { cookie: await signIn("aurora", "player033") } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<bdi>${atOffset(createdAt, 8)} GMT+8</bdi> · <!-- -->${reference}`);
  });

  it("shows the sign-in history's times, formatted by the page, at GMT+8 and named so", async () => {
    const cookie = await signIn("aurora", "player034");
    const page = await request("aurora", "/member/securityCenter/signInHistory", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(firstRowCells(page.body)[0]).toBe(`${atOffset(lastSignIn("AURORA", "player034"), 8)} GMT+8`);
  });
});

describe("nakheel's times (Asia/Dubai), in Arabic", () => {
  it("shows a time at GMT+4 as a bidi isolate in its table cell, so it keeps its left-to-right order", async () => {
    const cookie = await signIn("nakheel", MEMBER.username);
    const page = await request("nakheel", "/member/securityCenter/signInHistory", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html[^>]*dir="rtl"/);
    expect(firstRowCells(page.body)[0]).toBe(`<bdi>${atOffset(lastSignIn("NAKHEEL", MEMBER.username), 4)} GMT+4</bdi>`);
  });

  it("writes each dialling code's option left to right", async () => {
    const page = await request("nakheel", "/register?mode=mobile");
    const options = [...page.body.matchAll(/<option value="[A-Z]{2}"([^>]*)>\+\d+ /g)];
    expect(options.length).toBeGreaterThan(0);
    expect(options.filter((option) => !option[1].includes('dir="ltr"'))).toEqual([]);
  });
});
