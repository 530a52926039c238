import { describe, expect, it } from "vitest";
import { exceedsRates, tiersAscend, TIER_THRESHOLDS, type ContractTerms } from "~/platform/contract/agent-contracts";
import {
  betsByPeriod,
  payoutOf,
  periodOf,
  settlePeriod,
  share,
  teamFigures,
  type PeriodUnit,
  type TeamBet,
} from "../../sandbox/lib/settlement";

/*
 * The settlement arithmetic (sandbox/lib/settlement.ts), with the worked example in each name.
 * Money in minor units (₱12,345.67 = 1_234_567), rates in basis points (10% = 1_000).
 */

const UTC8 = 480;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const periodIso = (instant: string, unit: PeriodUnit, offset = UTC8) => {
  const period = periodOf(at(instant), unit, offset);
  return { start: iso(period.start), end: iso(period.end) };
};
const figures = (activeMembers: number, validBetCents: number, profitLossCents: number, winningStakeCents = 0) => ({
  activeMembers,
  validBetCents,
  profitLossCents,
  winningStakeCents,
});

const DIVIDEND: ContractTerms = {
  kind: "DIVIDEND",
  period: "WEEKLY",
  tiers: [
    { activeMembers: 1, validBetCents: 0, lossCents: 0, rateBasisPoints: 500 },
    { activeMembers: 5, validBetCents: 500_000, lossCents: 100_000, rateBasisPoints: 1_000 },
    { activeMembers: 10, validBetCents: 5_000_000, lossCents: 1_000_000, rateBasisPoints: 2_000 },
  ],
};
const DAILY: ContractTerms = {
  kind: "DAILY_SALARY",
  tiers: [
    { activeMembers: 1, betCents: 100, rateBasisPoints: 50 },
    { activeMembers: 3, betCents: 100_000, rateBasisPoints: 100 },
  ],
};
const REALTIME: ContractTerms = { kind: "REALTIME_SALARY", profitRateBasisPoints: 50, lossRateBasisPoints: 100, singleBetCents: 100 };

describe("dividends", () => {
  it("dividend 10% of ₱12,345.67 loss with 5 active members → ₱1,234.56", () => {
    expect(payoutOf(DIVIDEND, figures(5, 2_000_000, -1_234_567))).toEqual({ rateBasisPoints: 1_000, amountCents: 123_456 });
  });

  it("tier edge: exactly 10 members, ₱50,000.00 bets and ₱10,000.00 loss reach 20% → ₱2,000.00; one cent less bet stays at 10% → ₱1,000.00", () => {
    expect(payoutOf(DIVIDEND, figures(10, 5_000_000, -1_000_000))).toEqual({ rateBasisPoints: 2_000, amountCents: 200_000 });
    expect(payoutOf(DIVIDEND, figures(10, 4_999_999, -1_000_000))).toEqual({ rateBasisPoints: 1_000, amountCents: 100_000 });
  });

  it("tier edge: a loss of ₱999.99, one cent under the ₱1,000.00 threshold, earns the 5% tier → ₱49.99", () => {
    expect(payoutOf(DIVIDEND, figures(5, 500_000, -99_999))).toEqual({ rateBasisPoints: 500, amountCents: 4_999 });
  });

  it("a team that won ₱300.00 owes no dividend; no active member reaches no tier → ₱0.00", () => {
    expect(payoutOf(DIVIDEND, figures(12, 9_000_000, 30_000)).amountCents).toBe(0);
    expect(payoutOf(DIVIDEND, figures(0, 0, 0))).toEqual({ rateBasisPoints: 0, amountCents: 0 });
  });
});

