import { describe, expect, it } from "vitest";
import { addDays } from "~/format/dates";
import { AGENT_REPORT_QUERIES } from "../../sandbox/calls/agent-reports";
import { AGENT_PASSWORD, MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The agent reports (agentReports.*) against the sandbox. The test builds its own rows: a
 * member four levels down (demo_agent1 → demo_agent2 → demo_agent42 → deep member), an account
 * outside the tree, and bets and ledger rows on both sides of a period's bounds in the
 * merchant's offset (UTC+8). Expected figures are computed here from the database's rows,
 * walking the tree in code, so the seed's size does not matter.
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const agent = async (username: string) =>
  sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", username, AGENT_PASSWORD) }).agentReports;
const agent1 = await agent("demo_agent1");
const agent2 = await agent("demo_agent2");
const { today, utcOffsetMinutes, maxRangeDays } = await agent1.settings({});

const idOf = (username: string) =>
  db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?").pluck().get(username) as number;
function addAccount(username: string, parentId: number | null): number {
  return Number(
    db
      .prepare(
        "INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, parent_id, created_at) VALUES ('AURORA', ?, 'x', ?, 0, ?, ?)",
      )
      .run(username, username, parentId, new Date(Date.now() - 90 * DAY_MS).toISOString()).lastInsertRowid,
  );
}
let bets = 0;
const addBet = (accountId: number, at: number, stakeCents: number, winCents: number) =>
  db
    .prepare(
      "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, 'AURORA', 'RNG-PG-0007', ?, ?, ?)",
    )
    .run(`report-test-${++bets}`, accountId, stakeCents, winCents, new Date(at).toISOString());
/* Written straight into the ledger: this file's sandbox is its own, and balances are not what it checks. */
const addLedger = (accountId: number, at: number, kind: string, deltaCents: number) =>
  db
    .prepare(
      "INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at) VALUES (?, 'MAIN', ?, ?, 0, ?, ?)",
    )
    .run(accountId, kind, deltaCents, `report-test-${kind}`, new Date(at).toISOString());

/** The agent day `day`'s bounds in UTC ms: [start, end). */
const boundsOf = (day: string) => {
  const start = Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * MINUTE_MS;
  return { start, end: start + DAY_MS };
};

/** Every account below `agentId`, found by walking parent ids in code (not the sandbox's query). */
function teamOf(agentId: number): Set<number> {
  const rows = db.prepare("SELECT id, parent_id AS parent FROM accounts").all() as Array<{ id: number; parent: number | null }>;
  const team = new Set<number>();
  let frontier = [agentId];
  while (frontier.length > 0) {
    frontier = rows.filter((row) => row.parent !== null && frontier.includes(row.parent)).map((row) => row.id);
    for (const id of frontier) team.add(id);
  }
  return team;
}

const PERIOD = addDays(today, -1);
const { start, end } = boundsOf(PERIOD);
const deep = addAccount("report_deep", idOf("demo_agent42"));
const outsider = addAccount("report_outsider", null);
// Inside the period: its first and last millisecond and its middle; outside: one millisecond either side.
const INSIDE = [start, start + 12 * 3_600_000, end - 1];
const OUTSIDE = [start - 1, end];
for (const at of INSIDE) addBet(deep, at, 1_000, 2_500);
for (const at of OUTSIDE) addBet(deep, at, 70_000, 0);
addBet(idOf("demo_agent42"), start + 1_000, 5_000, 0);
addBet(outsider, start + 1_000, 9_000, 0);
for (const at of [...INSIDE, ...OUTSIDE]) {
  addLedger(deep, at, "deposit.credited", 10_000);
  addLedger(deep, at, "withdrawal.hold", -3_000);
  addLedger(deep, at, "promotion.bonus", 777);
  addLedger(deep, at, "upline.out", -500);
}
addLedger(deep, start + 2_000, "withdrawal.refund", 1_000);
addLedger(outsider, start + 1_000, "deposit.credited", 50_000);

const inPeriod = (time: string) => Date.parse(time) >= start && Date.parse(time) < end;
const categoryOf = (kind: string) => kind.split(".")[0];

/** The team's figures for the period, from the rows themselves. */
function expectedTeamFigures(agentId: number) {
  const team = teamOf(agentId);
  const betRows = (
    db.prepare("SELECT account_id AS account, stake_cents AS stake, win_cents AS win, created_at AS time FROM bets").all() as Array<{
      account: number;
      stake: number;
      win: number;
      time: string;
    }>
  ).filter((row) => team.has(row.account) && inPeriod(row.time));
  const ledgerRows = (
    db.prepare("SELECT account_id AS account, kind, delta_cents AS delta, created_at AS time FROM ledger").all() as Array<{
      account: number;
      kind: string;
      delta: number;
      time: string;
    }>
  ).filter((row) => team.has(row.account) && inPeriod(row.time));
  const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
  const notBonus = ["opening", "bet", "lottery", "deposit", "withdrawal", "transfer", "upline", "downline"];
  const validBetCents = sum(betRows, (row) => row.stake);
  const winCents = sum(betRows, (row) => row.win);
  return {
    bets: betRows.length,
    validBetCents,
    winCents,
    profitCents: winCents - validBetCents,
    depositCents: sum(
      ledgerRows.filter((row) => categoryOf(row.kind) === "deposit"),
      (row) => row.delta,
    ),
    withdrawalCents: -sum(
      ledgerRows.filter((row) => categoryOf(row.kind) === "withdrawal"),
      (row) => row.delta,
    ),
    bonusCents: sum(
      ledgerRows.filter((row) => row.delta > 0 && !notBonus.includes(categoryOf(row.kind))),
      (row) => row.delta,
    ),
  };
}

describe("agentReports.settings", () => {
  it("gives the merchant's agent day (UTC+8) and the longest window; members are refused", async () => {
    expect(utcOffsetMinutes).toBe(480);
    expect(today).toBe(new Date(sb.sandbox.clock.now().getTime() + 480 * MINUTE_MS).toISOString().slice(0, 10));
    expect(maxRangeDays).toBe(90);
    const member = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", MEMBER.username, MEMBER.password) });
    expect((await platformError(member.agentReports.settings({}))).code).toBe("NOT_AGENT");
    expect((await platformError(member.agentReports.teamBets({ from: PERIOD, to: PERIOD, language: "EN" }))).code).toBe("NOT_AGENT");
  });
});

describe("the team's profit and loss for a period (a tree of four levels)", () => {
  it("equals the sum of the period's bet and ledger rows of every account below the agent, and nothing just outside it", async () => {
    const expected = expectedTeamFigures(idOf("demo_agent1"));
    const report = await agent1.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 100 });
    expect(report.totals).toEqual(expected);
    // Every page's rows (the seeded team is bigger than a page).
    for (let pageNo = 2; pageNo <= report.totalPages; pageNo++) {
      report.list.push(...(await agent1.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 100, pageNo })).list);
    }
    // The rows this test put at the bounds: three bets inside, two far bigger ones outside.
    const deepRow = report.list.find((row) => row.username === "report_deep")!;
    expect(deepRow).toEqual({
      username: "report_deep",
      bets: 3,
      validBetCents: 3_000,
      winCents: 7_500,
      profitCents: 4_500,
      depositCents: 30_000,
      withdrawalCents: 9_000 - 1_000,
      bonusCents: 3 * 777,
    });
    expect(report.list.map((row) => row.username)).not.toContain("report_outsider");
    // The rows add up to the totals, and the team betting report agrees on the bets.
    const column = (name: keyof typeof expected) => report.list.reduce((total, row) => total + row[name], 0);
    for (const name of Object.keys(expected) as Array<keyof typeof expected>) expect(column(name), name).toBe(expected[name]);
    const teamBets = await agent1.teamBets({ from: PERIOD, to: PERIOD, language: "EN" });
    expect(teamBets.totals).toEqual({
      bets: expected.bets,
      validBetCents: expected.validBetCents,
      winCents: expected.winCents,
      profitCents: expected.profitCents,
    });
  });

  it("counts for a sub-agent only its own subtree", async () => {
    const report = await agent2.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 100 });
    expect(report.totals).toEqual(expectedTeamFigures(idOf("demo_agent2")));
    expect(report.list.map((row) => row.username)).toContain("report_deep");
  });

  it("pages the members by username, the totals staying those of the whole period", async () => {
    const whole = await agent1.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 100 });
    const first = await agent1.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 2 });
    const second = await agent1.memberProfit({ from: PERIOD, to: PERIOD, pageSize: 2, pageNo: 2 });
    expect(first.total).toBe(whole.total);
    expect(first.totalPages).toBe(Math.ceil(whole.total / 2));
    expect([...first.list, ...second.list]).toEqual(whole.list.slice(0, 4));
    expect(second.totals).toEqual(whole.totals);
  });
});

