import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GameType } from "~/platform/contract";
import type { ReaderState } from "../../sandbox/db/reader";
import { seedMemberBets } from "../../sandbox/seed/index";
import { MEMBER, seededImage, startTestSandbox } from "../helpers/sandbox";

/*
 * The record lists page by key (per-day counts and covering indexes, not OFFSET over the
 * bets), and their reads run off the request loop on a database file. Every page is checked
 * against the plain query over the bets table: the same rows in the same order, the same totals.
 */

const MERCHANT = "AURORA";
/** A generated player with a few seeded bets, given a history that spans pages across days. */
const PLAYER = "player031";
const PAGE_SIZE = 20;

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const now = sb.sandbox.clock.now();
seedMemberBets(db, { merchant: MERCHANT, username: PLAYER, count: 430, now, days: 6, label: "paging" });

const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const dayAfter = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, PLAYER) as number;

async function signedIn(username: string) {
  return sb.platform({ merchant: MERCHANT, token: await sb.login(MERCHANT, username, MEMBER.password) });
}

/** What the betting record must answer, read the plain way: every bet of the window in order. */
function expectedBets(from: string, to: string, type: GameType | null, pageNo: number) {
  const rows = db
    .prepare(
      `SELECT b.id, b.stake_cents AS stake, b.win_cents AS win FROM bets b JOIN games g ON g.node_id = b.node_id
        WHERE b.account_id = ? AND b.created_at >= ? AND b.created_at < ? AND (? IS NULL OR g.game_type = ?)
        ORDER BY b.created_at DESC, b.id DESC`,
    )
    .all(accountId, `${from}T00:00:00.000Z`, `${dayAfter(to)}T00:00:00.000Z`, type, type) as Array<{
    id: number;
    stake: number;
    win: number;
  }>;
  const stakeCents = rows.reduce((sum, row) => sum + row.stake, 0);
  const winCents = rows.reduce((sum, row) => sum + row.win, 0);
  return {
    ids: rows.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE).map((row) => String(row.id)),
    total: rows.length,
    totalPages: Math.ceil(rows.length / PAGE_SIZE),
    totals: { bets: rows.length, stakeCents, winCents, profitCents: winCents - stakeCents },
  };
}

