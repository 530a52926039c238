import { describe, expect, it } from "vitest";
import { memberRequests } from "../helpers/member-requests";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * Money actions whose platform call got no answer in time: the platform may have acted, so the
 * player is told the portal is checking, never shown a server error, and the form keeps its
 * idempotency key, so sending it again asks the platform again and moves the money at most once.
 * The portal's platform budget is short here (BUDGET_MS) and the sandbox holds the money calls
 * longer (SLOW_MS) through its control surface; the sandbox acts on a call after its latency
 * even when the portal has stopped waiting, as a slow platform would.
 */

const sb = await startTestSandbox();
const BRAND = "aurora";
const BUDGET_MS = 2_000;
const SLOW_MS = 2_500;
const { get, post, signIn, request, from } = await memberRequests(sb.url, BRAND, 12, { upstreamBudgetMs: BUDGET_MS });

const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const money = (username: string) =>
  sb.control(`/merchants/AURORA/money`, { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;
/** Resolves once `check` passes (polled), for a state the sandbox reaches after the portal stopped waiting. */
async function until<T>(read: () => T | Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a transfer whose platform call timed out (player034)", () => {
  it("answers 50 parallel transfers with a clear state, never a 5xx, and moves each key's money once", async () => {
    const cookie = await signIn("player034");
    const page = await get("/member/transferFund", cookie);
    const vendor = /data-wallet="(?!MAIN)([A-Z0-9_]+)"/.exec(page.body)![1];
    const before = await money("player034");
    const keys = Array.from({ length: 50 }, (_, i) => `slow-transfer-${String(i).padStart(2, "0")}-${Date.now()}`);
    const form = (idempotencyKey: string) => ({ from: "MAIN", to: vendor, amount: "1.00", idempotencyKey });

    await sb.control("/faults", { call: "transfer.between", latencyMs: SLOW_MS });
    const answers = await Promise.all(keys.map((key) => post("/member/transferFund", cookie, form(key))));
    const states = answers.map((answer) =>
      answer.status === 302
        ? "done"
        : answer.body.includes('data-state="checking"')
          ? "checking"
          : `${answer.status} ${failureOf(answer.body)}`,
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(states.filter((state) => state !== "done" && state !== "checking")).toEqual([]);
    const checking = keys.filter((_, i) => states[i] === "checking");
    expect(checking.length).toBeGreaterThan(0);
    for (const [i, answer] of answers.entries()) {
      if (states[i] !== "checking") continue;
      expect(answer.status).toBe(202);
      expect(answer.body).toContain("We are checking this request");
      // The form keeps its key: sending it again asks about the same transfer (the form is not
      // shown when the wallets could not be read; the reply still carries the key).
      expect(answer.body).toContain(keys[i]);
      expect(/name="idempotencyKey" value="([^"]+)"/.exec(answer.body)?.[1] ?? keys[i]).toBe(keys[i]);
    }

    // The platform answers again; each "checking" form, sent again as the player would, is still
    // not settled (202) while the call's circuit is open after the time-outs or the portal still
    // counts the platform down, then shows the outcome.
    await sb.control("/faults/clear");
    for (const key of checking) {
      const answer = await until(
        () => post("/member/transferFund", cookie, form(key)),
        (sent) => sent.status !== 202,
      );
      expect([answer.status, answer.headers.location]).toEqual([302, "/member/transferFund"]);
    }
    // Every key moved its money once: the slow calls the portal gave up on acted once, the re-checks added nothing.
    const after = await until(
      () => money("player034"),
      (now) => now.balanceCents <= before.balanceCents - keys.length * 100,
    );
    expect(after.balanceCents).toBe(before.balanceCents - keys.length * 100);
    expect(after.walletsCents).toBe(before.walletsCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
  });
});

describe("a withdrawal receipt whose platform call timed out (player035)", () => {
  it("answers that it is being checked, never a 5xx; the page shows the withdrawal's status, and the receipt is recorded once", async () => {
    const cookie = await signIn("player035");
    const password = await post("/member/securityCenter/withdrawalPassword", cookie, {
      newPassword: "123456",
      confirmNewPassword: "123456",
    });
    const bank = await post("/member/securityCenter/bankAccounts", cookie, {
      intent: "add",
      bankName: "BDO",
      accountName: "Juan Cruz",
      accountNumber: "001234567890",
    });
    expect([password.status, bank.status]).toEqual([302, 302]);
    // The transfers' time-outs before this may leave the portal judging the platform down for a few
    // seconds (a page then answers the unavailable page): the page lists the account once it is back.
    const page = await until(
      () => get("/member/withdraw", cookie),
      (shown) => shown.status === 200 && /<option value="\d+"/.test(shown.body),
    );
    const withdrawal = {
      amount: "100",
      bankAccountId: /<option value="(\d+)"/.exec(page.body)![1],
      withdrawPassword: "123456",
      idempotencyKey: /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1],
    };
    const sent = await post("/member/withdraw", cookie, withdrawal);
    // The reference, as the page the request leads to says it.
    const said = (await get(sent.headers.location!, withFlash(sent, cookie))).body;
    const reference = /Your withdrawal request ([A-Z0-9-]+) has been sent\./.exec(said)![1];
    await sb.control(`/withdrawals/${reference}/approve`);
    await sb.control(`/withdrawals/${reference}/pay`);
    const confirmPath = `/member/withdraw/confirm?ref=${reference}`;
    /** The receipt form as the page posts it (multipart), without proof images. */
    const confirm = async () => {
      const form = new FormData();
      form.set("ref", reference);
      form.set("outcome", "RECEIVED");
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      return request(BRAND, confirmPath, { body, headers: { ...from(cookie), "content-type": encoded.headers.get("content-type")! } });
    };
    const receipt = () =>
      sb.sandbox.db.prepare("SELECT status, receipt, confirmed_at AS at FROM withdrawals WHERE reference = ?").get(reference) as {
        status: string;
        receipt: string | null;
        at: string | null;
      };

    await sb.control("/faults", { call: "withdrawal.confirm", latencyMs: SLOW_MS });
    const slow = await confirm();
    expect(slow.status).toBe(202);
    expect(slow.body).toContain('data-state="checking"');
    expect(slow.body).toContain("We are checking this request");
    // The platform records the receipt once its slow answer is done; the page, read again, shows it.
    const recorded = await until(receipt, (now) => now.status === "CONFIRMED");
    expect(recorded.receipt).toBe("RECEIVED");
    await sb.control("/faults/clear");
    await until(
      () => get(confirmPath, cookie),
      (page) => page.body.includes("This withdrawal is not waiting for your confirmation."),
    );
    // Sent again (the player's re-check): refused as already recorded, not recorded twice.
    const again = await confirm();
    expect([again.status, again.body.includes("This withdrawal is not waiting for your confirmation.")]).toEqual([409, true]);
    expect(receipt()).toEqual(recorded);
  });
});
