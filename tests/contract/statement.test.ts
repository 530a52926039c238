import { describe, expect, it } from "vitest";
import { addDays, todayIn, UTC_ZONE } from "~/format/dates";
import { lastTwelveMonthsStart, type StatementEntry } from "~/platform/contract/statement";
import { PLAY_TIME_ACCOUNTS, PLAY_TIME_MERCHANT } from "../../sandbox/seed/play-time";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * statement.entries: a window's deposits, withdrawals and bets, oldest first, paged by key, with
 * the totals account activity gives the same days. rg_activity has a year and more of money and
 * play, every 9 days (sandbox/seed/play-time.ts).
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const today = todayIn(UTC_ZONE, sb.sandbox.clock.now());

async function signedIn(username: string, merchant = PLAY_TIME_MERCHANT) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}
type Platform = Awaited<ReturnType<typeof signedIn>>;

/** Every entry of the window, page after page of `pageSize`, and the first page's totals. */
async function wholeStatement(platform: Platform, from: string, to: string, pageSize: number) {
  const first = await platform.statement.entries({ from, to, pageSize });
  const entries: StatementEntry[] = [...first.entries];
  let next = first.next;
  while (next !== null) {
    const page = await platform.statement.entries({ from, to, pageSize, after: next });
    expect(page.totals).toBeNull();
    entries.push(...page.entries);
    next = page.next;
  }
  return { entries, totals: first.totals! };
}

/** Account activity's days from `from` to `to`, added up. */
async function activitySums(platform: Platform, from: string, to: string) {
  const days = [];
  for (let page = 1; ; page++) {
    const { rows, totalPages } = await platform.playTime.activity({ period: "DAY", pageNo: page, pageSize: 100 });
    days.push(...rows);
    if (page >= totalPages) break;
  }
  const inWindow = days.filter((row) => row.periodStart >= from && row.periodStart <= to);
  const sum = (key: "depositsCents" | "withdrawalsCents" | "netCents") => inWindow.reduce((acc, row) => acc + row[key], 0);
  return { depositsCents: sum("depositsCents"), withdrawalsCents: sum("withdrawalsCents"), netCents: sum("netCents") };
}

const sumOf = (entries: StatementEntry[], kind: StatementEntry["kind"]) =>
  entries.filter((entry) => entry.kind === kind).reduce((acc, entry) => acc + entry.amountCents, 0);
const countOf = (entries: StatementEntry[], kind: StatementEntry["kind"]) => entries.filter((entry) => entry.kind === kind).length;

