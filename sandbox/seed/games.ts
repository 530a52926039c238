import type Database from "better-sqlite3";
import type { GameType } from "../../app/platform/contract";
import { gameName, type GameName } from "./game-names";
import { createRandom, type Random } from "./random";
import { VENDORS, type VendorSeed } from "./vendors";

type Classify = "SLOT" | "SCRATCH" | "VIDEO_POKER" | "JACKPOT" | "TABLE" | "ARCADE" | "BINGO";

/** Sub-category mixes; only RNG and PVP games have one. */
const CLASSIFY_MIX: Partial<Record<GameType, ReadonlyArray<readonly [Classify, number]>>> = {
  RNG: [
    ["SLOT", 62],
    ["JACKPOT", 10],
    ["TABLE", 8],
    ["ARCADE", 7],
    ["SCRATCH", 5],
    ["VIDEO_POKER", 5],
    ["BINGO", 3],
  ],
  PVP: [
    ["TABLE", 70],
    ["ARCADE", 15],
    ["BINGO", 10],
    ["VIDEO_POKER", 5],
  ],
};

/** Minimum bets in cents, by category. */
const MIN_BETS: Record<GameType, readonly number[]> = {
  RNG: [10, 20, 30, 50, 100, 200],
  LIVE: [1_000, 2_000, 5_000, 10_000],
  FISH: [10, 50, 100],
  PVP: [100, 500, 1_000, 5_000],
  SPORTS: [1_000],
  ESPORTS: [1_000],
  LOTTERY: [100, 200],
  COCKFIGHT: [5_000],
};

const SLOT_LINES = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024] as const;

const HOT_SHARE = 0.05;
const FREE_TRIAL_SHARE = 0.2;

function gameIconPath(nodeId: string): string {
  return `/assets/games/${nodeId}.svg`;
}

export function seedGames(db: Database.Database): void {
  const random = createRandom("games");
  const insert = db.prepare(`
    INSERT INTO games (node_id, vendor_code, game_type, game_code, name_en, name_ty, game_classify, icon_path,
      is_hot, support_play, min_bet_cents, line_num, sort)
    VALUES (@nodeId, @vendor, @gameType, @gameCode, @nameEn, @nameTy, @classify, @iconPath,
      @isHot, @supportPlay, @minBetCents, @lineNum, @sort)`);
  for (const vendor of VENDORS) {
    const names = uniqueNames();
    for (let seq = 1; seq <= vendor.gameCount; seq++) {
      const number = String(seq).padStart(4, "0");
      const nodeId = `${vendor.gameType}-${vendor.code}-${number}`;
      // A GAME vendor's first game is the lobby its card launches.
      const lobby = seq === 1 ? vendor.lobby : undefined;
      const mix = CLASSIFY_MIX[vendor.gameType];
      const classify = mix && !lobby ? random.weighted(mix) : null;
      const [nameEn, nameTy] = lobby ? names.claim([lobby.nameEn, lobby.nameTy]) : names.next(random, vendor, classify);
      insert.run({
        nodeId,
        vendor: vendor.code,
        gameType: vendor.gameType,
        gameCode: lobby ? lobby.gameCode : `${vendor.code}-${number}`,
        nameEn,
        nameTy,
        classify,
        iconPath: gameIconPath(nodeId),
        isHot: random.chance(HOT_SHARE) ? 1 : 0,
        supportPlay: random.chance(FREE_TRIAL_SHARE) ? 0 : 1,
        minBetCents: random.pick(MIN_BETS[vendor.gameType]),
        lineNum: lineCount(random, classify),
        sort: seq,
      });
    }
  }
  refreshGameLookups(db);
}

/**
 * Rebuilds what the game list looks games up by (sandbox/db/migrations/005_game_lists.sql and
 * 023_game_name_keys.sql): the per-vendor counts, the games' list keys and their ranges, and
 * the name indexes. In one go after the games are written: per-row triggers would cost the
 * seed more than the rest of it.
 */
export function refreshGameLookups(db: Database.Database): void {
  db.exec(`
    DELETE FROM game_counts;
    INSERT INTO game_counts (vendor_code, game_type, game_classify, games)
    SELECT vendor_code, game_type, IFNULL(game_classify, ''), COUNT(*) FROM games GROUP BY 1, 2, 3;

    DELETE FROM game_list_keys;
    INSERT INTO game_list_keys (list_key, game_rowid)
    SELECT ROW_NUMBER() OVER (ORDER BY vendor_code, game_type, sort, rowid), rowid FROM games;
    DELETE FROM game_list_ranges;
    INSERT INTO game_list_ranges (vendor_code, game_type, first_key, last_key)
    SELECT g.vendor_code, g.game_type, MIN(k.list_key), MAX(k.list_key)
      FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid GROUP BY 1, 2;

    INSERT INTO game_names_en (game_names_en) VALUES ('delete-all');
    INSERT INTO game_names_en (rowid, name) SELECT k.list_key, g.name_en FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid;
    INSERT INTO game_names_en (game_names_en) VALUES ('optimize');
    INSERT INTO game_names_ty (game_names_ty) VALUES ('delete-all');
    INSERT INTO game_names_ty (rowid, name) SELECT k.list_key, g.name_ty FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid;
    INSERT INTO game_names_ty (game_names_ty) VALUES ('optimize');
  `);
}

function lineCount(random: Random, classify: Classify | null): number {
  switch (classify) {
    case "SLOT":
    case "JACKPOT":
      return random.pick(SLOT_LINES);
    case "ARCADE":
      return random.pick([1, 5, 10]);
    case "BINGO":
      return random.pick([1, 2, 4]);
    default:
      return 1;
  }
}

/** Hands out names that are unique within one vendor, in both languages. */
function uniqueNames() {
  const taken = new Set<string>();
  const isFree = ([en, ty]: GameName) => !taken.has(`EN:${en}`) && !taken.has(`TY:${ty}`);
  const claim = (name: GameName): GameName => {
    taken.add(`EN:${name[0]}`);
    taken.add(`TY:${name[1]}`);
    return name;
  };
  return {
    claim,
    next(random: Random, vendor: VendorSeed, classify: Classify | null): GameName {
      const MAX_TRIES = 25;
      let candidate = gameName(random, vendor.gameType, classify);
      for (let tries = 1; tries < MAX_TRIES && !isFree(candidate); tries++) {
        candidate = gameName(random, vendor.gameType, classify);
      }
      // A crowded word space: number the sequel rather than loop for ever.
      for (let sequel = 2; !isFree(candidate); sequel++) {
        const [en, ty] = gameName(random, vendor.gameType, classify);
        candidate = [`${en} ${sequel}`, `${ty} ${sequel}`];
      }
      return claim(candidate);
    },
  };
}
