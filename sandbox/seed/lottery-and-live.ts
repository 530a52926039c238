import type Database from "better-sqlite3";
import type { PrizeMode } from "../../app/platform/contract/lottery";
import { VN_REGIONS } from "../../app/platform/contract/lottery";
import { demoMoney } from "../lib/currency";
import { lastIssue } from "../lib/lottery-draws";
import type { Random } from "./random";
import { VENDORS } from "./vendors";

/** Each lottery vendor's prize mode (LOTT, ZY, ELOTT, SEA). */
export const LOTTERY_PRIZE_MODES: Record<string, PrizeMode> = { LOTT: "LOTT", ELOTT: "ELOTT", TCG_SEA: "SEA", TCG_LOTTO_VN: "ZY" };

/** Draw intervals in minutes, by prize mode: the Vietnam lottery draws daily. */
const DRAW_INTERVALS: Record<PrizeMode, readonly number[]> = { LOTT: [5, 10, 15], ELOTT: [1, 3, 5], SEA: [30, 60], ZY: [1440] };

const MISSIONS = [
  { target: 1, points: 10, en: "Place your first lottery bet", ty: "Ilagay ang unang taya sa loterya" },
  { target: 5, points: 60, en: "Place 5 lottery bets", ty: "Maglagay ng 5 taya sa loterya" },
  { target: 20, points: 300, en: "Place 20 lottery bets", ty: "Maglagay ng 20 taya sa loterya" },
] as const;

const MODEL_NAMES = ["Aira", "Bianca", "Celine", "Dara", "Elle", "Faye", "Gia", "Hana"] as const;
const MODELS_PER_MERCHANT = 6;
const OFFLINE_MODELS = 2;
const ROOMS_PER_PVP_VENDOR = 3;
const NEW_GAMES_PER_VENDOR = 3;
const DAY_MS = 86_400_000;

/**
 * The platform-wide lottery games (every lottery vendor's games but its first, the lobby
 * its card launches), PVP rooms and new games.
 */
export function seedLotteryGames(db: Database.Database, random: Random, now: Date): void {
  const insertGame = db.prepare("INSERT INTO lottery_games (node_id, prize_mode, region, draw_every_minutes) VALUES (?, ?, ?, ?)");
  const insertRoom = db.prepare(
    "INSERT INTO pvp_rooms (id, node_id, name, min_bet_cents, seats, players, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertNew = db.prepare("INSERT INTO new_games (node_id, released_at) VALUES (?, ?)");
  const gamesOf = db.prepare<[string], { nodeId: string; minBet: number }>(
    "SELECT node_id AS nodeId, min_bet_cents AS minBet FROM games WHERE vendor_code = ? ORDER BY sort",
  );
  let roomSort = 0;
  VENDORS.forEach((vendor, index) => {
    const games = gamesOf.all(vendor.code);
    const prizeMode = LOTTERY_PRIZE_MODES[vendor.code];
    if (prizeMode) {
      games.slice(1).forEach(({ nodeId }, seq) => {
        const region = prizeMode === "ZY" ? VN_REGIONS[seq % VN_REGIONS.length] : null;
        insertGame.run(nodeId, prizeMode, region, random.pick(DRAW_INTERVALS[prizeMode]));
      });
    }
    if (vendor.gameType === "PVP") {
      for (let n = 1; n <= ROOMS_PER_PVP_VENDOR; n++) {
        const game = games[n - 1];
        const seats = random.pick([4, 6, 9]);
        insertRoom.run(
          `${vendor.code}-R${n}`,
          game.nodeId,
          `${vendor.name} #${n}`,
          game.minBet * n,
          seats,
          random.int(0, seats),
          ++roomSort,
        );
      }
    }
    // Every other vendor released its last games lately (some within the 30 days that count as new).
    if (index % 2 === 0) {
      games.slice(-NEW_GAMES_PER_VENDOR).forEach(({ nodeId }, n) => {
        insertNew.run(nodeId, new Date(now.getTime() - (n * 12 + 1) * DAY_MS).toISOString());
      });
    }
  });
}

/** One merchant's missions, live models (hosted by its live vendors) and its players' lottery bets. */
export function seedMerchantLotteryAndLive(db: Database.Database, merchant: string, random: Random, now: Date): void {
  const insertMission = db.prepare(
    "INSERT INTO lottery_missions (id, merchant, title_en, title_ty, target_bets, reward_points, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  MISSIONS.forEach((mission, sort) =>
    insertMission.run(`${merchant}-M${sort + 1}`, merchant, mission.en, mission.ty, mission.target, mission.points, sort),
  );

  const liveVendors = db
    .prepare<[string], string>(
      `SELECT v.code FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code
        WHERE mv.merchant = ? AND v.game_type = 'LIVE' ORDER BY mv.sort`,
    )
    .pluck()
    .all(merchant);
  if (liveVendors.length > 0) {
    const insertModel = db.prepare(
      "INSERT INTO live_models (id, merchant, name, vendor_code, online, viewers, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (let n = 0; n < MODELS_PER_MERCHANT; n++) {
      const online = n < MODELS_PER_MERCHANT - OFFLINE_MODELS;
      insertModel.run(
        `${merchant}-${MODEL_NAMES[n]}`.toUpperCase(),
        merchant,
        MODEL_NAMES[n],
        liveVendors[n % liveVendors.length],
        online ? 1 : 0,
        online ? random.int(12, 900) : 0,
        n,
      );
    }
  }

  const lotteryGames = db
    .prepare<[string], { nodeId: string; everyMinutes: number }>(
      `SELECT lg.node_id AS nodeId, lg.draw_every_minutes AS everyMinutes
         FROM lottery_games lg JOIN games g ON g.node_id = lg.node_id
         JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ? ORDER BY lg.node_id`,
    )
    .all(merchant);
  const players = db
    .prepare<[string], number>("SELECT id FROM accounts WHERE merchant = ? AND username LIKE 'player%' ORDER BY id")
    .pluck()
    .all(merchant);
  if (lotteryGames.length === 0) return;
  const money = demoMoney(db, merchant);
  const insertBet = db.prepare(
    "INSERT INTO lottery_bets (account_id, merchant, node_id, issue, pick, stake_cents, placed_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  // Up to 25 bets each for a quarter of the players in the last 6 days: the leaderboard has a spread.
  for (const accountId of players.filter((_, index) => index % 4 === 0)) {
    for (let n = random.int(1, 25); n > 0; n--) {
      const game = random.pick(lotteryGames);
      const placedAt = new Date(now.getTime() - random.int(60_000, 6 * DAY_MS));
      const issue = lastIssue(game.everyMinutes, placedAt) + 1;
      insertBet.run(
        accountId,
        merchant,
        game.nodeId,
        issue,
        String(random.int(0, 99)).padStart(2, "0"),
        money(random.pick([100, 500, 1_000])),
        placedAt.toISOString(),
      );
    }
  }
}