describe("the member filter", () => {
  it("narrows a report to one account of the team", async () => {
    const bets = await agent1.teamBets({ from: PERIOD, to: PERIOD, member: "report_deep", language: "EN" });
    expect(bets.list.map((bet) => bet.username)).toEqual(["report_deep", "report_deep", "report_deep"]);
    expect(bets.list.map((bet) => bet.time)).toEqual([end - 1, start + 12 * 3_600_000, start].map((at) => new Date(at).toISOString()));
    expect(bets.list[0]).toMatchObject({ validBetCents: 1_000, winCents: 2_500, profitCents: 1_500, gameType: "RNG" });
    const money = await agent1.teamTransactions({ from: PERIOD, to: PERIOD, member: "report_deep", category: "deposit" });
    expect(money.totals).toEqual({ entries: 3, inCents: 30_000, outCents: 0 });
  });

  it("refuses an account outside the agent's team, above it, beside it or unknown: NOT_IN_TEAM, no data", async () => {
    for (const member of ["report_outsider", "demo_agent1", "demo_agent41", "demo_agent2", "nobody_at_all"]) {
      const error = await platformError(agent2.teamBets({ from: PERIOD, to: PERIOD, member, language: "EN" }));
      expect([member, error.code]).toEqual([member, "NOT_IN_TEAM"]);
      expect(error.status).toBe(403);
    }
    for (const call of [
      agent2.memberProfit({ from: PERIOD, to: PERIOD, member: "demo_agent41" }),
      agent2.income({ from: PERIOD, to: PERIOD, member: "demo_agent1" }),
      agent2.teamTransactions({ from: PERIOD, to: PERIOD, member: "report_outsider" }),
    ]) {
      expect((await platformError(call)).code).toBe("NOT_IN_TEAM");
    }
  });
});

