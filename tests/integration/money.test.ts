import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { solvedBotCheck } from "../helpers/bot-check";
import en from "~/i18n/packs/en.json";
import { memberRequests, sessionCookie } from "../helpers/member-requests";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * The money pages against the real sandbox, posted as a browser without JavaScript posts
 * them: wallet and transfers, transfer to upline, deposit (to the payment page and back),
 * withdrawal and its receipt with proof images, the withdrawal password and bank accounts,
 * and the account record. Each describe block has its own seeded player (player034..036
 * belong to the money tests), so the blocks do not depend on each other's order; within a
 * block the tests run in order (a bank account added is the one a withdrawal uses).
 *
 * The portal trusts X-Forwarded-For here (TRUST_PROXY), so each sign-in comes from its own
 * address and the per-address sign-in limits of one test do not reach the next.
 */

const sb = await startTestSandbox();
const BRAND = "aurora";
const { request, sameOrigin, from, signIn, get, post } = await memberRequests(sb.url, BRAND, 11);

/** The idempotency key the page's form carries. */
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];
/** The page's translated failure (the platform's refusal), by its error code. */
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
/** A field's first error, as the page shows it. */
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
const money = (username: string) =>
  sb.control(`/merchants/AURORA/money`, { username }) as Promise<{
    balanceCents: number;
    walletsCents: number;
    ledgerSumCents: number;
    latestWithdrawal: string | null;
  }>;
/** The page as read: without React's separators between adjacent texts. */
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const walletRow = (html: string, code: string) => new RegExp(`data-wallet="${code}"[^]*?<td[^>]*>([^<]*)</td>`).exec(html)?.[1];

describe("money pages need a real account", () => {
  it("sends a visitor to sign in and a trial account to the real-account prompt", async () => {
    for (const path of [
      "/member/transferFund",
      "/member/depositv2",
      "/member/withdraw",
      "/member/transactionHistory",
      "/member/securityCenter/bankAccounts",
    ]) {
      const visitor = await request(BRAND, path);
      expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
    }
    // Free play is on for tala.
    const trial = await request("tala", "/auth/free-play", {
      form: {},
      headers: { ...sameOrigin("tala"), "x-forwarded-for": "10.12.0.1" },
    });
    const cookie = sessionCookie(trial);
    const page = await request("tala", "/member/withdraw", { headers: { cookie } });
    expect([page.status, page.headers.location]).toEqual([302, "/real-account"]);
    const posted = await request("tala", "/member/transferFund", {
      form: { from: "MAIN", to: "PG", amount: "1", idempotencyKey: "k".repeat(20) },
      headers: { ...sameOrigin("tala"), cookie },
    });
    expect([posted.status, posted.headers.location]).toEqual([302, "/real-account"]);
  });
});

