import type { ContractTerms, DividendPeriod } from "../../app/platform/contract/agent-contracts";

/**
 * The arithmetic of contract settlement, pure (no database, no clock) so that it can be
 * unit-tested: which period an instant belongs to in the merchant's offset, a team's figures
 * for a period, the tier they reach and the amount it pays. Amounts are integer minor units;
 * rates are basis points; an amount is always rounded down (the platform never pays a
 * fraction of a minor unit).
 */

/** How long a contract's settlement period is: a dividend's own period, a day, an hour, or 5 minutes (real-time salary). */
export type PeriodUnit = DividendPeriod | "HOURLY" | "FIVE_MINUTES";

export interface Period {
  /** Inclusive start and exclusive end, epoch milliseconds (UTC instants). */
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function periodUnitOf(terms: ContractTerms): PeriodUnit {
  switch (terms.kind) {
    case "DIVIDEND":
      return terms.period;
    case "DAILY_SALARY":
      return "DAILY";
    case "HOURLY_SALARY":
      return "HOURLY";
    case "REALTIME_SALARY":
      return "FIVE_MINUTES";
  }
}

/**
 * The period of `unit` that holds the instant `at`, with boundaries at the merchant's local
 * midnight (`offsetMinutes` east of UTC): a week runs Monday to Sunday, a half month the 1st
 * to the 15th and the 16th to the month's last day.
 */
export function periodOf(at: number, unit: PeriodUnit, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE_MS;
  const local = at + shift;
  const fixed = (length: number, origin = 0): Period => {
    const start = Math.floor((local - origin) / length) * length + origin;
    return { start: start - shift, end: start + length - shift };
  };
  const day = new Date(local);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const between = (start: number, end: number): Period => ({ start: start - shift, end: end - shift });
  switch (unit) {
    case "FIVE_MINUTES":
      return fixed(5 * MINUTE_MS);
    case "HOURLY":
      return fixed(HOUR_MS);
    case "DAILY":
      return fixed(DAY_MS);
    case "WEEKLY":
      // 1970-01-05 was a Monday: weeks counted from there start on Mondays.
      return fixed(7 * DAY_MS, 4 * DAY_MS);
    case "SEMIMONTHLY":
      return day.getUTCDate() <= 15
        ? between(Date.UTC(year, month, 1), Date.UTC(year, month, 16))
        : between(Date.UTC(year, month, 16), Date.UTC(year, month + 1, 1));
    case "MONTHLY":
      return between(Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1));
  }
}

/** A bet as settlement reads it. */
export interface TeamBet {
  accountId: number;
  stakeCents: number;
  winCents: number;
  /** Epoch milliseconds. */
  at: number;
}

/** The team's bets grouped by the period of `unit` they fall in (keyed by the period's start). */
export function betsByPeriod(
  bets: readonly TeamBet[],
  unit: PeriodUnit,
  offsetMinutes: number,
): Map<number, { period: Period; bets: TeamBet[] }> {
  const groups = new Map<number, { period: Period; bets: TeamBet[] }>();
  for (const bet of bets) {
    const period = periodOf(bet.at, unit, offsetMinutes);
    const group = groups.get(period.start);
    if (group) group.bets.push(bet);
    else groups.set(period.start, { period, bets: [bet] });
  }
  return groups;
}

/** A team's figures for one period. */
export interface TeamFigures {
  /** Distinct accounts with a counted bet. */
  activeMembers: number;
  /** The counted stakes. */
  validBetCents: number;
  /** Wins minus stakes of the counted bets: negative when the team lost. */
  profitLossCents: number;
  /** Stakes of counted bets that won more than their stake (real-time salary's profit rate applies to these). */
  winningStakeCents: number;
}

/** The figures of `bets`, counting only those of at least `minStakeCents` (a real-time contract's single bet). */
export function teamFigures(bets: readonly TeamBet[], minStakeCents = 0): TeamFigures {
  const counted = bets.filter((bet) => bet.stakeCents >= minStakeCents);
  return {
    activeMembers: new Set(counted.map((bet) => bet.accountId)).size,
    validBetCents: counted.reduce((sum, bet) => sum + bet.stakeCents, 0),
    profitLossCents: counted.reduce((sum, bet) => sum + bet.winCents - bet.stakeCents, 0),
    winningStakeCents: counted.filter((bet) => bet.winCents > bet.stakeCents).reduce((sum, bet) => sum + bet.stakeCents, 0),
  };
}

/** What a period pays: the rate applied (null for real-time salary, which has two) and the amount. */
export interface Payout {
  rateBasisPoints: number | null;
  amountCents: number;
}

/** `base × rate`, rounded down, exact for any amount (no float on the way). */
export const share = (baseCents: number, rateBasisPoints: number) => Number((BigInt(baseCents) * BigInt(rateBasisPoints)) / 10_000n);

/** The last (highest) tier whose every threshold the figures reach, or null. */
function reachedTier<T extends { rateBasisPoints: number }>(tiers: readonly T[], reaches: (tier: T) => boolean): T | null {
  let reached: T | null = null;
  for (const tier of tiers) if (reaches(tier)) reached = tier;
  return reached;
}

/**
 * What the contract pays for a period with these figures:
 * - dividend: the reached tier's rate of the team's loss (nothing when the team won);
 * - daily or hourly salary: the reached tier's rate of the team's bets;
 * - real-time salary: the profit rate of the winning stakes plus the loss rate of the other stakes.
 */
export function payoutOf(terms: ContractTerms, figures: TeamFigures): Payout {
  switch (terms.kind) {
    case "DIVIDEND": {
      const lossCents = Math.max(0, -figures.profitLossCents);
      const tier = reachedTier(
        terms.tiers,
        (t) => figures.activeMembers >= t.activeMembers && figures.validBetCents >= t.validBetCents && lossCents >= t.lossCents,
      );
      return tier
        ? { rateBasisPoints: tier.rateBasisPoints, amountCents: share(lossCents, tier.rateBasisPoints) }
        : { rateBasisPoints: 0, amountCents: 0 };
    }
    case "DAILY_SALARY":
    case "HOURLY_SALARY": {
      const tier = reachedTier(terms.tiers, (t) => figures.activeMembers >= t.activeMembers && figures.validBetCents >= t.betCents);
      return tier
        ? { rateBasisPoints: tier.rateBasisPoints, amountCents: share(figures.validBetCents, tier.rateBasisPoints) }
        : { rateBasisPoints: 0, amountCents: 0 };
    }
    case "REALTIME_SALARY": {
      const losingStakeCents = figures.validBetCents - figures.winningStakeCents;
      const amountCents = Number(
        (BigInt(figures.winningStakeCents) * BigInt(terms.profitRateBasisPoints) +
          BigInt(losingStakeCents) * BigInt(terms.lossRateBasisPoints)) /
          10_000n,
      );
      return { rateBasisPoints: null, amountCents };
    }
  }
}

/** The figures and payout of one period's bets under `terms`. */
export function settlePeriod(terms: ContractTerms, bets: readonly TeamBet[]): TeamFigures & Payout {
  const figures = teamFigures(bets, terms.kind === "REALTIME_SALARY" ? terms.singleBetCents : 0);
  return { ...figures, ...payoutOf(terms, figures) };
}
