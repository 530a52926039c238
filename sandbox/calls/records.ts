import type { GameType } from "../../app/platform/contract";
import type { BonusType } from "../../app/platform/contract/records";
import { dayRange, daysBetween, todayIn, UTC_ZONE } from "../../app/format/dates";
import { SandboxError, type CallContext, type GroupHandlers } from "../handler";
import { sessionOf } from "../lib/sessions";
import { prepared } from "./statements";

/** The longest window a record list accepts, in days (the portal reads it from records.settings). */
export const RECORDS_MAX_RANGE_DAYS = 90;

/**
 * The window's bounds as ISO times (`from` inclusive, `to` exclusive), after checking it
 * as the contract says: from ≤ to ≤ today, at most RECORDS_MAX_RANGE_DAYS days.
 */
export function windowOf(ctx: CallContext, from: string, to: string): { start: string; end: string } {
  const days = daysBetween(from, to);
  const problem =
    days < 1
      ? { path: "to", message: "Before from" }
      : to > todayIn(UTC_ZONE, ctx.clock.now())
        ? { path: "to", message: "After today" }
        : days > RECORDS_MAX_RANGE_DAYS
          ? { path: "from", message: `More than ${RECORDS_MAX_RANGE_DAYS} days` }
          : null;
  if (problem) throw new SandboxError("INVALID_REQUEST", { fields: [problem] });
  const window = dayRange(from, to, UTC_ZONE);
  return { start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() };
}

const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The caller's bets in the window, of one game type or of all (@type NULL). */
const BETS_WHERE = `b.account_id = @account AND b.created_at >= @start AND b.created_at < @end AND (@type IS NULL OR g.game_type = @type)`;

export const recordsHandlers: GroupHandlers<"records"> = {
  settings: (ctx) => ({ today: todayIn(UTC_ZONE, ctx.clock.now()), maxRangeDays: RECORDS_MAX_RANGE_DAYS }),

  bets: (ctx, { from, to, gameType, pageNo, pageSize, language }) => {
    const { start, end } = windowOf(ctx, from, to);
    const params = { account: sessionOf(ctx).accountId, start, end, type: gameType ?? null };
    const totals = prepared(
      ctx.db,
      `SELECT count(*) AS bets, coalesce(sum(b.stake_cents), 0) AS stakeCents, coalesce(sum(b.win_cents), 0) AS winCents
         FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${BETS_WHERE}`,
    ).get(params) as { bets: number; stakeCents: number; winCents: number };
    const rows = prepared(
      ctx.db,
      `SELECT b.id, b.created_at AS time, g.name_en AS nameEn, g.name_ty AS nameTy, v.name AS vendorName,
              g.game_type AS gameType, b.stake_cents AS stakeCents, b.win_cents AS winCents
         FROM bets b JOIN games g ON g.node_id = b.node_id JOIN vendors v ON v.code = g.vendor_code
        WHERE ${BETS_WHERE}
        ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as Array<{
      id: number;
      time: string;
      nameEn: string;
      nameTy: string;
      vendorName: string;
      gameType: GameType;
      stakeCents: number;
      winCents: number;
    }>;
    return {
      list: rows.map(({ id, nameEn, nameTy, ...row }) => ({
        ...row,
        id: String(id),
        gameName: language === "TY" ? nameTy : nameEn,
        profitCents: row.winCents - row.stakeCents,
      })),
      total: totals.bets,
      totalPages: pagesOf(totals.bets, pageSize),
      totals: { ...totals, profitCents: totals.winCents - totals.stakeCents },
    };
  },

  profit: (ctx, { from, to, gameType, pageNo, pageSize }) => {
    const { start, end } = windowOf(ctx, from, to);
    const params = { account: sessionOf(ctx).accountId, start, end, type: gameType ?? null };
    const days = prepared(
      ctx.db,
      `SELECT substr(b.created_at, 1, 10) AS day, count(*) AS bets,
              sum(b.stake_cents) AS stakeCents, sum(b.win_cents) AS winCents
         FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${BETS_WHERE}
        GROUP BY day ORDER BY day DESC`,
    ).all(params) as Array<{ day: string; bets: number; stakeCents: number; winCents: number }>;
    const withProfit = days.map((row) => ({ ...row, profitCents: row.winCents - row.stakeCents }));
    const totals = withProfit.reduce(
      (sum, row) => ({
        bets: sum.bets + row.bets,
        stakeCents: sum.stakeCents + row.stakeCents,
        winCents: sum.winCents + row.winCents,
        profitCents: sum.profitCents + row.profitCents,
      }),
      { bets: 0, stakeCents: 0, winCents: 0, profitCents: 0 },
    );
    return {
      list: withProfit.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: withProfit.length,
      totalPages: pagesOf(withProfit.length, pageSize),
      totals,
    };
  },

  bonuses: (ctx, { from, to, type, pageNo, pageSize, language }) => {
    const { start, end } = windowOf(ctx, from, to);
    const where = "account_id = @account AND created_at >= @start AND created_at < @end AND (@type IS NULL OR type = @type)";
    const params = { account: sessionOf(ctx).accountId, start, end, type: type ?? null };
    const totals = prepared(
      ctx.db,
      `SELECT count(*) AS bonuses, coalesce(sum(amount_cents), 0) AS amountCents FROM bonuses WHERE ${where}`,
    ).get(params) as { bonuses: number; amountCents: number };
    const rows = prepared(
      ctx.db,
      `SELECT id, created_at AS time, type, ${language === "TY" ? "title_ty" : "title_en"} AS title, amount_cents AS amountCents
         FROM bonuses WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as Array<{
      id: number;
      time: string;
      type: BonusType;
      title: string;
      amountCents: number;
    }>;
    return {
      list: rows.map((row) => ({ ...row, id: String(row.id) })),
      total: totals.bonuses,
      totalPages: pagesOf(totals.bonuses, pageSize),
      totals,
    };
  },
};