describe("daily and hourly salary", () => {
  it("daily salary 1% of ₱1,000.00 bets with 3 active members → ₱10.00", () => {
    expect(payoutOf(DAILY, figures(3, 100_000, -5_000))).toEqual({ rateBasisPoints: 100, amountCents: 1_000 });
  });

  it("tier edge: ₱999.99 bets, one cent under ₱1,000.00, earn 0.5% → ₱4.99 (₱4.99995 rounded down)", () => {
    expect(payoutOf(DAILY, figures(3, 99_999, 0))).toEqual({ rateBasisPoints: 50, amountCents: 499 });
  });

  it("tier edge: 2 active members, one under 3, stay on the first tier; ₱0.99 bets, under ₱1.00, earn nothing", () => {
    expect(payoutOf(DAILY, figures(2, 100_000, 0)).rateBasisPoints).toBe(50);
    expect(payoutOf(DAILY, figures(1, 99, 0))).toEqual({ rateBasisPoints: 0, amountCents: 0 });
  });

  it("hourly salary pays the same way per hour: 1% of ₱1,000.00 with 3 members → ₱10.00", () => {
    expect(payoutOf({ ...DAILY, kind: "HOURLY_SALARY" }, figures(3, 100_000, 0)).amountCents).toBe(1_000);
  });

  it("is exact for amounts past float precision: 1% of ₱99,999,999,999.99 → ₱999,999,999.99", () => {
    expect(share(9_999_999_999_999, 100)).toBe(99_999_999_999);
  });
});

describe("real-time salary", () => {
  const bets: TeamBet[] = [
    { accountId: 1, stakeCents: 1_000, winCents: 3_000, at: 0 },
    { accountId: 1, stakeCents: 2_000, winCents: 0, at: 0 },
    { accountId: 2, stakeCents: 99, winCents: 0, at: 0 },
  ];

  it("profit rate 0.5% of ₱10.00 winning stakes + loss rate 1% of ₱20.00 other stakes → ₱0.25; a ₱0.99 bet under the ₱1.00 single bet is not counted", () => {
    expect(settlePeriod(REALTIME, bets)).toEqual({
      activeMembers: 1,
      validBetCents: 3_000,
      profitLossCents: 0,
      winningStakeCents: 1_000,
      rateBasisPoints: null,
      amountCents: 25,
    });
  });

  it("a bet of exactly the ₱1.00 single bet counts: loss rate 1% of ₱1.00 → ₱0.01", () => {
    expect(settlePeriod(REALTIME, [{ accountId: 3, stakeCents: 100, winCents: 0, at: 0 }]).amountCents).toBe(1);
  });

  it("an even bet (win equals stake) pays the loss rate: 1% of ₱50.00 → ₱0.50", () => {
    expect(settlePeriod(REALTIME, [{ accountId: 3, stakeCents: 5_000, winCents: 5_000, at: 0 }]).amountCents).toBe(50);
  });
});

describe("team figures", () => {
  it("counts each member once: 3 bets by 2 members of ₱10.00, ₱20.00, ₱5.00 with ₱50.00 won → 2 active, ₱35.00 valid bet, +₱15.00", () => {
    const bets = [
      { accountId: 7, stakeCents: 1_000, winCents: 5_000, at: 0 },
      { accountId: 7, stakeCents: 2_000, winCents: 0, at: 0 },
      { accountId: 8, stakeCents: 500, winCents: 0, at: 0 },
    ];
    expect(teamFigures(bets)).toEqual({ activeMembers: 2, validBetCents: 3_500, profitLossCents: 1_500, winningStakeCents: 1_000 });
  });
});

