import type { ActivityPeriod } from "../../app/platform/contract/play-time";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import {
  closeAtLimit,
  closeSession,
  limitThatClosed,
  markPlaying,
  playedTodaySeconds,
  realityCheckMinutes,
  sessionLimitMinutesToday,
  sessionLimitReached,
  sessionPlay,
  SESSION_SECONDS_SQL,
  setRealityCheckMinutes,
  type SessionPlay,
} from "../lib/play-time";
import { realAccountOf, sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

/** Each period's first day, as SQL over a time or day text `x`: the day, its week's Monday, its month's first. */
const PERIOD_START_SQL: Record<ActivityPeriod, (x: string) => string> = {
  DAY: (x) => `substr(${x}, 1, 10)`,
  WEEK: (x) => `date(substr(${x}, 1, 10), '-6 days', 'weekday 1')`,
  MONTH: (x) => `substr(${x}, 1, 7) || '-01'`,
};

function settings(ctx: CallContext, accountId: number) {
  const now = ctx.clock.now();
  return {
    realityCheckMinutes: realityCheckMinutes(ctx.db, accountId),
    sessionLimitMinutes: sessionLimitMinutesToday(ctx.db, accountId, now),
    playedTodaySeconds: playedTodaySeconds(ctx.db, accountId, now),
  };
}

/** The caller's own game session; another's is as unknown as one that does not exist. */
function ownSession(ctx: CallContext, sessionId: string, now: Date): SessionPlay {
  const play = sessionPlay(ctx.db, sessionId, now);
  if (!play || play.accountId !== sessionOf(ctx).accountId) throw new SandboxError("NOT_FOUND");
  return play;
}

export const playTimeHandlers: GroupHandlers<"playTime"> = {
  settings: (ctx) => settings(ctx, sessionOf(ctx).accountId),

  setRealityCheck: (ctx, { realityCheckMinutes: minutes }) => {
    const accountId = realAccountOf(ctx);
    setRealityCheckMinutes(ctx.db, accountId, minutes);
    return settings(ctx, accountId);
  },

  session: (ctx, { sessionId }) => {
    const now = ctx.clock.now();
    let play = ownSession(ctx, sessionId, now);
    if (play.open) {
      ctx.db.transaction(() => {
        markPlaying(ctx.db, sessionId, now);
        // The limits are checked as the game is on screen too, not only at a bet: the game closes when one is reached.
        const reached = sessionLimitReached(ctx.db, sessionId, play.accountId, now);
        if (reached) closeAtLimit(ctx.db, sessionId, now, reached);
      })();
      play = ownSession(ctx, sessionId, now);
    }
    return {
      startedAt: play.startedAt,
      serverTime: now.toISOString(),
      playedSeconds: play.playedSeconds,
      netCents: play.winsCents - play.stakesCents,
      open: play.open,
      endedBy: play.endedBy,
      limitReached: play.limitPeriod ? limitThatClosed(ctx.db, play.accountId, now, play.limitPeriod) : null,
      realityCheckMinutes: realityCheckMinutes(ctx.db, play.accountId),
    };
  },

  close: (ctx, { sessionId }) => {
    const now = ctx.clock.now();
    ownSession(ctx, sessionId, now);
    closeSession(ctx.db, sessionId, now);
    const play = ownSession(ctx, sessionId, now);
    return { playedSeconds: play.playedSeconds, netCents: play.winsCents - play.stakesCents };
  },

  activity: (ctx, { period, pageNo, pageSize }) => {
    const accountId = sessionOf(ctx).accountId;
    const now = ctx.clock.now();
    const since = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
    const start = PERIOD_START_SQL[period];
    // One pass per source, each read by its (account, time) index, summed per period in SQL.
    const events = `
      SELECT ${start("d.settled_at")} AS periodStart, d.amount_cents AS deposits, 0 AS withdrawals, 0 AS net, 0 AS played
        FROM deposit_orders d WHERE d.account_id = @accountId AND d.status = 'CREDITED' AND d.settled_at >= @since
      UNION ALL
      SELECT ${start("w.created_at")}, 0, w.amount_cents, 0, 0
        FROM withdrawals w WHERE w.account_id = @accountId AND w.status <> 'REJECTED' AND w.created_at >= @since
      UNION ALL
      SELECT ${start("b.day")}, 0, 0, b.win_cents - b.stake_cents, 0
        FROM bet_days b WHERE b.account_id = @accountId AND b.day >= substr(@since, 1, 10)
      UNION ALL
      SELECT ${start("s.created_at")}, 0, 0, 0, ${SESSION_SECONDS_SQL}
        FROM game_sessions s WHERE s.account_id = @accountId AND s.created_at >= @since`;
    const params = { accountId, since, now: now.toISOString() };
    const total = prepared(ctx.db, `SELECT COUNT(DISTINCT periodStart) FROM (${events})`).pluck().get(params) as number;
    const rows = prepared(
      ctx.db,
      `SELECT periodStart, SUM(deposits) AS depositsCents, SUM(withdrawals) AS withdrawalsCents, SUM(net) AS netCents,
              SUM(played) AS playedSeconds
         FROM (${events})
        GROUP BY periodStart
        ORDER BY periodStart DESC
        LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as Array<{
      periodStart: string;
      depositsCents: number;
      withdrawalsCents: number;
      netCents: number;
      playedSeconds: number;
    }>;
    return { rows, total, totalPages: Math.ceil(total / pageSize), since: since.slice(0, 10) };
  },
};
