import { randomBytes, randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { GAME_CLASSIFIES, GAME_TYPES, type Game, type GameType, type Vendor } from "../../app/platform/contract";
import type { CallContext, GroupHandlers } from "../lib/context";
import { demoAmount } from "../lib/currency";
import { SandboxError } from "../lib/errors";
import { firstIdleDeadline, reachedPlayLimit } from "../lib/play-time";
import { sessionOf } from "../lib/sessions";
import { findGame, findGames } from "./game-queries";
import { totalPages } from "../lib/pages";
import { launchStateOf } from "./game-info";
import { prepared } from "../db/statements";
import { maskUsername } from "../lib/usernames";
import { writtenIn, type Written } from "../lib/written";

/** How long a launched game session stays playable. */
const GAME_SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** The hot list is for the home page and the lobby's HOT filter: the first 100 are plenty. */
const HOT_LIST_LIMIT = 100;

const LANE_TITLES: Written<Record<GameType, string>> = {
  EN: {
    RNG: "Slots",
    LIVE: "Live Casino",
    FISH: "Fishing",
    PVP: "Card Games",
    SPORTS: "Sports",
    ESPORTS: "E-Sports",
    LOTTERY: "Lottery",
    COCKFIGHT: "Cockfight",
  },
  TY: {
    RNG: "Slots",
    LIVE: "Live Casino",
    FISH: "Pangingisda",
    PVP: "Baraha",
    SPORTS: "Palakasan",
    ESPORTS: "E-Sports",
    LOTTERY: "Loterya",
    COCKFIGHT: "Sabong",
  },
};

interface VendorRow {
  code: string;
  name: string;
  game_type: GameType;
  is_game: "GAME" | "VASSALAGE";
  game_code: string | null;
  logo_path: string;
  maintenance: number;
  game_count: number;
}

/**
 * The games are shared by every merchant, their minimum bets written as a peso's centavos (as every
 * demo amount: sandbox/lib/currency.ts): each merchant's calls answer them in its own money.
 */
const inMerchantMoney = (ctx: CallContext, games: Game[]): Game[] =>
  games.map((game) => ({ ...game, minBetCents: demoAmount(ctx.merchant.currency, game.minBetCents) }));

/** A minimum-bet filter in the merchant's money, as the games' own (peso-written) minimum bets. */
const minBetFilter = (ctx: CallContext, minBetCents: number | undefined) =>
  minBetCents === undefined ? undefined : Math.ceil(minBetCents / demoAmount(ctx.merchant.currency, 1));

export const gamesHandlers: GroupHandlers<"games"> = {
  lanes: (ctx, { language }) => {
    const vendors = prepared(
      ctx.db,
      `SELECT v.code, v.name, v.game_type, v.is_game, v.game_code, v.logo_path, v.maintenance,
              (SELECT COUNT(*) FROM games g WHERE g.vendor_code = v.code) AS game_count
         FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code
        WHERE mv.merchant = ? ORDER BY mv.sort`,
    ).all(ctx.merchant.code) as VendorRow[];
    const classifies = prepared(
      ctx.db,
      `SELECT DISTINCT g.game_type AS gameType, g.game_classify AS classify
         FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ?
        WHERE g.game_classify IS NOT NULL`,
    ).all(ctx.merchant.code) as Array<{ gameType: GameType; classify: string }>;

    const lanes = GAME_TYPES.map((gameType) => ({
      gameType,
      title: writtenIn(LANE_TITLES, language)[gameType],
      gameClassify: GAME_CLASSIFIES.filter((classify) => classifies.some((row) => row.gameType === gameType && row.classify === classify)),
      vendors: vendors.filter((vendor) => vendor.game_type === gameType).map(toVendor),
    }));
    return { lanes: lanes.filter((lane) => lane.vendors.length > 0) };
  },

  list: (ctx, request) => {
    requireOwnMerchant(ctx, "merchant", request.merchant);
    const { games, total } = findGames(ctx.db, {
      merchant: ctx.merchant.code,
      language: request.language,
      source: { kind: "catalogue" },
      filter: { ...request, minBetCents: minBetFilter(ctx, request.minBetCents) },
      offset: (request.pageNo - 1) * request.pageSize,
      limit: request.pageSize,
    });
    return { games: inMerchantMoney(ctx, games), total, totalPages: totalPages(total, request.pageSize) };
  },

  hot: (ctx, request) => {
    requireOwnMerchant(ctx, "merchantCode", request.merchantCode);
    const { games } = findGames(ctx.db, {
      merchant: ctx.merchant.code,
      language: request.language,
      source: { kind: "hot" },
      filter: { gameType: request.gameType, vassalage: request.vassalage },
      offset: 0,
      limit: HOT_LIST_LIMIT,
    });
    return { list: inMerchantMoney(ctx, games) };
  },

  winners: (ctx, { language, limitNum }) => {
    const rows = prepared(
      ctx.db,
      `SELECT a.username, ${language === "TY" ? "g.name_ty" : "g.name_en"} AS gameName, g.icon_path AS iconUrl, b.win_cents
         FROM bets b
         JOIN accounts a ON a.id = b.account_id
         JOIN games g ON g.node_id = b.node_id
        WHERE b.merchant = ? AND b.win_cents > 0
        ORDER BY b.win_cents DESC, b.id
        LIMIT ?`,
    ).all(ctx.merchant.code, limitNum) as Array<{ username: string; gameName: string; iconUrl: string; win_cents: number }>;
    return {
      list: rows.map((row) => ({
        vo: {
          customerName: maskUsername(row.username),
          gameName: row.gameName,
          iconUrl: row.iconUrl,
          winCents: row.win_cents,
        },
      })),
    };
  },

  recent: (ctx, request) => {
    const { games, total } = findGames(ctx.db, {
      merchant: ctx.merchant.code,
      language: request.language,
      source: { kind: "recent", accountId: sessionOf(ctx).accountId },
      filter: { gameType: request.gameType, vassalage: request.vassalage },
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
    });
    return { list: inMerchantMoney(ctx, games), totalPages: totalPages(total, request.pageSize) };
  },

  launch: (ctx, { nodeId, freeTrial, language }) => {
    const session = sessionOf(ctx);
    const game = findGame(ctx.db, ctx.merchant.code, language, nodeId);
    if (!game) throw new SandboxError("GAME_NOT_FOUND");
    const { maintenance, newWindow } = launchStateOf(ctx.db, nodeId);
    if (maintenance) throw new SandboxError("GAME_MAINTENANCE");
    if (freeTrial && game.supportPlay !== 0) throw new SandboxError("FUNCTION_DISABLED");

    const now = ctx.clock.now();
    // The day's, week's or month's play has reached the player's session-time limit: no new game until it lets play start again.
    const reached = reachedPlayLimit(ctx.db, session.accountId, now);
    if (reached) throw new SandboxError("SESSION_LIMIT_REACHED", { sessionLimit: reached });
    const expiresAt = new Date(now.getTime() + GAME_SESSION_LIFETIME_MS);
    const sessionId = randomBytes(16).toString("hex");
    ctx.db.transaction(() => {
      prepared(
        ctx.db,
        `INSERT INTO game_sessions (id, account_id, node_id, free_trial, created_at, expires_at, idle_until)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(sessionId, session.accountId, nodeId, freeTrial ? 1 : 0, now.toISOString(), expiresAt.toISOString(), firstIdleDeadline(now));
      touchRecentGame(ctx.db, session.accountId, nodeId, now);
    })();

    const hosts = ctx.merchant.launchCdnHosts;
    const host = hosts[randomInt(hosts.length)];
    return { url: `http://${host}:${ctx.port}/demo-game/${sessionId}?language=${language}`, sessionId, newWindow };
  },
};

export const favouritesHandlers: GroupHandlers<"favourites"> = {
  ids: (ctx) => ({ ids: favouriteIds(ctx, sessionOf(ctx).accountId) }),

  list: (ctx, request) => {
    const { games, total } = findGames(ctx.db, {
      merchant: ctx.merchant.code,
      language: request.language,
      source: { kind: "favourites", accountId: sessionOf(ctx).accountId },
      filter: { gameType: request.gameType, vassalage: request.vassalage },
      offset: (request.pageNo - 1) * request.pageSize,
      limit: request.pageSize,
    });
    return { content: inMerchantMoney(ctx, games), pageNum: request.pageNo, totalPages: totalPages(total, request.pageSize) };
  },

  add: (ctx, { nodeId, vendor, gameType }) => {
    const accountId = realAccountOf(ctx);
    const game = findGame(ctx.db, ctx.merchant.code, "EN", nodeId);
    // The request names the game three ways; all three must agree.
    if (!game || game.vassalage !== vendor || game.gameType !== gameType) throw new SandboxError("GAME_NOT_FOUND");
    prepared(ctx.db, "INSERT OR IGNORE INTO favourites (account_id, node_id, created_at) VALUES (?, ?, ?)").run(
      accountId,
      nodeId,
      ctx.clock.now().toISOString(),
    );
    return { ids: favouriteIds(ctx, accountId) };
  },

  remove: (ctx, { nodeId }) => {
    const accountId = realAccountOf(ctx);
    prepared(ctx.db, "DELETE FROM favourites WHERE account_id = ? AND node_id = ?").run(accountId, nodeId);
    return { ids: favouriteIds(ctx, accountId) };
  },
};

/** The calls that name a merchant in their payload must name the caller's own (X-Merchant). */
function requireOwnMerchant(ctx: CallContext, field: string, merchant: string): void {
  if (merchant !== ctx.merchant.code) {
    throw new SandboxError("INVALID_REQUEST", { fields: [{ path: field, message: "Does not match the X-Merchant header" }] });
  }
}

/** Favourites are a member feature: trial accounts get the "use a real account" answer. */
function realAccountOf(ctx: CallContext): number {
  const session = sessionOf(ctx);
  if (session.isAgent === 4) throw new SandboxError("TRIAL_NOT_ALLOWED");
  return session.accountId;
}

function favouriteIds(ctx: CallContext, accountId: number): string[] {
  return prepared(ctx.db, "SELECT node_id FROM favourites WHERE account_id = ? ORDER BY created_at DESC, rowid DESC")
    .pluck()
    .all(accountId) as string[];
}

/** Marks a game as just played (launch and every bet). */
export function touchRecentGame(db: Database.Database, accountId: number, nodeId: string, at: Date): void {
  prepared(
    db,
    `INSERT INTO recent_games (account_id, node_id, last_played_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id, node_id) DO UPDATE SET last_played_at = excluded.last_played_at`,
  ).run(accountId, nodeId, at.toISOString());
}

function toVendor(row: VendorRow): Vendor {
  return {
    vassalage: row.code,
    name: row.name,
    gameType: row.game_type,
    logoUrl: row.logo_path,
    isGame: row.is_game,
    gameCode: row.game_code,
    gameCount: row.game_count,
    maintenance: row.maintenance === 1,
  };
}