describe("wallet and transfers (player034)", () => {
  let cookie: string;

  it("shows the main and vendor wallets, and the consolidated balance where AGENTPOLICY3 is on", async () => {
    cookie = await signIn("player034");
    const page = await get("/member/transferFund", cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('data-wallet="MAIN"');
    expect(page.body).toMatch(/data-consolidated=""/);
    // No platform token in the page.
    expect(page.body).not.toMatch(/Bearer|"token"/);
  });

  it("refuses bad amounts with a translated message and moves nothing", async () => {
    const before = await money("player034");
    const page = await get("/member/transferFund", cookie);
    const vendor = /data-wallet="(?!MAIN)([A-Z0-9_]+)"/.exec(page.body)![1];
    const cases: Array<[string, string]> = [
      ["-5", "Enter a positive amount, e.g. 100 or 100.50"],
      ["0", "The amount must be more than zero"],
      ["0.00", "The amount must be more than zero"],
      ["1.234", "Use at most two decimals"],
      ["1e3", "Enter a positive amount, e.g. 100 or 100.50"],
      ["", "Enter an amount"],
    ];
    for (const [amount, message] of cases) {
      const response = await post("/member/transferFund", cookie, { from: "MAIN", to: vendor, amount, idempotencyKey: keyOf(page.body) });
      expect(response.status, amount).toBe(422);
      expect(fieldError(response.body, "transfer-amount"), amount).toBe(message);
    }
    const same = await post("/member/transferFund", cookie, { from: "MAIN", to: "MAIN", amount: "1", idempotencyKey: keyOf(page.body) });
    expect(fieldError(same.body, "transfer-to")).toBe("Choose two different wallets");
    const over = await post("/member/transferFund", cookie, {
      from: "MAIN",
      to: vendor,
      amount: String(before.balanceCents / 100 + 1),
      idempotencyKey: keyOf(page.body),
    });
    expect(over.status).toBe(409);
    expect(failureOf(over.body)).toBe("INSUFFICIENT_FUNDS");
    expect(over.body).toContain("Insufficient balance");
    const unknown = await post("/member/transferFund", cookie, { from: "MAIN", to: "NOPE", amount: "1", idempotencyKey: keyOf(page.body) });
    expect(failureOf(unknown.body)).toBe("INVALID_REQUEST");
    expect(await money("player034")).toEqual(before);
  });

  it("moves money once per form, however often the form is posted", async () => {
    const before = await money("player034");
    const page = await get("/member/transferFund", cookie);
    const vendor = /data-wallet="(?!MAIN)([A-Z0-9_]+)"/.exec(page.body)![1];
    const form = { from: "MAIN", to: vendor, amount: "12.34", idempotencyKey: keyOf(page.body) };
    const [first, second] = await Promise.all([post("/member/transferFund", cookie, form), post("/member/transferFund", cookie, form)]);
    expect([first.status, first.headers.location]).toEqual([302, "/member/transferFund"]);
    expect([second.status, second.headers.location]).toEqual([302, "/member/transferFund"]);
    const after = await money("player034");
    expect(after.balanceCents).toBe(before.balanceCents - 1234);
    expect(after.walletsCents).toBe(before.walletsCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const done = await get("/member/transferFund", withFlash(first, cookie));
    expect(done.body).toContain("The transfer is done.");
    expect(walletRow(done.body, vendor)).toBe("₱12.34");
    // A new form, a new key.
    expect(keyOf(done.body)).not.toBe(form.idempotencyKey);
  });

  it("lets at most one of 50 parallel transfers of the whole balance through, and the ledger sums to the balance", async () => {
    const before = await money("player034");
    const page = await get("/member/transferFund", cookie);
    const vendor = /data-wallet="(?!MAIN)([A-Z0-9_]+)"/.exec(page.body)![1];
    const amount = (before.balanceCents / 100).toFixed(2);
    const keys = Array.from({ length: 50 }, (_, i) => `concurrency-${String(i).padStart(2, "0")}-${Date.now()}`);
    const answers = await Promise.all(
      keys.map((idempotencyKey) => post("/member/transferFund", cookie, { from: "MAIN", to: vendor, amount, idempotencyKey })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const after = await money("player034");
    expect(after.balanceCents).toBe(0);
    expect(after.walletsCents).toBe(before.walletsCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
  });
});

describe("deposit (player034)", () => {
  it("lists the methods with limits, fee and presets; a preset link fills the amount", async () => {
    const cookie = await signIn("player034");
    const page = await get("/member/depositv2?method=EWALLET&amount=200.00", cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Fee 1.5%");
    expect(page.body).toMatch(/href="\/member\/depositv2\?method=EWALLET&amp;amount=500\.00"/);
    expect(page.body).toMatch(/id="deposit-amount"[^>]*value="200.00"/);
    // Query values that are not values fall back.
    const odd = await get("/member/depositv2?method=%3Cscript%3E&amount=-1&order=../../x", cookie);
    expect(odd.status).toBe(200);
    expect(odd.body).toMatch(/aria-current="page"[^>]*href="\/member\/depositv2\?method=BANK"/);
  });

  it("checks the method, channel and limits on the server, then sends the player to the payment page and credits the order paid there", async () => {
    const cookie = await signIn("player034");
    const page = await get("/member/depositv2", cookie);
    const base = { method: "BANK", channel: "BDO", idempotencyKey: keyOf(page.body) };
    const low = await post("/member/depositv2", cookie, { ...base, amount: "99.99" });
    expect([low.status, fieldError(low.body, "deposit-amount")]).toEqual([422, "The amount is below the minimum"]);
    const high = await post("/member/depositv2", cookie, { ...base, amount: "50000.01" });
    expect(fieldError(high.body, "deposit-amount")).toBe("The amount is above the maximum");
    const channel = await post("/member/depositv2", cookie, { ...base, channel: "GCASH", amount: "100" });
    expect(channel.status).toBe(422);
    expect(channel.body).toContain('id="deposit-channel-error"');

    const before = await money("player034");
    const created = await post("/member/depositv2", cookie, { ...base, amount: "250.50" });
    expect(created.status).toBe(302);
    const payUrl = new URL(created.headers.location!);
    expect(payUrl.pathname).toMatch(/^\/pay\/DP-[0-9A-F]{16}$/);
    // The payment page is the sandbox's; the browser would go there and post its button.
    const paid = await fetch(`${sb.url}${payUrl.pathname}`, {
      method: "POST",
      body: new URLSearchParams({ token: payUrl.searchParams.get("token")!, outcome: "paid" }),
      redirect: "manual",
    });
    const back = new URL(paid.headers.get("location")!);
    expect(back.host).toMatch(/^aurora\.localhost:\d+$/);
    expect(back.pathname).toBe("/member/depositv2");
    const result = await get(`${back.pathname}${back.search}`, cookie);
    expect(result.body).toMatch(/data-order-status="CREDITED"/);
    expect(result.body).toContain("Your deposit of ₱250.50 has been credited.");
    const after = await money("player034");
    expect(after.balanceCents).toBe(before.balanceCents + 250_50);
    expect(after.ledgerSumCents).toBe(after.walletsCents);

    // Another player cannot read the order.
    const other = await signIn("player036");
    const foreign = await get(`${back.pathname}${back.search}`, other);
    expect(foreign.body).toMatch(/data-error-code="NOT_FOUND"/);
  });

  it("shows a platform failure in the page, not a blank one", async () => {
    const cookie = await signIn("player034");
    await sb.control("/faults", { call: "deposit.methods", failureRate: 1 });
    try {
      const page = await get("/member/depositv2", cookie);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("withdrawal password, bank accounts, withdrawal and receipt (player035)", () => {
  let cookie: string;

  it("asks for a withdrawal password first, then sets it (six digits, twice)", async () => {
    cookie = await signIn("player035");
    const withdraw = await get("/member/withdraw", cookie);
    expect(withdraw.body).toContain('data-state="need-password"');
    const path = "/member/securityCenter/withdrawalPassword";
    const short = await post(path, cookie, { newPassword: "123", confirmNewPassword: "123" });
    expect([short.status, fieldError(short.body, "withdrawPassword-newPassword")]).toEqual([422, "The withdrawal password is six digits"]);
    const mismatch = await post(path, cookie, { newPassword: "123456", confirmNewPassword: "123457" });
    expect(fieldError(mismatch.body, "withdrawPassword-confirmNewPassword")).toBe("The two passwords do not match");
    expect(mismatch.body).not.toContain("123456");
    const set = await post(path, cookie, { newPassword: "123456", confirmNewPassword: "123456" });
    expect([set.status, set.headers.location]).toEqual([302, path]);
    expect(visible((await get(path, withFlash(set, cookie))).body)).toContain(en.money.passwordDone);
    // Changing it needs the current one.
    const wrong = await post(path, cookie, { oldPassword: "000000", newPassword: "654321", confirmNewPassword: "654321" });
    expect(failureOf(wrong.body)).toBe("WITHDRAW_PASSWORD_INCORRECT");
    expect((await get(path, cookie)).body).toContain('name="oldPassword"');
  });

  it("adds bank accounts (masked), refuses bad ones and another player's ids", async () => {
    const path = "/member/securityCenter/bankAccounts";
    const bad = await post(path, cookie, { intent: "add", bankName: "B", accountName: "Juan Cruz", accountNumber: "12ab" });
    expect(bad.status).toBe(422);
    expect(fieldError(bad.body, "addBank-bankName")).toBe("Enter at least 2 characters (at most 64)");
    expect(fieldError(bad.body, "addBank-accountNumber")).toBe("Enter 6 to 24 digits");
    const added = await post(path, cookie, { intent: "add", bankName: "BDO", accountName: "Juan Cruz", accountNumber: "0012-3456-7890" });
    expect([added.status, added.headers.location]).toEqual([302, path]);
    const page = await get(path, withFlash(added, cookie));
    expect(visible(page.body)).toContain(en.money.bankAdded);
    expect(page.body).toContain("**** 7890");
    expect(page.body).not.toContain("001234567890");

    const other = await signIn("player036");
    await post(path, other, { intent: "add", bankName: "BPI", accountName: "Ana Reyes", accountNumber: "9988776655" });
    const otherId = /data-bank-account="(\d+)"/.exec((await get(path, other)).body)![1];
    const foreign = await post(path, cookie, { intent: "remove", id: otherId });
    expect([foreign.status, failureOf(foreign.body)]).toEqual([404, "NOT_FOUND"]);
    const nonsense = await post(path, cookie, { intent: "remove", id: "-1" });
    expect(nonsense.status).toBe(422);
  });

  it("checks amount, limits, balance and the withdrawal password, and holds the amount once", async () => {
    const page = await get("/member/withdraw", cookie);
    const bankAccountId = /<option value="(\d+)"/.exec(page.body)![1];
    const otherBank = /data-bank-account="(\d+)"/.exec(
      (await get("/member/securityCenter/bankAccounts", await signIn("player036"))).body,
    )![1];
    const before = await money("player035");
    const base = { bankAccountId, withdrawPassword: "123456", idempotencyKey: keyOf(page.body) };
    const expectField = async (amount: string, message: string) => {
      const response = await post("/member/withdraw", cookie, { ...base, amount });
      expect([response.status, fieldError(response.body, "withdraw-amount")], amount).toEqual([422, message]);
    };
    await expectField("0", "The amount must be more than zero");
    await expectField("-100", "Enter a positive amount, e.g. 100 or 100.50");
    await expectField("100.001", "Use at most two decimals");
    await expectField("99.99", "The amount is below the minimum");
    await expectField("50000.01", "The amount is above the maximum");
    await expectField(
      ((before.balanceCents + 1) / 100).toFixed(2),
      before.balanceCents + 1 > 5_000_000 ? "The amount is above the maximum" : "The amount is more than your balance",
    );
    const wrongPassword = await post("/member/withdraw", cookie, { ...base, amount: "100", withdrawPassword: "000000" });
    expect([wrongPassword.status, failureOf(wrongPassword.body)]).toEqual([422, "WITHDRAW_PASSWORD_INCORRECT"]);
    expect(wrongPassword.body).toContain("Incorrect withdrawal password");
    const foreignBank = await post("/member/withdraw", cookie, { ...base, amount: "100", bankAccountId: otherBank });
    expect(failureOf(foreignBank.body)).toBe("NOT_FOUND");
    expect(await money("player035")).toEqual(before);

    const sent = await post("/member/withdraw", cookie, { ...base, amount: "100" });
    const replay = await post("/member/withdraw", cookie, { ...base, amount: "100" });
    expect(sent.status).toBe(302);
    expect(replay.headers.location).toBe(sent.headers.location);
    expect((await money("player035")).balanceCents).toBe(before.balanceCents - 100_00);
    const done = await get(sent.headers.location!, cookie);
    expect(done.body).toMatch(/data-status="PENDING"/);
  });

  it("confirms receipt of a paid withdrawal with proof images checked by content, size and count", async () => {
    const { latestWithdrawal: reference } = await money("player035");
    const confirmPath = `/member/withdraw/confirm?ref=${reference}`;
    expect((await get(confirmPath, cookie)).body).toContain("This withdrawal is not waiting for your confirmation.");
    await sb.control(`/withdrawals/${reference}/approve`);
    await sb.control(`/withdrawals/${reference}/pay`);
    expect((await get("/member/withdraw", cookie)).body).toContain(`href="/member/withdraw/confirm?ref=${reference}"`);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const upload = (
      files: Array<{ name: string; type: string; bytes: Buffer }>,
      fields: Record<string, string> = { outcome: "RECEIVED" },
    ) => {
      const form = new FormData();
      form.set("ref", reference!);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      for (const file of files) form.append("proofs", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const encoded = new Response(form);
      return encoded.arrayBuffer().then((body) =>
        request(BRAND, confirmPath, {
          body: Buffer.from(body),
          headers: { ...from(cookie), "content-type": encoded.headers.get("content-type")! },
        }),
      );
    };
    const disguised = await upload([{ name: "proof.png", type: "image/png", bytes: Buffer.from("#!/bin/sh\nrm -rf /\n") }]);
    expect([disguised.status, fieldError(disguised.body, "confirm-proofs")]).toEqual([422, "Proof images must be PNG or JPG files"]);
    const four = await upload(Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", bytes: png })));
    expect(fieldError(four.body, "confirm-proofs")).toBe("Send at most 3 proof images");
    const big = await upload([{ name: "big.png", type: "image/png", bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) }]);
    expect(fieldError(big.body, "confirm-proofs")).toBe("Each proof image must be at most 5 MB");
    const tooMuch = await upload(
      Array.from({ length: 4 }, (_, i) => ({ name: `b${i}.png`, type: "image/png", bytes: Buffer.alloc(5 * 1024 * 1024) })),
    );
    expect(tooMuch.status).toBe(413);
    const partlyWithout = await upload([], { outcome: "PARTLY_RECEIVED" });
    expect(fieldError(partlyWithout.body, "confirm-receivedAmount")).toBe("Enter an amount less than the withdrawal");

    const confirmed = await upload([{ name: "receipt.png", type: "image/png", bytes: png }], {
      outcome: "PARTLY_RECEIVED",
      receivedAmount: "60.00",
    });
    expect([confirmed.status, confirmed.headers.location]).toEqual([302, confirmPath]);
    const after = await get(confirmPath, withFlash(confirmed, cookie));
    expect(after.body).toContain("Thank you: your confirmation has been sent.");
    expect(visible(after.body)).toContain('data-receipt="PARTLY_RECEIVED">Partly received');
    // What arrived, and what the player still has to receive of the ₱100.00.
    expect(visible(after.body)).toContain("₱60.00 received, ₱40.00 remaining");
    const stored = sb.sandbox.db
      .prepare("SELECT media_type, length(bytes) AS size FROM withdrawal_proofs WHERE withdrawal_ref = ?")
      .all(reference);
    expect(stored).toEqual([{ media_type: "image/png", size: png.length }]);
  });

  it("transfers to the upline with the withdrawal password; an account without an upline is told so", async () => {
    const page = await get("/member/transferUpline", cookie);
    const upline = /<h2[^>]*>Upline: ([a-z0-9_]+)<\/h2>/.exec(page.body)![1];
    const before = await money(upline);
    const base = { amount: "1.50", idempotencyKey: keyOf(page.body) };
    const wrong = await post("/member/transferUpline", cookie, { ...base, withdrawPassword: "999999" });
    expect([wrong.status, failureOf(wrong.body)]).toEqual([422, "WITHDRAW_PASSWORD_INCORRECT"]);
    const sent = await post("/member/transferUpline", cookie, { ...base, withdrawPassword: "123456" });
    expect([sent.status, sent.headers.location]).toEqual([302, "/member/transferUpline"]);
    expect(visible((await get("/member/transferUpline", withFlash(sent, cookie))).body)).toContain(en.money.uplineDone);
    expect((await money(upline)).balanceCents).toBe(before.balanceCents + 150);

    const agentHeaders = from();
    const botCheck = await solvedBotCheck(request, BRAND, "login", agentHeaders);
    const agent = await request(BRAND, "/agent", {
      form: { type: "username", username: "demo_agent1", password: "Agent#2026", botCheck },
      headers: agentHeaders,
    });
    const top = await get("/member/transferUpline", sessionCookie(agent));
    expect(top.body).toContain("Your account has no upline to transfer to.");
  });

  it("does not show or confirm another player's withdrawal", async () => {
    const { latestWithdrawal: reference } = await money("player035");
    const other = await signIn("player036");
    const page = await get(`/member/withdraw/confirm?ref=${reference}`, other);
    expect(page.body).toMatch(/data-error-code="NOT_FOUND"/);
  });
});

describe("the account record (player036)", () => {
  /** The record table's rows and totals as cells' text (the page also carries its data as JSON, so `toContain` would not prove what shows). */
  const cellsOf = (row: string) =>
    [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => visible(cell[1]).replace(/<[^>]+>/g, ""));
  const rows = (html: string) => [...html.matchAll(/<tr data-records="row">([\s\S]*?)<\/tr>/g)].map((match) => cellsOf(match[1]));
  /** Totals in and out: the footer's cells under the In and Out columns (time, type, wallet, in, out, balance, reference). */
  const totalsInOut = (html: string) => cellsOf(/<tr[^>]*data-records="totals"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "").slice(3, 5);
  const problem = (html: string) => /data-records="problem"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

  it("reads the ledger with filters in the URL, totals in and out, types, pages and an empty state", async () => {
    const cookie = await signIn("player036");
    const today = await get("/member/transactionHistory?range=today", cookie);
    expect(today.status).toBe(200);
    expect(today.headers["cache-control"]).toBe("private, no-store");
    expect(today.body).toContain('data-state="empty"');

    const upline = await get("/member/transferUpline", cookie);
    expect(upline.status).toBe(200);
    const wallets = await get("/member/transferFund", cookie);
    const vendor = /data-wallet="(?!MAIN)([A-Z0-9_]+)"/.exec(wallets.body)![1];
    await post("/member/transferFund", cookie, { from: "MAIN", to: vendor, amount: "5", idempotencyKey: keyOf(wallets.body) });

    const week = await get("/member/transactionHistory?range=7d", cookie);
    expect(rows(week.body).map((row) => row[1])).toEqual(["Transfer in", "Transfer out"]);
    expect(totalsInOut(week.body)).toEqual(["₱5.00", "₱5.00"]);
    const outOnly = await get("/member/transactionHistory?range=30d&type=transfer.out", cookie);
    expect(rows(outOnly.body).map((row) => [row[1], row[2], row[3], row[4]])).toEqual([["Transfer out", "Main wallet", "", "₱5.00"]]);
    expect(totalsInOut(outOnly.body)).toEqual(["₱0.00", "₱5.00"]);
    expect(outOnly.body).toMatch(/<option value="transfer.out" selected="">/);

    // 20 rows a page: 11 more transfers make 24 rows, two pages, whose links keep the filters.
    for (let i = 0; i < 11; i++) {
      await post("/member/transferFund", cookie, {
        from: "MAIN",
        to: vendor,
        amount: "0.10",
        idempotencyKey: `record-page-${i}-${Date.now()}`,
      });
    }
    const first = await get("/member/transactionHistory?range=7d", cookie);
    expect(rows(first.body)).toHaveLength(20);
    expect(first.body).toContain('href="/member/transactionHistory?range=7d&amp;page=2"');
    const second = await get("/member/transactionHistory?range=7d&page=2", cookie);
    expect(rows(second.body)).toHaveLength(4);
    expect(totalsInOut(second.body)).toEqual(["₱6.10", "₱6.10"]);

    // The page's first URLs (`range=7|30`, `kind=`) lead to the same view under the toolkit's names.
    const legacy = await get("/member/transactionHistory?range=30&kind=transfer.out&page=2", cookie);
    expect([legacy.status, legacy.headers.location]).toEqual([301, "/member/transactionHistory?range=30d&page=2&type=transfer.out"]);

    // Bad filters: the documented fallbacks (the last 7 days, every type, page 1), or a translated message with no list of that range.
    const odd = await get("/member/transactionHistory?range=forever&type=%3Cb%3E&page=-4", cookie);
    expect(odd.status).toBe(200);
    expect(rows(odd.body)).toHaveLength(20);
    expect(/<select[^>]*name="range"[^>]*>[\s\S]*?<option[^>]*value="([^"]*)"[^>]*selected/.exec(odd.body)?.[1]).toBe("7d");
    const backwards = await get("/member/transactionHistory?range=custom&from=2026-02-10&to=2026-02-01", cookie);
    expect(problem(backwards.body)).toBe("The end date is before the start date. Showing the last 7 days instead.");
    const invalid = await get("/member/transactionHistory?range=custom&from=2026-02-30&to=2026-03-01", cookie);
    expect(problem(invalid.body)).toBe("Please enter both custom dates as valid dates. Showing the last 7 days instead.");
    const long = await get("/member/transactionHistory?range=custom&from=2020-01-01&to=2026-01-01", cookie);
    expect(problem(long.body)).toBe("A custom range can be at most 90 days. Showing the last 7 days instead.");
  });
});
