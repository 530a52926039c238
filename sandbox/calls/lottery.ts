import { randomBytes, randomInt } from "node:crypto";
import type { Language } from "../../app/platform/contract";
import { VN_REGIONS, type PrizeMode } from "../../app/platform/contract/lottery";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { betResult, drawNumbers, drawTime, lastIssue, missionWindowStart } from "../lib/lottery-draws";
import { maskUsername } from "../lib/usernames";
import { firstIdleDeadline, reachedPlayLimit } from "../lib/play-time";
import { sessionOf } from "../lib/sessions";
import { totalPages } from "../lib/pages";
import { prepared } from "../db/statements";
import { writtenIn, type Written } from "../lib/written";

/** How long an opened lottery lobby stays usable. */
const LOBBY_SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;

const NAME_COLUMN: Written<string> = { EN: "g.name_en", TY: "g.name_ty" };

interface LotteryGameRow {
  nodeId: string;
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  region: string | null;
  everyMinutes: number;
  maintenance: number;
}

/** The merchant's lottery games (its vendors' only), optionally narrowed by `where`. */
function lotteryGames(ctx: CallContext, language: Language, where: string, params: Record<string, string>): LotteryGameRow[] {
  return prepared(
    ctx.db,
    `SELECT lg.node_id AS nodeId, g.game_code AS gameCode, ${writtenIn(NAME_COLUMN, language)} AS gameName, lg.prize_mode AS prizeMode,
            lg.region, lg.draw_every_minutes AS everyMinutes, v.maintenance
       FROM lottery_games lg
       JOIN games g ON g.node_id = lg.node_id
       JOIN vendors v ON v.code = g.vendor_code
       JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = @merchant
      WHERE ${where}
      ORDER BY mv.sort, g.sort`,
  ).all({ merchant: ctx.merchant.code, ...params }) as LotteryGameRow[];
}

/** A lottery vendor's own code (its card's game code) opens that vendor's lobby: its prize mode, or null. */
function vendorLobbyMode(ctx: CallContext, gameCode: string): { prizeMode: PrizeMode; name: string; maintenance: number } | null {
  return (
    (prepared(
      ctx.db,
      `SELECT lg.prize_mode AS prizeMode, v.name, v.maintenance
         FROM vendors v
         JOIN merchant_vendors mv ON mv.vendor_code = v.code AND mv.merchant = ?
         JOIN games g ON g.vendor_code = v.code
         JOIN lottery_games lg ON lg.node_id = g.node_id
        WHERE v.game_code = ? LIMIT 1`,
    ).get(ctx.merchant.code, gameCode) as { prizeMode: PrizeMode; name: string; maintenance: number } | undefined) ?? null
  );
}

const toDraw = (game: LotteryGameRow, issue: number) => ({
  gameCode: game.gameCode,
  gameName: game.gameName,
  prizeMode: game.prizeMode,
  issue: String(issue),
  numbers: drawNumbers(game.nodeId, issue, game.prizeMode),
  drawnAt: drawTime(game.everyMinutes, issue).toISOString(),
});

