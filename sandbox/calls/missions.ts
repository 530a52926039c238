import type Database from "better-sqlite3";
import type { Language } from "../../app/platform/contract/common";
import { MISSION_METRICS, type LeaderboardEntry } from "../../app/platform/contract/referral";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { moveMoney } from "../lib/ledger";
import { newReference } from "../lib/money-settings";
import { realAccountOf } from "../lib/sessions";
import { periodOf, type MissionPeriod as Period } from "../lib/missions";
import { maskUsername } from "../lib/usernames";
import { prepared } from "../db/statements";

type Metric = (typeof MISSION_METRICS)[number];

interface MissionRow {
  id: string;
  period: Period;
  metric: Metric;
  target: number;
  rewardCents: number;
  points: number;
  title: string;
}

function missionsOf(db: Database.Database, merchant: string, language: Language): MissionRow[] {
  return prepared(
    db,
    `SELECT id, period, metric, target, reward_cents AS rewardCents, points,
            CASE WHEN @language = 'TY' THEN title_ty ELSE title_en END AS title
       FROM missions WHERE merchant = @merchant ORDER BY sort`,
  ).all({ merchant, language }) as MissionRow[];
}

/** The account's stakes and bet count since `start` (the bets ledger is the truth of progress). */
function betsSince(db: Database.Database, accountId: number, start: Date): Record<Metric, number> {
  const row = prepared(
    db,
    "SELECT COALESCE(SUM(stake_cents), 0) AS stake, COUNT(*) AS count FROM bets WHERE account_id = ? AND created_at >= ?",
  ).get(accountId, start.toISOString()) as { stake: number; count: number };
  return { VALID_BET: row.stake, BET_COUNT: row.count };
}

function claimedIn(db: Database.Database, accountId: number, missionId: string, periodStart: Date): boolean {
  return (
    prepared(db, "SELECT 1 FROM mission_claims WHERE account_id = ? AND mission_id = ? AND period_start = ?").get(
      accountId,
      missionId,
      periodStart.toISOString(),
    ) !== undefined
  );
}

/** Every mission with the account's progress and status in its current period. */
function progressOf(ctx: CallContext, accountId: number, language: Language) {
  const now = ctx.clock.now();
  const bounds = { DAILY: periodOf("DAILY", now), WEEKLY: periodOf("WEEKLY", now) };
  const bets = { DAILY: betsSince(ctx.db, accountId, bounds.DAILY.start), WEEKLY: betsSince(ctx.db, accountId, bounds.WEEKLY.start) };
  return missionsOf(ctx.db, ctx.merchant.code, language).map((mission) => {
    const { start, end } = bounds[mission.period];
    const reached = bets[mission.period][mission.metric];
    const status = claimedIn(ctx.db, accountId, mission.id, start) ? "CLAIMED" : reached >= mission.target ? "COMPLETED" : "OPEN";
    return { ...mission, progress: Math.min(reached, mission.target), status, periodStart: start, endsAt: end.toISOString() } as const;
  });
}

/** The week's mission points per player, best first; ties go to whoever got there first. */
function weekStandings(ctx: CallContext) {
  return prepared(
    ctx.db,
    `SELECT a.id AS accountId, a.username, SUM(c.points) AS points
       FROM mission_claims c JOIN accounts a ON a.id = c.account_id
      WHERE c.merchant = ? AND c.created_at >= ?
      GROUP BY a.id HAVING SUM(c.points) > 0
      ORDER BY points DESC, MAX(c.created_at), a.id`,
  ).all(ctx.merchant.code, periodOf("WEEKLY", ctx.clock.now()).start.toISOString()) as Array<{
    accountId: number;
    username: string;
    points: number;
  }>;
}

export const missionsHandlers: GroupHandlers<"missions"> = {
  list: (ctx, { language }) => {
    const accountId = realAccountOf(ctx);
    return { missions: progressOf(ctx, accountId, language).map(({ periodStart: _start, ...mission }) => mission) };
  },

  claimable: (ctx) => {
    const accountId = realAccountOf(ctx);
    return { count: progressOf(ctx, accountId, "EN").filter((mission) => mission.status === "COMPLETED").length };
  },

  claim: (ctx, { missionId, idempotencyKey }) => {
    const accountId = realAccountOf(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const mission = progressOf(ctx, accountId, "EN").find((candidate) => candidate.id === missionId);
        // Another merchant's mission is no mission here.
        if (!mission) throw new SandboxError("NOT_FOUND");
        if (mission.status === "CLAIMED") throw new SandboxError("ALREADY_CLAIMED");
        if (mission.status === "OPEN") throw new SandboxError("NOTHING_TO_CLAIM");
        const reference = newReference("MS");
        prepared(
          ctx.db,
          `INSERT INTO mission_claims (account_id, merchant, mission_id, period_start, reference, reward_cents, points, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          accountId,
          ctx.merchant.code,
          mission.id,
          mission.periodStart.toISOString(),
          reference,
          mission.rewardCents,
          mission.points,
          now.toISOString(),
        );
        const balanceCents = ledger.move({ accountId, kind: "mission.claim", deltaCents: mission.rewardCents, reference });
        return { reference, claimedCents: mission.rewardCents, points: mission.points, balanceCents };
      },
      { accountId, key: idempotencyKey, operation: JSON.stringify(["missions.claim", missionId]) },
    );
  },

  leaderboard: (ctx, { size }) => {
    const accountId = realAccountOf(ctx);
    const ranked = weekStandings(ctx).map((row, index): LeaderboardEntry & { accountId: number } => ({
      accountId: row.accountId,
      rank: index + 1,
      customerName: maskUsername(row.username),
      points: row.points,
    }));
    const strip = ({ accountId: _id, ...entry }: LeaderboardEntry & { accountId: number }): LeaderboardEntry => entry;
    const own = ranked.find((entry) => entry.accountId === accountId);
    return { entries: ranked.slice(0, size).map(strip), own: own ? strip(own) : null };
  },
};
