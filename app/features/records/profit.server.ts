import type { AppLoadContext } from "@remix-run/node";
import { gameTypesOf } from "~/brand/verticals.server";
import { loadRecords, outcomeOf } from "./records.server";
import type { Outcome, RecordsPageData } from "./types";

export interface ProfitRow {
  day: string;
  bets: number;
  stake: string;
  win: string;
  profit: string;
  outcome: Outcome;
}

export type ProfitTotals = Omit<ProfitRow, "day">;

export type ProfitData = RecordsPageData<ProfitRow, ProfitTotals>;

/** `/member/personalProfit`: the player's profit and loss per day with bets (records.profit). */
export function loadProfit(request: Request, context: AppLoadContext): Promise<ProfitData> {
  return loadRecords(request, context, {
    types: gameTypesOf(context.brand),
    async fetch({ type, ...window }, money) {
      const value = await context.platform.records.profit({ ...window, gameType: type ?? undefined });
      const figures = (row: { bets: number; stakeCents: number; winCents: number; profitCents: number }) => ({
        bets: row.bets,
        stake: money(row.stakeCents),
        win: money(row.winCents),
        profit: money(row.profitCents),
        outcome: outcomeOf(row.profitCents),
      });
      return {
        rows: value.list.map((row) => ({ day: row.day, ...figures(row) })),
        totals: figures(value.totals),
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
