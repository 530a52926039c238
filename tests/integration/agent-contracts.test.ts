import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { periodText } from "~/features/agent/contracts/contracts.server";
import { offsetZone } from "~/format/dates";
import { PlatformError } from "~/platform/platform-error";
import { periodOf } from "../../sandbox/lib/settlement";
import { signInAgent } from "../helpers/agent";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, withFlash, type PortalResponse } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The agent contract pages (/agentHome/agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary), the contract popup (/contract) and the sandbox's
 * settlement, against the real sandbox, posted as a browser without JavaScript posts them.
 * The tests run in order on one sandbox: the popup's acceptance comes before the test whose
 * acceptance ends demo_agent42's contract (which would refuse it).
 */

const sb = await startTestSandbox();
const portal = await startTestPortal(sb.url);
const { request, sameOrigin } = portal;

const DIVIDEND = "/agentHome/agentDividendRecordCopy2";
const DAILY = "/agentHome/agentDailyWages2";
const HOURLY = "/agentHome/agentHourSalary";
const REALTIME = "/agentHome/agentRealtimeSalary";

const visible = (html: string) => html.replaceAll("<!-- -->", "");
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const statusOf = (html: string, id: number) => new RegExp(`data-contract="${id}" data-status="([A-Z_]+)"`).exec(html)?.[1];
const rowsOf = (html: string) => html.match(/data-records="row"/g)?.length ?? 0;
const db = sb.sandbox.db;
const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
/** The id of the newest AURORA contract between these accounts. */
const contractId = (kind: string, upline: string, holder: string) =>
  count(
    `SELECT c.id FROM agent_contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts h ON h.id = c.holder_id
      WHERE c.merchant = 'AURORA' AND c.kind = ? AND u.username = ? AND h.username = ? ORDER BY c.id DESC LIMIT 1`,
    kind,
    upline,
    holder,
  );
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;

const agents: Record<string, string> = {};
for (const username of ["demo_agent1", "demo_agent2", "demo_agent41", "demo_agent42"])
  agents[username] = await signInAgent(portal, "aurora", username);
const as = (username: string) => ({ ...sameOrigin("aurora"), cookie: agents[username] });
/** A page as `username` reads it; `after`: the redirect that led there (its flash message goes along). */
const page = (path: string, username: string, after?: PortalResponse) =>
  request("aurora", path, { headers: { cookie: after ? withFlash(after, agents[username]) : agents[username] } });
const post = (path: string, username: string, form: Record<string, string>) => request("aurora", path, { form, headers: as(username) });

async function signInMember(username: string) {
  const botCheck = await solvedBotCheck(request, "aurora", "login");
  const response = await request("aurora", "/login", {
    form: { type: "username", username, password: MEMBER.password, botCheck },
    headers: sameOrigin("aurora"),
  });
  expect(response.status, response.body.slice(0, 200)).toBe(302);
  return response.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
}

const dailyOffer = (downline: string, rate = "1") => ({
  intent: "offer",
  downline,
  tier1Members: "1",
  tier1Bet: "10",
  tier1Rate: rate,
  tier2Members: "3",
  tier2Bet: "500.50",
  tier2Rate: rate,
});

function expectRedirect(response: PortalResponse, to: string) {
  expect(response.status, response.body.slice(0, 300)).toBe(302);
  expect(response.headers.location).toBe(to);
}