export const lotteryHandlers: GroupHandlers<"lottery"> = {
  lobby: (ctx, request) => {
    const session = sessionOf(ctx);
    // The play of the day, week or month has reached its session-time limit: no lottery either, until it lets play start again.
    const reached = reachedPlayLimit(ctx.db, session.accountId, ctx.clock.now());
    if (reached) throw new SandboxError("SESSION_LIMIT_REACHED", { sessionLimit: reached });
    let opened: { prizeMode: PrizeMode; nodeId: string | null; gameCode: string | null; gameName: string };
    const lobby = request.gameCode ? vendorLobbyMode(ctx, request.gameCode) : null;
    if (request.gameCode && !lobby) {
      const [game] = lotteryGames(ctx, request.language, "g.game_code = @gameCode", { gameCode: request.gameCode });
      if (!game || (request.prizeMode && request.prizeMode !== game.prizeMode)) throw new SandboxError("GAME_NOT_FOUND");
      if (game.maintenance) throw new SandboxError("GAME_MAINTENANCE");
      opened = { prizeMode: game.prizeMode, nodeId: game.nodeId, gameCode: game.gameCode, gameName: game.gameName };
    } else {
      if (lobby && request.prizeMode && request.prizeMode !== lobby.prizeMode) throw new SandboxError("GAME_NOT_FOUND");
      if (lobby?.maintenance) throw new SandboxError("GAME_MAINTENANCE");
      const prizeMode = lobby?.prizeMode ?? request.prizeMode!;
      const offered = lotteryGames(ctx, request.language, "lg.prize_mode = @prizeMode", { prizeMode });
      if (offered.length === 0) throw new SandboxError("GAME_NOT_FOUND");
      opened = { prizeMode, nodeId: null, gameCode: null, gameName: lobby?.name ?? prizeMode };
    }

    const now = ctx.clock.now();
    const sessionId = randomBytes(16).toString("hex");
    const view = opened.nodeId ? request.view : "lobby";
    const expiresAt = new Date(now.getTime() + LOBBY_SESSION_LIFETIME_MS).toISOString();
    ctx.db.transaction(() => {
      prepared(
        ctx.db,
        `INSERT INTO lottery_sessions (id, account_id, prize_mode, node_id, view, back_url, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(sessionId, session.accountId, opened.prizeMode, opened.nodeId, view, request.backUrl, now.toISOString(), expiresAt);
      // The page is play from now on: its play session (same id) counts its time and bets.
      prepared(
        ctx.db,
        `INSERT INTO game_sessions (id, account_id, node_id, free_trial, created_at, expires_at, idle_until)
         VALUES (?, ?, ?, 0, ?, ?, ?)`,
      ).run(sessionId, session.accountId, opened.nodeId, now.toISOString(), expiresAt, firstIdleDeadline(now));
    })();
    const host = ctx.merchant.launchCdnHosts[randomInt(ctx.merchant.launchCdnHosts.length)];
    const query = new URLSearchParams({ language: request.language, device: request.device });
    return {
      url: `http://${host}:${ctx.port}/demo-lottery/${sessionId}?${query}`,
      prizeMode: opened.prizeMode,
      gameCode: opened.gameCode,
      gameName: opened.gameName,
      sessionId,
    };
  },

  vnMenu: (ctx, { language }) => {
    const games = lotteryGames(ctx, language, "lg.prize_mode = 'ZY'", {});
    const now = ctx.clock.now();
    return {
      regions: VN_REGIONS.map((region) => ({
        region,
        games: games
          .filter((game) => game.region === region)
          .map((game) => ({
            gameCode: game.gameCode,
            gameName: game.gameName,
            nextDrawAt: drawTime(game.everyMinutes, lastIssue(game.everyMinutes, now) + 1).toISOString(),
          })),
      })).filter((region) => region.games.length > 0),
    };
  },

  openedNumbers: (ctx, { prizeMode, gameCode, limit, language }) => {
    const now = ctx.clock.now();
    if (gameCode) {
      const [game] = lotteryGames(ctx, language, "g.game_code = @gameCode AND lg.prize_mode = @prizeMode", { gameCode, prizeMode });
      if (!game) throw new SandboxError("GAME_NOT_FOUND");
      const latest = lastIssue(game.everyMinutes, now);
      return { list: Array.from({ length: Math.min(limit, latest) }, (_, index) => toDraw(game, latest - index)) };
    }
    const latestDraws = lotteryGames(ctx, language, "lg.prize_mode = @prizeMode", { prizeMode })
      .map((game) => toDraw(game, lastIssue(game.everyMinutes, now)))
      .sort((a, b) => b.drawnAt.localeCompare(a.drawnAt) || a.gameCode.localeCompare(b.gameCode));
    return { list: latestDraws.slice(0, limit) };
  },

  recent: (ctx, { pageNo, pageSize, language }) => {
    const { accountId } = sessionOf(ctx);
    const total = prepared(ctx.db, "SELECT COUNT(*) FROM lottery_bets WHERE account_id = ?").pluck().get(accountId) as number;
    const rows = prepared(
      ctx.db,
      `SELECT b.id, b.node_id AS nodeId, b.issue, b.pick, b.stake_cents AS stakeCents, b.placed_at AS placedAt,
              g.game_code AS gameCode, ${writtenIn(NAME_COLUMN, language)} AS gameName, lg.prize_mode AS prizeMode,
              lg.draw_every_minutes AS everyMinutes
         FROM lottery_bets b
         JOIN lottery_games lg ON lg.node_id = b.node_id
         JOIN games g ON g.node_id = b.node_id
        WHERE b.account_id = ?
        ORDER BY b.placed_at DESC, b.id DESC
        LIMIT ? OFFSET ?`,
    ).all(accountId, pageSize, (pageNo - 1) * pageSize) as Array<{
      id: number;
      nodeId: string;
      issue: number;
      pick: string;
      stakeCents: number;
      placedAt: string;
      gameCode: string;
      gameName: string;
      prizeMode: PrizeMode;
      everyMinutes: number;
    }>;
    const now = ctx.clock.now();
    return {
      list: rows.map((row) => {
        const result = betResult(row, row, now);
        return {
          betId: String(row.id),
          gameCode: row.gameCode,
          gameName: row.gameName,
          issue: String(row.issue),
          pick: row.pick,
          stakeCents: row.stakeCents,
          status: result.status,
          winCents: result.winCents,
          placedAt: row.placedAt,
        };
      }),
      totalPages: totalPages(total, pageSize),
    };
  },

  missions: (ctx, { language, leaderboardSize }) => {
    const { accountId } = sessionOf(ctx);
    const missions = prepared(
      ctx.db,
      `SELECT id, ${language === "TY" ? "title_ty" : "title_en"} AS title, target_bets AS target, reward_points AS rewardPoints
         FROM lottery_missions WHERE merchant = ? ORDER BY sort`,
    ).all(ctx.merchant.code) as Array<{ id: string; title: string; target: number; rewardPoints: number }>;
    const pointsFor = (bets: number) =>
      missions.reduce((points, mission) => points + (bets >= mission.target ? mission.rewardPoints : 0), 0);

    const counts = prepared(
      ctx.db,
      `SELECT a.id AS accountId, a.username, COUNT(*) AS bets
         FROM lottery_bets b JOIN accounts a ON a.id = b.account_id
        WHERE b.merchant = ? AND b.placed_at >= ?
        GROUP BY a.id`,
    ).all(ctx.merchant.code, missionWindowStart(ctx.clock.now())) as Array<{ accountId: number; username: string; bets: number }>;
    const own = counts.find((row) => row.accountId === accountId)?.bets ?? 0;
    const progress = missions.map((mission) => ({ ...mission, progress: Math.min(own, mission.target), done: own >= mission.target }));

    const leaderboard = counts
      .map((row) => ({ username: row.username, points: pointsFor(row.bets) }))
      .filter((row) => row.points > 0)
      .sort((a, b) => b.points - a.points || a.username.localeCompare(b.username))
      .slice(0, leaderboardSize)
      .map((row, index) => ({ rank: index + 1, customerName: maskUsername(row.username), points: row.points }));

    return {
      summary: {
        completed: progress.filter((mission) => mission.done).length,
        total: missions.length,
        points: pointsFor(own),
        missions: progress,
      },
      leaderboard,
    };
  },
};