describe("records.bets pages by key", () => {
  it("answers page 1, a middle page, the last page and past the last as the plain query does, with the window's totals on each", async () => {
    const platform = await signedIn(PLAYER);
    const [from, to] = [day(29), day(0)];
    const { totalPages } = expectedBets(from, to, null, 1);
    expect(totalPages).toBeGreaterThan(20);
    for (const pageNo of [1, Math.ceil(totalPages / 2), totalPages - 1, totalPages, totalPages + 1]) {
      const page = await platform.records.bets({ from, to, pageNo, pageSize: PAGE_SIZE, language: "EN" });
      const expected = expectedBets(from, to, null, pageNo);
      expect(
        { ids: page.list.map((row) => row.id), total: page.total, totalPages: page.totalPages, totals: page.totals },
        `page ${pageNo}`,
      ).toEqual(expected);
    }
    // The last page holds what is left; past it there are no rows, and the totals are unchanged.
    const last = await platform.records.bets({ from, to, pageNo: totalPages, pageSize: PAGE_SIZE, language: "EN" });
    expect(last.list.length).toBe(expectedBets(from, to, null, 1).total - (totalPages - 1) * PAGE_SIZE);
  });

  it("still respects the game type and a narrower range, and profit and loss adds up the same days", async () => {
    const platform = await signedIn(PLAYER);
    const [from, to] = [day(4), day(2)];
    for (const type of ["RNG", "FISH", null] as const) {
      const { totalPages } = expectedBets(from, to, type, 1);
      for (const pageNo of [1, 2, totalPages]) {
        const page = await platform.records.bets({ from, to, gameType: type ?? undefined, pageNo, pageSize: PAGE_SIZE, language: "EN" });
        expect({ ids: page.list.map((row) => row.id), total: page.total, totals: page.totals }, `${type} page ${pageNo}`).toEqual({
          ids: expectedBets(from, to, type, pageNo).ids,
          total: expectedBets(from, to, type, pageNo).total,
          totals: expectedBets(from, to, type, pageNo).totals,
        });
        expect(page.list.every((row) => type === null || row.gameType === type)).toBe(true);
      }
    }

    const profit = await platform.records.profit({ from, to, pageSize: PAGE_SIZE });
    const days = db
      .prepare(
        `SELECT substr(created_at, 1, 10) AS day, count(*) AS bets, sum(stake_cents) AS stakeCents, sum(win_cents) AS winCents
           FROM bets WHERE account_id = ? AND created_at >= ? AND created_at < ? GROUP BY day ORDER BY day DESC`,
      )
      .all(accountId, `${from}T00:00:00.000Z`, `${dayAfter(to)}T00:00:00.000Z`) as Array<{
      day: string;
      bets: number;
      stakeCents: number;
      winCents: number;
    }>;
    expect(profit.list).toEqual(days.map((row) => ({ ...row, profitCents: row.winCents - row.stakeCents })));
    expect(profit.totals.bets).toBe(expectedBets(from, to, null, 1).total);
  });

  it("keeps the totals right when a bet is placed, corrected and removed", async () => {
    const platform = await signedIn(PLAYER);
    const today = day(0);
    const totals = async () => (await platform.records.bets({ from: today, to: today, pageSize: PAGE_SIZE, language: "EN" })).totals;
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES ('paging-extra', ?, ?, 'RNG-PG-0007', 700, 0, ?)",
      )
      .run(accountId, MERCHANT, now.toISOString());
    expect(await totals()).toEqual(expectedBets(today, today, null, 1).totals);
    db.prepare("UPDATE bets SET win_cents = 2100 WHERE id = ?").run(lastInsertRowid);
    expect(await totals()).toEqual(expectedBets(today, today, null, 1).totals);
    db.prepare("DELETE FROM bets WHERE id = ?").run(lastInsertRowid);
    expect(await totals()).toEqual(expectedBets(today, today, null, 1).totals);
  });

  it("pages the bonus details the same way, ties in time in id order", async () => {
    const platform = await signedIn(PLAYER);
    const insert = db.prepare(
      "INSERT INTO bonuses (account_id, merchant, type, title_en, title_ty, amount_cents, created_at) VALUES (?, ?, ?, 'Bonus', 'Bonus', ?, ?)",
    );
    for (let n = 0; n < 9; n++) {
      // Two bonuses share each time: the page order is then by id, newest first.
      insert.run(
        accountId,
        MERCHANT,
        n % 3 === 0 ? "REBATE" : "PROMOTION",
        100 * (n + 1),
        new Date(now.getTime() - Math.floor(n / 2) * 3_600_000).toISOString(),
      );
    }
    for (const type of ["REBATE", null] as const) {
      const ids = db
        .prepare(
          "SELECT id FROM bonuses WHERE account_id = ? AND created_at >= ? AND (? IS NULL OR type = ?) ORDER BY created_at DESC, id DESC",
        )
        .pluck()
        .all(accountId, `${day(89)}T00:00:00.000Z`, type, type) as number[];
      const pages = Math.ceil(ids.length / 2);
      for (const pageNo of [1, Math.ceil(pages / 2), pages, pages + 1]) {
        const page = await platform.records.bonuses({
          from: day(89),
          to: day(0),
          type: type ?? undefined,
          pageNo,
          pageSize: 2,
          language: "EN",
        });
        expect(
          page.list.map((row) => row.id),
          `${type} page ${pageNo}`,
        ).toEqual(ids.slice((pageNo - 1) * 2, pageNo * 2).map(String));
        expect(page.total).toBe(ids.length);
      }
    }
  });
});