describe("the contract pages", () => {
  it("show an agent its own contracts, the ones it gave and the settlements of the kind, with the seed's states", async () => {
    const dividend = await page(DIVIDEND, "demo_agent2");
    expect(dividend.status).toBe(200);
    expect(dividend.headers["cache-control"]).toBe("private, no-store");
    const html = visible(dividend.body);
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(en.agentCentre.nav.agentDividendRecordCopy2);
    expect(statusOf(html, contractId("DIVIDEND", "demo_agent1", "demo_agent2"))).toBe("ACTIVE");
    // The one demo_agent2 gave demo_agent42 waits for its decision on the termination request.
    const given = contractId("DIVIDEND", "demo_agent2", "demo_agent42");
    expect(statusOf(html, given)).toBe("TERMINATION_REQUESTED");
    expect(html).toContain(en.agentContracts.requestTypes.TERMINATION_REQUESTED);
    expect(html).toContain(en.agentContracts.actions.approveTermination);
    expect(html).toContain(en.agentContracts.statuses.REJECTED);
    expect(html).toContain(en.agentContracts.endReasons.REPLACED);
    // Daily dividends over the seeded week of bets: rows and the totals row.
    expect(rowsOf(html)).toBeGreaterThan(0);
    expect(html).toContain('data-records="totals"');
    expect(html).toContain('data-form="offer"');
  });

  it("answer 404 where the agent's type does not open the page, and send members to the agent sign-in", async () => {
    expect((await page(DIVIDEND, "demo_agent41")).status).toBe(404);
    expect((await page(HOURLY, "demo_agent2")).status).toBe(404);
    expect((await post(REALTIME, "demo_agent2", { intent: "respond", contractId: "1", action: "accept" })).status).toBe(404);
    const member = await signInMember("player022");
    const response = await request("aurora", DAILY, { headers: { cookie: member } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`/agent?redirectTo=${encodeURIComponent(DAILY)}`);
  });

  it("let an agent offer a downline a daily salary, which the downline accepts (replacing its previous one) and the upline then sees active", async () => {
    const previous = contractId("DAILY_SALARY", "demo_agent1", "demo_agent2");
    const offer = await post(DAILY, "demo_agent1", dailyOffer("demo_agent2"));
    expectRedirect(offer, DAILY);
    const offered = contractId("DAILY_SALARY", "demo_agent1", "demo_agent2");
    expect(offered).toBeGreaterThan(previous);
    const uplineView = visible((await page(DAILY, "demo_agent1", offer)).body);
    expect(uplineView).toContain(en.agentContracts.done.offer);
    expect(statusOf(uplineView, offered)).toBe("PENDING");

    const downlineView = visible((await page(DAILY, "demo_agent2")).body);
    expect(statusOf(downlineView, offered)).toBe("PENDING");
    expect(downlineView).toContain(en.agentContracts.requestTypes.PENDING);
    // A second request of the kind while this one waits is refused.
    const again = await post(DAILY, "demo_agent1", dailyOffer("demo_agent2", "0.5"));
    expect(again.status).toBe(409);
    expect(failureOf(again.body)).toBe("CONTRACT_PENDING");

    expectRedirect(await post(DAILY, "demo_agent2", { intent: "respond", contractId: String(offered), action: "accept" }), DAILY);
    expect(statusOf(visible((await page(DAILY, "demo_agent1")).body), offered)).toBe("ACTIVE");
    const replaced = db.prepare("SELECT status, end_reason AS reason FROM agent_contracts WHERE id = ?").get(previous);
    expect(replaced).toEqual({ status: "TERMINATED", reason: "REPLACED" });
    // Accepting twice is refused: it is no longer a request.
    const twice = await post(DAILY, "demo_agent2", { intent: "respond", contractId: String(offered), action: "accept" });
    expect(twice.status).toBe(409);
    expect(failureOf(twice.body)).toBe("CONTRACT_NOT_CHANGEABLE");
  });

  it("let the holder ask to terminate and the upline approve it", async () => {
    const id = contractId("DAILY_SALARY", "demo_agent1", "demo_agent2");
    expectRedirect(await post(DAILY, "demo_agent2", { intent: "respond", contractId: String(id), action: "terminate" }), DAILY);
    // Only the upline decides: the holder approving its own request finds no such contract.
    const self = await post(DAILY, "demo_agent2", { intent: "respond", contractId: String(id), action: "approveTermination" });
    expect(self.status).toBe(404);
    expectRedirect(await post(DAILY, "demo_agent1", { intent: "respond", contractId: String(id), action: "approveTermination" }), DAILY);
    expect(statusOf(visible((await page(DAILY, "demo_agent2")).body), id)).toBe("TERMINATED");
  });
});

describe("bad input on the contract pages", () => {
  it("refuses a downline outside the agent's direct team (another agent's member, a grandchild, an unknown name), keeping what was typed", async () => {
    const formPages: string[] = [];
    for (const [username, downline] of [
      ["demo_agent2", "player001"],
      ["demo_agent1", "demo_agent42"],
      ["demo_agent1", "nobody_here"],
    ] as const) {
      const response = await post(DAILY, username, dailyOffer(downline));
      expect(response.status, `${username} -> ${downline}`).toBe(403);
      expect(failureOf(response.body)).toBe("NOT_IN_TEAM");
      expect(visible(response.body)).toContain(en.errors.NOT_IN_TEAM);
      if (username === "demo_agent1") formPages.push(response.body);
    }
    // What was typed comes back (the form itself where the agent may offer: demo_agent1's two).
    expect(formPages).toHaveLength(2);
    for (const body of formPages) expect(body).toContain('value="500.50"');
  });

  it("refuses a rate above the agent's own contract, and an agent without one of the kind", async () => {
    // demo_agent2's daily salary was just terminated: it holds none.
    const none = await post(DAILY, "demo_agent2", dailyOffer("player005", "0.1"));
    expect(failureOf(none.body)).toBe("CONTRACT_RATE_TOO_HIGH");
    expect(visible((await page(DAILY, "demo_agent2")).body)).toContain(en.agentContracts.needOwn);
    // demo_agent41's real-time salary pays 0.5% / 1%.
    const above = await post(REALTIME, "demo_agent41", {
      intent: "offer",
      downline: "player004",
      profitRate: "0.5",
      lossRate: "1.01",
      singleBet: "1",
    });
    expect(above.status).toBe(422);
    expect(failureOf(above.body)).toBe("CONTRACT_RATE_TOO_HIGH");
    expect(visible(above.body)).toContain(en.errors.CONTRACT_RATE_TOO_HIGH);
  });

  it("answers 422 with the field's message for malformed rates, amounts, members, tiers that do not climb and contract ids", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...dailyOffer("demo_agent2"), tier1Rate: "100.01" }, en.agentContracts.rateInvalid],
      [{ ...dailyOffer("demo_agent2"), tier1Rate: "-1" }, en.agentContracts.rateInvalid],
      [{ ...dailyOffer("demo_agent2"), tier1Bet: "1e3" }, en.money.amountInvalid],
      [{ ...dailyOffer("demo_agent2"), tier1Bet: "1.234" }, en.money.amountDecimals],
      [{ ...dailyOffer("demo_agent2"), tier1Members: "2.5" }, en.agentContracts.membersInvalid],
      [{ ...dailyOffer("demo_agent2"), tier2Members: "", tier2Bet: "5" }, en.common.required],
      [{ ...dailyOffer("demo_agent2"), tier2Members: "1", tier2Bet: "10" }, en.agentContracts.tiersAscend],
      [{ ...dailyOffer("demo_agent2"), downline: "<script>" }, en.agentContracts.chooseDownline],
    ];
    const before = count("SELECT COUNT(*) FROM agent_contracts");
    for (const [form, message] of cases) {
      const response = await post(DAILY, "demo_agent1", form);
      expect(response.status, JSON.stringify(form)).toBe(422);
      expect(visible(response.body), JSON.stringify(form)).toContain(message.replaceAll("'", "&#x27;"));
    }
    for (const contract of ["abc", "0", "-3", "99999999999"]) {
      const response = await post(DIVIDEND, "demo_agent2", { intent: "respond", contractId: contract, action: "accept" });
      expect(response.status, contract).toBe(422);
    }
    expect((await post(DIVIDEND, "demo_agent2", { intent: "respond", contractId: "1", action: "explode" })).status).toBe(422);
    expect(count("SELECT COUNT(*) FROM agent_contracts")).toBe(before);
  });

  it("turns away an agent acting on another agent's contract", async () => {
    // demo_agent1 -> demo_agent41's hourly salary: demo_agent1 may approve its termination, demo_agent41 may not, nor accept it.
    const hourly = contractId("HOURLY_SALARY", "demo_agent1", "demo_agent41");
    for (const action of ["approveTermination", "accept", "terminate"]) {
      const response = await post(HOURLY, "demo_agent41", { intent: "respond", contractId: String(hourly), action });
      expect(response.status, action).toBeGreaterThanOrEqual(400);
    }
    // demo_agent42 on a contract between demo_agent1 and demo_agent2.
    const foreign = contractId("DIVIDEND", "demo_agent1", "demo_agent2");
    const response = await post(DIVIDEND, "demo_agent42", { intent: "respond", contractId: String(foreign), action: "terminate" });
    expect(response.status).toBe(404);
    expect(failureOf(response.body)).toBe("NOT_FOUND");
    expect(db.prepare("SELECT status FROM agent_contracts WHERE id = ?").pluck().get(foreign)).toBe("ACTIVE");
  });

  it("falls back to the last 7 days for a range that is reversed, too long or in the future, and to page 1 for a bad page", async () => {
    for (const [query, problem] of [
      ["range=custom&from=2020-01-01&to=2020-12-31", en.records.problems.tooLong],
      ["range=custom&from=2999-01-01&to=2999-01-02", en.records.problems.future],
      ["range=custom&from=2026-02-10&to=2026-02-01", en.records.problems.order],
      ["range=custom&from=2026-02-30&to=x", en.records.problems.invalid],
    ]) {
      const response = await page(`${DIVIDEND}?${query}&page=999999&side=EVIL`, "demo_agent2");
      expect(response.status, query).toBe(200);
      expect(visible(response.body), query).toContain(problem.replace("{{days}}", "92"));
    }
  });

  it("shows a platform failure in its section and keeps the rest of the page", async () => {
    await sb.control("/faults", { call: "contracts.overview", failureRate: 1 });
    try {
      const response = await page(REALTIME, "demo_agent41");
      expect(response.status).toBe(200);
      expect(response.body).toContain('data-section="contracts"');
      expect(response.body).toContain('data-records="list"');
    } finally {
      await sb.control("/faults/clear");
    }
    await sb.control("/faults", { call: "contracts.settlements", failureRate: 1 });
    try {
      const response = await page(REALTIME, "demo_agent41");
      expect(response.status).toBe(200);
      expect(response.body).toContain('data-state="error"');
      expect(response.body).toContain('data-section="held"');
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("the contract popup (/contract)", () => {
  it("shows a member its waiting request and accepts it; the upline then sees it active", async () => {
    const cookie = await signInMember("player013");
    const id = contractId("DIVIDEND", "demo_agent42", "player013");
    const popup = await request("aurora", "/contract", { headers: { cookie } });
    expect(popup.status).toBe(200);
    const html = visible(popup.body);
    expect(html).toContain('data-dialog="contract"');
    expect(html).toContain(`data-contract="${id}"`);
    expect(html).toContain("Dividend from demo_agent42");
    // Someone else's contract id finds nothing.
    const foreign = await request("aurora", "/contract", {
      form: { intent: "respond", contractId: String(contractId("REALTIME_SALARY", "demo_agent1", "player010")), action: "accept" },
      headers: { ...sameOrigin("aurora"), cookie },
    });
    expect(foreign.status).toBe(404);
    expect(failureOf(foreign.body)).toBe("NOT_FOUND");
    // The popup takes no termination decisions.
    const terminate = await request("aurora", "/contract", {
      form: { intent: "respond", contractId: String(id), action: "terminate" },
      headers: { ...sameOrigin("aurora"), cookie },
    });
    expect(terminate.status).toBe(422);

    const accepted = await request("aurora", "/contract", {
      form: { intent: "respond", contractId: String(id), action: "accept" },
      headers: { ...sameOrigin("aurora"), cookie },
    });
    expectRedirect(accepted, "/contract");
    const after = visible((await request("aurora", "/contract", { headers: { cookie: withFlash(accepted, cookie) } })).body);
    expect(after).toContain(en.agentContracts.popupAccepted);
    expect(after).toContain(en.agentContracts.popupNone);
    expect(statusOf(visible((await page(DIVIDEND, "demo_agent42")).body), id)).toBe("ACTIVE");
  });

  it("says when nothing waits, and sends visitors to sign in", async () => {
    const cookie = await signInMember("player022");
    expect(visible((await request("aurora", "/contract", { headers: { cookie } })).body)).toContain(en.agentContracts.popupNone);
    const visitor = await request("aurora", "/contract");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe("/login?redirectTo=%2Fcontract");
  });

  it("answers the home's check with nothing waiting for an account signed out meanwhile, never a redirect its fetch would follow", async () => {
    const check = await request("aurora", "/contract.data?check");
    expect(check.status).toBe(200);
    expect(check.body).toContain('"pending"');
    expect(check.headers.location).toBeUndefined();
    // The popup's own address still sends a visitor to sign in.
    expect((await request("aurora", "/contract.data")).status).toBe(202);
  });
});

describe("accepting a lower rate", () => {
  it("terminates, by itself, the holder's downline contract that pays more than the holder now gets", async () => {
    const given = contractId("DIVIDEND", "demo_agent2", "demo_agent42"); // 15% at its top tier
    const offer = {
      intent: "offer",
      downline: "demo_agent2",
      period: "MONTHLY",
      tier1Members: "1",
      tier1Bet: "0",
      tier1Loss: "0",
      tier1Rate: "10",
    };
    expectRedirect(await post(DIVIDEND, "demo_agent1", offer), DIVIDEND);
    const offered = contractId("DIVIDEND", "demo_agent1", "demo_agent2");
    const accepted = await post(DIVIDEND, "demo_agent2", { intent: "respond", contractId: String(offered), action: "accept" });
    expectRedirect(accepted, DIVIDEND);
    expect(db.prepare("SELECT status, end_reason AS reason FROM agent_contracts WHERE id = ?").get(given)).toEqual({
      status: "TERMINATED",
      reason: "RATE_ABOVE_UPLINE",
    });
    const holderView = visible((await page(DIVIDEND, "demo_agent42")).body);
    expect(statusOf(holderView, given)).toBe("TERMINATED");
    expect(holderView).toContain(en.agentContracts.endReasons.RATE_ABOVE_UPLINE.replaceAll("'", "&#x27;"));
    expect(visible((await page(DIVIDEND, "demo_agent2", accepted)).body)).toContain(en.agentContracts.autoEnded.replace("{{count}}", "1"));
  });
});

describe("settlement in the sandbox", () => {
  it("pays demo_agent41's real-time salary once the 5-minute window of a bet has passed, once only, through the ledger", async () => {
    const contract = contractId("REALTIME_SALARY", "demo_agent1", "demo_agent41");
    // A ₱20.00 bet by player026 (demo_agent41's team) through the demo game, in the window in progress.
    const player = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player026", MEMBER.password) });
    const { url } = await player.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
    const bet = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 2_000, requestId: `contracts-${Date.now()}` }),
    });
    expect(bet.status).toBe(200);
    const placedAt = db
      .prepare(
        "SELECT created_at FROM bets WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'player026') ORDER BY id DESC LIMIT 1",
      )
      .pluck()
      .get() as string;
    const window = periodOf(Date.parse(placedAt), "FIVE_MINUTES", 480);
    const settlementOf = () =>
      db
        .prepare(
          "SELECT amount_cents AS amountCents, valid_bet_cents AS validBetCents, reference FROM contract_settlements WHERE contract_id = ? AND period_start = ?",
        )
        .get(contract, new Date(window.start).toISOString()) as
        { amountCents: number; validBetCents: number; reference: string } | undefined;
    // Windows that closed before this bet's (the seed's bets) are paid first, so the advance pays only this one.
    await sb.control("/contracts/settle");
    const before = await money("demo_agent41");
    const lastLedgerId = db.prepare("SELECT MAX(id) FROM ledger").pluck().get() as number;

    await sb.control("/clock/advance", { ms: 5 * 60_000 });
    const settled = settlementOf();
    expect(settled).toBeDefined();
    // At least the bet: ₱20.00 at the loss rate (1%) or the profit rate (0.5%), so ₱0.10 or more.
    expect(settled!.validBetCents).toBeGreaterThanOrEqual(2_000);
    expect(settled!.amountCents).toBeGreaterThanOrEqual(10);
    const after = await money("demo_agent41");
    // The advance may also close a longer window of demo_agent41's other contracts (an hour's or a
    // day's, when the test runs just before one ends): the wallet moved by the settlements the
    // advance paid, nothing else, and this window's salary is one of them.
    const paid = db
      .prepare(
        `SELECT reference, delta_cents AS deltaCents, reference IN (SELECT reference FROM contract_settlements) AS settlement FROM ledger
         WHERE id > ? AND account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_agent41')`,
      )
      .all(lastLedgerId) as Array<{ reference: string; deltaCents: number; settlement: number }>;
    expect(paid).toContainEqual({ reference: settled!.reference, deltaCents: settled!.amountCents, settlement: 1 });
    expect(paid.filter((row) => row.settlement !== 1)).toEqual([]);
    expect(after.balanceCents - before.balanceCents).toBe(paid.reduce((sum, row) => sum + row.deltaCents, 0));
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect(count("SELECT COUNT(*) FROM ledger WHERE reference = ? AND kind = 'salary.paid'", settled!.reference)).toBe(1);

    // Once only: settling again, or reading the page, pays nothing more; the page lists it.
    expect(await sb.control("/contracts/settle")).toEqual({ settlements: 0 });
    const shown = visible((await page(`${REALTIME}?side=OWN`, "demo_agent41")).body);
    expect(shown).toContain(periodText(new Date(window.start).toISOString(), new Date(window.end).toISOString(), offsetZone(480)));
    expect((await money("demo_agent41")).balanceCents).toBe(after.balanceCents);
  });

  it("answers the role checks itself: a member is no agent, a foreign downline is NOT_IN_TEAM, a window past today is refused", async () => {
    const member = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player022", MEMBER.password) });
    await expect(member.contracts.overview({ kind: "DIVIDEND" })).rejects.toMatchObject({ code: "NOT_AGENT" });
    const agent2 = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "demo_agent2", AGENT_PASSWORD) });
    const terms = { kind: "DAILY_SALARY" as const, tiers: [{ activeMembers: 1, betCents: 0, rateBasisPoints: 1 }] };
    await expect(agent2.contracts.offer({ downline: "player003", terms })).rejects.toMatchObject({ code: "NOT_IN_TEAM" });
    await expect(agent2.contracts.overview({ kind: "REALTIME_SALARY" })).rejects.toMatchObject({ code: "FUNCTION_DISABLED" });
    const { today } = await agent2.contracts.settings();
    const error = await agent2.contracts
      .settlements({ kind: "DIVIDEND", from: today, to: "2999-12-31" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).code).toBe("INVALID_REQUEST");
  });
});