describe("statement.entries", () => {
  it("lists a window's entries oldest first, with totals equal to its entries and to account activity's days", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    const [from, to] = [addDays(today, -200), addDays(today, -20)];
    const { entries, totals } = await wholeStatement(platform, from, to, 7);

    expect(totals).toEqual({
      deposits: countOf(entries, "DEPOSIT"),
      depositsCents: sumOf(entries, "DEPOSIT"),
      withdrawals: countOf(entries, "WITHDRAWAL"),
      withdrawalsCents: sumOf(entries, "WITHDRAWAL"),
      bets: countOf(entries, "BET"),
      netCents: sumOf(entries, "BET"),
    });
    expect(totals.deposits).toBeGreaterThan(10);
    expect(totals.withdrawals).toBeGreaterThan(3);
    expect(totals.bets).toBeGreaterThan(10);
    const { depositsCents, withdrawalsCents, netCents } = totals;
    expect({ depositsCents, withdrawalsCents, netCents }).toEqual(await activitySums(platform, from, to));

    const times = entries.map((entry) => entry.time);
    expect(times).toEqual([...times].sort());
    expect(times[0]! >= `${from}T00:00:00.000Z`).toBe(true);
    expect(times.at(-1)! < `${addDays(to, 1)}T00:00:00.000Z`).toBe(true);
    // Failed deposits and rejected withdrawals count for nothing, as in account activity.
    expect(entries.some((entry) => entry.reference.startsWith("DP-RGACTF"))).toBe(false);
  });

  it("covers the whole of the last 12 months, and nothing older", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    const from = lastTwelveMonthsStart(today);
    const { entries, totals } = await wholeStatement(platform, from, today, 1000);
    expect(entries).toHaveLength(totals.deposits + totals.withdrawals + totals.bets);
    const { depositsCents, withdrawalsCents, netCents } = totals;
    expect({ depositsCents, withdrawalsCents, netCents }).toEqual(await activitySums(platform, from, today));
    const older = db
      .prepare(
        `SELECT count(*) FROM deposit_orders d JOIN accounts a ON a.id = d.account_id
          WHERE a.merchant = ? AND a.username = ? AND d.status = 'CREDITED' AND d.settled_at < ?`,
      )
      .pluck()
      .get(PLAY_TIME_MERCHANT, PLAY_TIME_ACCOUNTS.activity, `${from}T00:00:00.000Z`) as number;
    expect(older).toBeGreaterThan(0);
  });

  it("pages entries of the same time by kind and row, each once, one a page", async () => {
    const username = "player021";
    const account = db.prepare("SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = ?").pluck().get(username) as number;
    const at = `${addDays(today, -3)}T10:00:00.000Z`;
    const bank = db
      .prepare(
        "INSERT INTO bank_accounts (account_id, bank_name, account_name, account_number, created_at) VALUES (?, 'BDO', 'Tie', '0099', ?)",
      )
      .run(account, at).lastInsertRowid;
    const deposit = db.prepare(`
      INSERT INTO deposit_orders (reference, account_id, method, channel, amount_cents, fee_cents, status, pay_token, return_url, created_at, settled_at)
      VALUES (?, ?, 'GCASH', 'GCASH', ?, 0, 'CREDITED', ?, '/', ?, ?)`);
    for (const n of [1, 2]) deposit.run(`DP-TIE${n}`, account, n * 1000, `tie-${n}`, at, at);
    db.prepare(
      "INSERT INTO withdrawals (reference, account_id, bank_account_id, amount_cents, status, created_at) VALUES ('WD-TIE1', ?, ?, 700, 'PAID', ?)",
    ).run(account, bank, at);
    const game = db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as string;
    const bet = db.prepare(
      "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES (?, ?, 'AURORA', ?, 100, ?, ?)",
    );
    const betIds = [0, 250, 0].map((win, n) => Number(bet.run(`statement-tie-${n}`, account, game, win, at).lastInsertRowid));

    const platform = await signedIn(username, "AURORA");
    const window = [addDays(today, -3), addDays(today, -3)] as const;
    const paged = await wholeStatement(platform, ...window, 1);
    const plain = await wholeStatement(platform, ...window, 1000);
    expect(paged.entries).toEqual(plain.entries);
    expect(paged.entries.map((entry) => [entry.kind, entry.reference, entry.amountCents])).toEqual([
      ["DEPOSIT", "DP-TIE1", 1000],
      ["DEPOSIT", "DP-TIE2", 2000],
      ["WITHDRAWAL", "WD-TIE1", 700],
      ["BET", String(betIds[0]), -100],
      ["BET", String(betIds[1]), 150],
      ["BET", String(betIds[2]), -100],
    ]);
    expect(paged.totals).toEqual({ deposits: 2, depositsCents: 3000, withdrawals: 1, withdrawalsCents: 700, bets: 3, netCents: -50 });
  });

  it("is empty for a window with nothing in it, totals zero", async () => {
    const platform = await signedIn("demo_newbie", "AURORA");
    expect(await platform.statement.entries({ from: addDays(today, -30), to: today })).toEqual({
      entries: [],
      next: null,
      totals: { deposits: 0, depositsCents: 0, withdrawals: 0, withdrawalsCents: 0, bets: 0, netCents: 0 },
    });
  });

  it("refuses a window reversed, ending after today or starting before the last 12 months, naming the field", async () => {
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    const earliest = lastTwelveMonthsStart(today);
    for (const [from, to, field] of [
      [today, addDays(today, -1), "to"],
      [today, addDays(today, 1), "to"],
      [addDays(earliest, -1), today, "from"],
    ] as const) {
      const error = await platformError(platform.statement.entries({ from, to }));
      expect([error.code, error.details?.fields?.[0]?.path], `${from}..${to}`).toEqual(["INVALID_REQUEST", field]);
    }
    expect((await platform.statement.entries({ from: earliest, to: earliest })).totals).not.toBeNull();
    const raw = await sb.raw("GET", "/api/v1/statement/entries", {
      merchant: PLAY_TIME_MERCHANT,
      query: { from: today, to: today, after: "not-a-page" },
      token: await sb.login(PLAY_TIME_MERCHANT, PLAY_TIME_ACCOUNTS.activity, MEMBER.password),
    });
    expect(raw.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
  });

  it("needs a real account", async () => {
    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "linux", platform: "W", deviceId: "statement-test" });
    const error = await platformError(sb.platform({ merchant: "TALA", token: trial.token }).statement.entries({ from: today, to: today }));
    expect(error.code).toBe("TRIAL_NOT_ALLOWED");
  });
});

describe("lastTwelveMonthsStart", () => {
  it("is a year before today, plus a day, as account activity's `since`", async () => {
    expect(lastTwelveMonthsStart("2026-11-29")).toBe("2025-11-30");
    expect(lastTwelveMonthsStart("2027-01-01")).toBe("2026-01-02");
    expect(lastTwelveMonthsStart("2028-02-29")).toBe("2027-03-02");
    const platform = await signedIn(PLAY_TIME_ACCOUNTS.activity);
    expect((await platform.playTime.activity({ period: "MONTH", pageNo: 1, pageSize: 1 })).since).toBe(lastTwelveMonthsStart(today));
  });
});