describe("transactions.list (the account record) pages by index", () => {
  it("answers page 1, a middle page, the last and past the last as the plain query does, with a kind filter too", async () => {
    const platform = await signedIn(PLAYER);
    const insert = db.prepare(
      "INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at) VALUES (?, 'MAIN', ?, ?, 0, ?, ?)",
    );
    for (let n = 0; n < 50; n++) {
      const kind = n % 2 === 0 ? "bet.stake" : "bet.win";
      insert.run(
        accountId,
        kind,
        kind === "bet.stake" ? -100 : 150,
        `paging-${n}`,
        new Date(now.getTime() - Math.floor(n / 3) * 600_000).toISOString(),
      );
    }
    for (const kind of ["bet.win", null] as const) {
      const rows = db
        .prepare(
          "SELECT id, delta_cents AS delta FROM ledger WHERE account_id = ? AND created_at >= ? AND (? IS NULL OR kind = ?) ORDER BY created_at DESC, id DESC",
        )
        .all(accountId, `${day(6)}T00:00:00.000Z`, kind, kind) as Array<{ id: number; delta: number }>;
      const pages = Math.ceil(rows.length / PAGE_SIZE);
      for (const page of [1, Math.ceil(pages / 2), pages, pages + 1]) {
        const answer = await platform.transactions.list({ from: day(6), to: day(0), kind: kind ?? undefined, page, pageSize: PAGE_SIZE });
        expect(
          answer.items.map((item) => item.id),
          `${kind} page ${page}`,
        ).toEqual(rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => row.id));
        expect({ total: answer.total, totalPages: answer.totalPages, in: answer.totalInCents, out: answer.totalOutCents }).toEqual({
          total: rows.length,
          totalPages: pages,
          in: rows.filter((row) => row.delta > 0).reduce((sum, row) => sum + row.delta, 0),
          out: rows.filter((row) => row.delta < 0).reduce((sum, row) => sum - row.delta, 0),
        });
      }
    }
  });
});

// A sandbox on a database file: its heavy reads run on the reader's own thread and connection.
const folder = mkdtempSync(join(tmpdir(), "sandbox-reader-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeFileSync(join(folder, "sandbox.db"), seededImage());
const onFile = await startTestSandbox({ dbPath: join(folder, "sandbox.db") });

describe("heavy reads off the request loop", () => {
  const readerState = async () => (await onFile.control("/reads/state")) as ReaderState;

  it("answers system.status and other calls while a betting record read is busy on the reader's thread", async () => {
    const platform = onFile.platform({ merchant: MERCHANT, token: await onFile.login(MERCHANT, MEMBER.username, MEMBER.password) });
    expect(await readerState()).toEqual({ offLoop: true, held: false, running: 0 });

    // The reader's thread is blocked before its next read, as a long query blocks it.
    await onFile.control("/reads/hold");
    let answered = false;
    const records = platform.records.bets({ from: day(29), to: day(0), pageNo: 2, pageSize: PAGE_SIZE, language: "EN" }).finally(() => {
      answered = true;
    });
    try {
      await expect.poll(async () => (await readerState()).running).toBe(1);
      expect(await platform.system.status()).toMatchObject({ status: 0 });
      expect(await platform.member.info()).toMatchObject({ account: MEMBER.username });
      expect(answered).toBe(false);
    } finally {
      await onFile.control("/reads/release");
    }
    const page = await records;
    const memberId = onFile.sandbox.db
      .prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?")
      .pluck()
      .get(MERCHANT, MEMBER.username) as number;
    expect(page.total).toBe(
      onFile.sandbox.db
        .prepare("SELECT count(*) FROM bets WHERE account_id = ? AND created_at >= ?")
        .pluck()
        .get(memberId, `${day(29)}T00:00:00.000Z`),
    );
    expect(await readerState()).toEqual({ offLoop: true, held: false, running: 0 });
  });

  it("sees a bet committed a moment before, on its own connection", async () => {
    const platform = onFile.platform({ merchant: MERCHANT, token: await onFile.login(MERCHANT, MEMBER.username, MEMBER.password) });
    const today = day(0);
    const before = (await platform.records.bets({ from: today, to: today, pageSize: PAGE_SIZE, language: "EN" })).totals.bets;
    const memberId = onFile.sandbox.db
      .prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?")
      .pluck()
      .get(MERCHANT, MEMBER.username);
    onFile.sandbox.db
      .prepare(
        "INSERT INTO bets (request_id, account_id, merchant, node_id, stake_cents, win_cents, created_at) VALUES ('reader-fresh', ?, ?, 'RNG-PG-0007', 300, 0, ?)",
      )
      .run(memberId, MERCHANT, onFile.sandbox.clock.now().toISOString());
    const after = await platform.records.bets({ from: today, to: today, pageSize: PAGE_SIZE, language: "EN" });
    expect(after.totals.bets).toBe(before + 1);
    expect(after.list[0]).toMatchObject({ stakeCents: 300 });
  });
});
