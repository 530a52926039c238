import type { AppLoadContext } from "@remix-run/node";
import { outcomeOf } from "~/features/records/records.server";
import { gameTypesOf } from "~/brand/verticals.server";
import type { GameType } from "~/platform/contract/common";
import { loadAgentReport } from "./report.server";
import type { TeamBetRow, TeamBetTotals } from "./team-bets";

/** `/agentHome/personalHistoryCopy`: the team's bets (agentReports.teamBets). */
export function loadTeamBets(request: Request, context: AppLoadContext) {
  return loadAgentReport<GameType, TeamBetRow, TeamBetTotals>(request, context, {
    types: gameTypesOf(context.brand),
    async fetch({ type, ...query }, money, time) {
      const value = await context.platform.agentReports.teamBets({
        ...query,
        gameType: type ?? undefined,
        language: context.i18n.language,
      });
      return {
        rows: value.list.map((bet) => ({
          id: bet.id,
          time: time(bet.time),
          member: bet.username,
          game: bet.gameName,
          vendor: bet.vendorName,
          gameType: bet.gameType,
          validBet: money(bet.validBetCents),
          win: money(bet.winCents),
          profit: money(bet.profitCents),
          outcome: outcomeOf(bet.profitCents),
        })),
        totals: {
          bets: value.totals.bets,
          validBet: money(value.totals.validBetCents),
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