describe("periods in the merchant's offset (UTC+8)", () => {
  it("a bet at 23:30 UTC on Jan 31 belongs to Feb 1 (07:30 at UTC+8): its day is 2026-01-31T16:00Z to 2026-02-01T16:00Z", () => {
    expect(periodIso("2026-01-31T23:30:00Z", "DAILY")).toEqual({ start: "2026-01-31T16:00:00.000Z", end: "2026-02-01T16:00:00.000Z" });
    expect(periodIso("2026-01-31T15:59:59.999Z", "DAILY")).toEqual({ start: "2026-01-30T16:00:00.000Z", end: "2026-01-31T16:00:00.000Z" });
  });

  it("months cross their ends in local time: Jan 31 23:59 local is January, Feb 1 00:00 local is February (28 days in 2026)", () => {
    expect(periodIso("2026-01-31T15:59:00Z", "MONTHLY")).toEqual({ start: "2025-12-31T16:00:00.000Z", end: "2026-01-31T16:00:00.000Z" });
    expect(periodIso("2026-01-31T16:00:00Z", "MONTHLY")).toEqual({ start: "2026-01-31T16:00:00.000Z", end: "2026-02-28T16:00:00.000Z" });
  });

  it("half months: the 15th at 23:59 local is the 1st–15th, the 16th at 00:00 local starts the 16th–31st", () => {
    expect(periodIso("2026-01-15T15:59:00Z", "SEMIMONTHLY")).toEqual({
      start: "2025-12-31T16:00:00.000Z",
      end: "2026-01-15T16:00:00.000Z",
    });
    expect(periodIso("2026-01-15T16:00:00Z", "SEMIMONTHLY")).toEqual({
      start: "2026-01-15T16:00:00.000Z",
      end: "2026-01-31T16:00:00.000Z",
    });
  });

  it("leap February: Feb 29 2028 is in the 16th–29th half, which ends at Mar 1 local midnight; 2026's second half ends after the 28th", () => {
    expect(periodIso("2028-02-29T12:00:00Z", "SEMIMONTHLY")).toEqual({
      start: "2028-02-15T16:00:00.000Z",
      end: "2028-02-29T16:00:00.000Z",
    });
    expect(periodIso("2026-02-20T00:00:00Z", "SEMIMONTHLY")).toEqual({
      start: "2026-02-15T16:00:00.000Z",
      end: "2026-02-28T16:00:00.000Z",
    });
    expect(periodIso("2028-02-29T16:00:00Z", "SEMIMONTHLY").start).toBe("2028-02-29T16:00:00.000Z");
  });

  it("weeks run Monday to Sunday local: Sunday Mar 1 2026 23:00 local is in the week of Monday Feb 23, Monday Mar 2 00:00 local starts the next", () => {
    expect(periodIso("2026-03-01T15:00:00Z", "WEEKLY")).toEqual({ start: "2026-02-22T16:00:00.000Z", end: "2026-03-01T16:00:00.000Z" });
    expect(periodIso("2026-03-01T16:00:00Z", "WEEKLY").start).toBe("2026-03-01T16:00:00.000Z");
  });

  it("hours and 5-minute windows follow the offset's minutes: at UTC+5:30 an hour starts at :30 UTC; 10:04:59 UTC is in 10:00–10:05", () => {
    expect(periodIso("2026-05-01T10:29:00Z", "HOURLY", 330)).toEqual({
      start: "2026-05-01T09:30:00.000Z",
      end: "2026-05-01T10:30:00.000Z",
    });
    expect(periodIso("2026-05-01T10:04:59Z", "FIVE_MINUTES")).toEqual({
      start: "2026-05-01T10:00:00.000Z",
      end: "2026-05-01T10:05:00.000Z",
    });
  });

  it("groups bets by their local day: 15:59 UTC and 16:00 UTC on Jan 31 fall in two days at UTC+8, the same day at UTC", () => {
    const bets = ["2026-01-31T15:59:00Z", "2026-01-31T16:00:00Z"].map((time) => ({
      accountId: 1,
      stakeCents: 100,
      winCents: 0,
      at: at(time),
    }));
    expect(betsByPeriod(bets, "DAILY", UTC8).size).toBe(2);
    expect(betsByPeriod(bets, "DAILY", 0).size).toBe(1);
  });
});

describe("offer rules", () => {
  it("tiers must climb: 1 member/₱0 then 5 members/₱5,000 ascend; a repeated or lower threshold does not", () => {
    const tier = (activeMembers: number, betCents: number) => ({ activeMembers, betCents, rateBasisPoints: 100 });
    expect(tiersAscend([tier(1, 0), tier(5, 500_000)], TIER_THRESHOLDS.DAILY_SALARY)).toBe(true);
    expect(tiersAscend([tier(1, 0), tier(1, 0)], TIER_THRESHOLDS.DAILY_SALARY)).toBe(false);
    expect(tiersAscend([tier(5, 0), tier(3, 900_000)], TIER_THRESHOLDS.DAILY_SALARY)).toBe(false);
  });

  it("an offer may not exceed the agent's own rates: 20% under a 20% cap is allowed, 20.01% is not; real-time compares both rates", () => {
    const capped = (rate: number): ContractTerms => ({
      kind: "DAILY_SALARY",
      tiers: [{ activeMembers: 1, betCents: 0, rateBasisPoints: rate }],
    });
    expect(exceedsRates(capped(2_000), capped(2_000))).toBe(false);
    expect(exceedsRates(capped(2_001), capped(2_000))).toBe(true);
    expect(exceedsRates({ ...REALTIME, lossRateBasisPoints: 101 }, REALTIME)).toBe(true);
    expect(exceedsRates({ ...REALTIME, profitRateBasisPoints: 10 }, REALTIME)).toBe(false);
  });
});