describe("the window", () => {
  it("refuses a window ending after the agent's today, reversed, or longer than the limit", async () => {
    const tomorrow = addDays(today, 1);
    for (const [from, to] of [
      [today, tomorrow],
      [today, PERIOD],
      [addDays(today, -maxRangeDays), today],
    ]) {
      const error = await platformError(agent1.teamTransactions({ from, to }));
      expect([from, to, error.code]).toEqual([from, to, "INVALID_REQUEST"]);
    }
    // The longest window is accepted.
    await expect(agent1.teamTransactions({ from: addDays(today, 1 - maxRangeDays), to: today })).resolves.toBeDefined();
  });
});

describe("agentReports.income", () => {
  it("lists the agent's own income by category: transfers in from the downline, dividends and salaries when they exist", async () => {
    const agentId = idOf("demo_agent1");
    addLedger(agentId, start + 5_000, "dividend.daily", 12_345);
    addLedger(agentId, start + 6_000, "salary.hourly", 678);
    addLedger(agentId, start + 7_000, "deposit.credited", 99_999);
    addLedger(agentId, end, "dividend.daily", 55_555);
    const income = await agent1.income({ from: PERIOD, to: PERIOD });
    const own = (
      db.prepare("SELECT kind, delta_cents AS delta, created_at AS time FROM ledger WHERE account_id = ?").all(agentId) as Array<{
        kind: string;
        delta: number;
        time: string;
      }>
    ).filter(
      (row) =>
        inPeriod(row.time) &&
        row.delta > 0 &&
        !["opening", "deposit", "withdrawal", "bet", "lottery", "transfer", "downline"].includes(categoryOf(row.kind)),
    );
    expect(income.totals).toEqual({ entries: own.length, amountCents: own.reduce((total, row) => total + row.delta, 0) });
    expect(income.categories.find((row) => row.category === "dividend")).toEqual({ category: "dividend", entries: 1, amountCents: 12_345 });
    expect(income.categories.find((row) => row.category === "salary")).toEqual({ category: "salary", entries: 1, amountCents: 678 });
    expect(income.categories.map((row) => row.category)).not.toContain("deposit");

    const dividends = await agent1.income({ from: PERIOD, to: PERIOD, category: "dividend" });
    expect(dividends.list).toEqual([expect.objectContaining({ kind: "dividend.daily", category: "dividend", amountCents: 12_345 })]);
    expect(dividends.totals).toEqual({ entries: 1, amountCents: 12_345 });
  });

  it("shows a team member's income with the member filter: the seed's transfers up from demo_agent42 reach demo_agent2", async () => {
    const month = { from: addDays(today, -29), to: today };
    const received = db
      .prepare(
        "SELECT count(*) AS entries, coalesce(sum(delta_cents), 0) AS amountCents FROM ledger WHERE account_id = ? AND kind = 'upline.in' AND created_at >= ?",
      )
      .get(idOf("demo_agent2"), new Date(boundsOf(month.from).start).toISOString()) as { entries: number; amountCents: number };
    const income = await agent1.income({ ...month, member: "demo_agent2", category: "upline" });
    expect(income.totals).toEqual(received);
    expect(income.list.every((row) => row.kind === "upline.in")).toBe(true);
  });
});

describe("the report queries", () => {
  it("walk the tree by accounts_by_parent and read bets and ledger rows by account and time, never scanning a table", () => {
    const params = {
      agent: idOf("demo_agent1"),
      member: null,
      account: idOf("demo_agent1"),
      start: "2026-01-01",
      end: "2026-02-01",
      type: null,
      category: null,
      limit: 20,
      offset: 0,
    };
    for (const [name, sql] of Object.entries(AGENT_REPORT_QUERIES)) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((row) => row.detail).join("\n");
      expect(plan, name).not.toMatch(/SCAN (b|l|a|accounts|bets|ledger)\b(?! USING)/);
      // The index each table the query reads by its key must use.
      const indexes = [
        sql.includes("parent_id = @agent") ? "accounts_by_parent" : null,
        /FROM bets/.test(sql) ? "bets_by_account" : null,
        /FROM ledger/.test(sql) ? "ledger_by_account_time" : null,
      ].filter((index) => index !== null);
      expect(
        indexes.filter((index) => !plan.includes(index)),
        `${name}: indexes not used`,
      ).toEqual([]);
    }
  });
});
