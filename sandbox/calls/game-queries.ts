import type Database from "better-sqlite3";
import type { Game, GameType, Language } from "../../app/platform/contract";
import { prepared } from "./statements";

/** The name column for a language; a fixed map, so no request text ever reaches the SQL. */
const NAME_COLUMN: Record<Language, string> = { EN: "name_en", TY: "name_ty" };

export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** Case-insensitive substring of the name in the request's language. */
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
}

/**
 * Where the games come from: the merchant's catalogue, its hot games, or one account's
 * recent games or favourites. Always limited to the merchant's vendors.
 */
export type GameSource =
  | { kind: "catalogue" }
  | { kind: "hot" }
  | { kind: "recent"; accountId: number }
  | { kind: "favourites"; accountId: number };

const SOURCES = {
  catalogue: { join: "", order: "mv.sort, g.sort" },
  // Interleaves the vendors by position in their own lists, so a short hot list shows variety.
  hot: { join: "", order: "g.sort, mv.sort" },
  recent: {
    join: "JOIN recent_games s ON s.node_id = g.node_id AND s.account_id = @accountId",
    order: "s.last_played_at DESC, g.node_id",
  },
  favourites: {
    join: "JOIN favourites s ON s.node_id = g.node_id AND s.account_id = @accountId",
    order: "s.created_at DESC, s.rowid DESC",
  },
} as const;

export interface GameQuery {
  merchant: string;
  language: Language;
  source: GameSource;
  filter: GameFilter;
  /** Rows to skip and return. */
  offset: number;
  limit: number;
}

interface GameRow {
  node_id: string;
  vendor_code: string;
  game_type: GameType;
  game_code: string;
  name: string;
  game_classify: string | null;
  icon_path: string;
  is_hot: 0 | 1;
  support_play: 0 | 1;
  min_bet_cents: number;
  line_num: number;
}

/** One page of games and the number of matches. */
export function findGames(db: Database.Database, query: GameQuery): { games: Game[]; total: number } {
  const { where, params } = whereClause(query);
  const source = SOURCES[query.source.kind];
  const from = `FROM games g
    JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = @merchant
    ${source.join}
    ${where}`;
  const total = prepared(db, `SELECT COUNT(*) ${from}`).pluck().get(params) as number;
  if (total === 0 || query.offset >= total) return { games: [], total };
  const rows = prepared(db, `SELECT ${gameColumns(query.language)} ${from} ORDER BY ${source.order} LIMIT @limit OFFSET @offset`).all({
    ...params,
    limit: query.limit,
    offset: query.offset,
  }) as GameRow[];
  return { games: rows.map(toGame), total };
}

/** One game of the merchant's vendors, or null. */
export function findGame(db: Database.Database, merchant: string, language: Language, nodeId: string): Game | null {
  const row = prepared(
    db,
    `SELECT ${gameColumns(language)} FROM games g
      JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = @merchant
     WHERE g.node_id = @nodeId`,
  ).get({ merchant, nodeId }) as GameRow | undefined;
  return row ? toGame(row) : null;
}

function gameColumns(language: Language): string {
  return `g.node_id, g.vendor_code, g.game_type, g.game_code, g.${NAME_COLUMN[language]} AS name, g.game_classify,
    g.icon_path, g.is_hot, g.support_play, g.min_bet_cents, g.line_num`;
}

function whereClause({ merchant, language, source, filter }: GameQuery) {
  const conditions: string[] = [];
  const params: Record<string, string | number> = { merchant };
  if ("accountId" in source) params.accountId = source.accountId;
  const add = (condition: string, name: string, value: string | number | undefined) => {
    if (value === undefined || value === "") return;
    conditions.push(condition);
    params[name] = value;
  };
  add("g.game_type = @gameType", "gameType", filter.gameType);
  add("g.vendor_code = @vassalage", "vassalage", filter.vassalage);
  add("g.game_classify = @gameClassify", "gameClassify", filter.gameClassify);
  // instr, not LIKE: the player's text is data, so '%' and '_' match themselves.
  add(`instr(lower(g.${NAME_COLUMN[language]}), @gameName) > 0`, "gameName", filter.gameName?.toLowerCase());
  add("g.min_bet_cents >= @minBetCents", "minBetCents", filter.minBet === undefined ? undefined : Math.round(filter.minBet * 100));
  add("g.line_num >= @minLineNum", "minLineNum", filter.minLineNum);
  if (source.kind === "hot") conditions.push("g.is_hot = 1");
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

function toGame(row: GameRow): Game {
  return {
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    gameCode: row.game_code,
    gameName: row.name,
    gameClassify: row.game_classify,
    iconUrl: row.icon_path,
    isHot: row.is_hot,
    supportPlay: row.support_play,
    isGame: "GAME",
    minBet: row.min_bet_cents / 100,
    lineNum: row.line_num,
  };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
