import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { outcomeOf } from "~/features/records/records.server";
import type { Outcome } from "~/features/records/types";
import type { OverviewPeriod } from "~/platform/contract/agent-team";
import { dayOf, offsetZone } from "~/format/dates";
import { requireAgentPage } from "../centre.server";

/** Money figures as the page shows them, formatted on the server. */
export interface MoneyFiguresView {
  deposits: string;
  withdrawals: string;
  validBets: string;
  profitLoss: string;
  outcome: Outcome;
}

export interface OverviewPeriodView {
  period: OverviewPeriod;
  /** The period's day in the merchant's offset (`2026-11-23`), or its month (`2026-11`). */
  days: string;
  team: { teamSize: number; newMembers: number; activeMembers: number } & MoneyFiguresView;
  own: MoneyFiguresView;
}

export interface TeamOverviewView {
  overview: Result<{ utcOffsetMinutes: number; periods: OverviewPeriodView[] }>;
}

/**
 * `/agentHome/agentTeamOverview`: the whole downline's and the agent's own figures for today,
 * yesterday and this month (the platform counts them in the merchant's agent days).
 */
export async function teamOverviewLoader({ request, context }: LoaderFunctionArgs) {
  await requireAgentPage(request, context);
  const [overview, format] = await Promise.all([settled(context.platform.agentTeam.overview()), amountFormatter(context)]);
  const signed = (cents: number) => `${cents < 0 ? "-" : ""}${format(Math.abs(cents))}`;
  const money = (figures: {
    depositCents: number;
    withdrawalCents: number;
    validBetCents: number;
    profitLossCents: number;
  }): MoneyFiguresView => ({
    deposits: format(figures.depositCents),
    withdrawals: format(figures.withdrawalCents),
    validBets: format(figures.validBetCents),
    profitLoss: signed(figures.profitLossCents),
    outcome: outcomeOf(figures.profitLossCents),
  });
  const view: TeamOverviewView = {
    overview: overview.ok
      ? {
          ok: true,
          value: {
            utcOffsetMinutes: overview.value.utcOffsetMinutes,
            periods: overview.value.periods.map(({ period, from, team, own }) => {
              const first = dayOf(from, offsetZone(overview.value.utcOffsetMinutes));
              return {
                period,
                days: period === "thisMonth" ? first.slice(0, 7) : first,
                team: { teamSize: team.teamSize, newMembers: team.newMembers, activeMembers: team.activeMembers, ...money(team) },
                own: money(own),
              };
            }),
          },
        }
      : overview,
  };
  return data(view, { headers: NO_STORE });
}
