import type { AppLoadContext } from "@remix-run/node";
import { gameTypesOf } from "~/brand/verticals.server";
import type { GameType } from "~/platform/contract/common";
import { loadRecords, outcomeOf } from "./records.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { Outcome, RecordsPageData } from "./types";

export interface BetRow {
  id: string;
  time: string;
  game: string;
  vendor: string;
  gameType: GameType;
  stake: string;
  win: string;
  profit: string;
  outcome: Outcome;
}

export interface BetTotals {
  bets: number;
  stake: string;
  win: string;
  profit: string;
  outcome: Outcome;
}

export type BettingRecordData = RecordsPageData<BetRow, BetTotals>;

/** `/member/personalHistoryCopy`: the player's settled bets, newest first (records.bets). */
export function loadBettingRecord(request: Request, context: AppLoadContext): Promise<BettingRecordData> {
  const zone = playerZone(context);
  return loadRecords(request, context, {
    types: gameTypesOf(context.brand),
    async fetch({ type, ...window }, money) {
      const value = await context.platform.records.bets({ ...window, gameType: type ?? undefined, language: context.i18n.language });
      return {
        rows: value.list.map((bet) => ({
          id: bet.id,
          time: formatDateTime(bet.time, zone, { seconds: true }),
          game: bet.gameName,
          vendor: bet.vendorName,
          gameType: bet.gameType,
          stake: money(bet.stakeCents),
          win: money(bet.winCents),
          profit: money(bet.profitCents),
          outcome: outcomeOf(bet.profitCents),
        })),
        totals: {
          bets: value.totals.bets,
          stake: money(value.totals.stakeCents),
          win: money(value.totals.winCents),
          profit: money(value.totals.profitCents),
          outcome: outcomeOf(value.totals.profitCents),
        },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
