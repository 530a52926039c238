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
  minBetCents?: number;
  minLineNum?: number;
}

/**
 * Where the games come from: the merchant's catalogue, its hot games, or one account's
 * recent games or favourites. Always limited to the merchant's vendors.
 */
export type GameSource =
  { kind: "catalogue" } | { kind: "hot" } | { kind: "recent"; accountId: number } | { kind: "favourites"; accountId: number };

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

/**
 * Names shorter than this are searched by a scan of the other filters' matches: the
 * trigram index cannot look up one or two characters.
 */
const MIN_INDEXED_NAME_LENGTH = 3;

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
  const from = `FROM ${tablesOf(query)} ${where}`;
  const order = SOURCES[query.source.kind].order;
  if (isIndexedName(query.filter.gameName)) return findByName(db, query, from, order, params);

  const total = countsGames(query) ? countFromCounts(db, query) : (prepared(db, `SELECT COUNT(*) ${from}`).pluck().get(params) as number);
  if (total === 0 || query.offset >= total) return { games: [], total };
  const rows = prepared(db, `SELECT ${gameColumns(query.language)} ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all({
    ...params,
    limit: query.limit,
    offset: query.offset,
  }) as GameRow[];
  return { games: rows.map(toGame), total };
}

/**
 * A name search: one pass over the name index's matches (a few hundred at most) gives their
 * ids in list order, so the count is their number; then only the page's rows are read.
 */
function findByName(
  db: Database.Database,
  query: GameQuery,
  from: string,
  order: string,
  params: Record<string, string | number>,
): { games: Game[]; total: number } {
  const ids = prepared(db, `SELECT g.rowid ${from} ORDER BY ${order}`).pluck().all(params) as number[];
  const pageIds = ids.slice(query.offset, query.offset + query.limit);
  if (pageIds.length === 0) return { games: [], total: ids.length };
  const rows = prepared(
    db,
    `SELECT g.rowid AS row_id, ${gameColumns(query.language)} FROM games g WHERE g.rowid IN (SELECT value FROM json_each(@ids))`,
  ).all({ ids: JSON.stringify(pageIds) }) as Array<GameRow & { row_id: number }>;
  const byId = new Map(rows.map((row) => [row.row_id, row]));
  return { games: pageIds.map((id) => toGame(byId.get(id)!)), total: ids.length };
}

/** How SQLite runs `findGames`'s page query (EXPLAIN QUERY PLAN details), for tests and diagnosis. */
export function explainFindGames(db: Database.Database, query: GameQuery): string[] {
  const { where, params } = whereClause(query);
  const order = SOURCES[query.source.kind].order;
  return (
    db
      .prepare(`EXPLAIN QUERY PLAN SELECT g.node_id FROM ${tablesOf(query)} ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.limit, offset: query.offset }) as Array<{ detail: string }>
  ).map((row) => row.detail);
}

/** Whether the catalogue filter is one `game_counts` answers: type, vendor and sub-category only. */
function countsGames({ source, filter }: GameQuery): boolean {
  return (
    source.kind === "catalogue" && (filter.gameName ?? "") === "" && filter.minBetCents === undefined && filter.minLineNum === undefined
  );
}

/** The catalogue's matches, added up from the per-vendor counts of the merchant's vendors. */
function countFromCounts(db: Database.Database, { merchant, filter }: GameQuery): number {
  const conditions = ["mv.merchant = @merchant"];
  const params: Record<string, string> = { merchant };
  for (const [column, value] of [
    ["game_type", filter.gameType],
    ["vendor_code", filter.vassalage],
    ["game_classify", filter.gameClassify],
  ] as const) {
    if (value === undefined || value === "") continue;
    conditions.push(`c.${column} = @${column}`);
    params[column] = value;
  }
  return prepared(
    db,
    `SELECT IFNULL(SUM(c.games), 0) FROM merchant_vendors mv CROSS JOIN game_counts c ON c.vendor_code = mv.vendor_code
      WHERE ${conditions.join(" AND ")}`,
  )
    .pluck()
    .get(params) as number;
}

/**
 * The tables of a game query, in the order SQLite is to walk them (CROSS JOIN fixes the
 * order; left to itself the planner walks every game of the type and sorts them all):
 * - a name search starts from the name index's matches (a few hundred at most);
 * - the catalogue walks the merchant's vendors in display order and each vendor's games
 *   in theirs, so counting reads only the (type, vendor) index and a page stops after
 *   its last row instead of sorting thousands;
 * - hot games and an account's lists start from their own (small) sets.
 */
function tablesOf({ source, filter }: GameQuery): string {
  const merchantVendor = "mv.vendor_code = g.vendor_code AND mv.merchant = @merchant";
  const join = SOURCES[source.kind].join;
  if (isIndexedName(filter.gameName)) {
    return `games_name_search n CROSS JOIN games g ON g.rowid = n.rowid CROSS JOIN merchant_vendors mv ON ${merchantVendor} ${join}`;
  }
  if (source.kind === "catalogue") return `merchant_vendors mv CROSS JOIN games g ON ${merchantVendor}`;
  return `games g JOIN merchant_vendors mv ON ${merchantVendor} ${join}`;
}

const isIndexedName = (name: string | undefined): boolean => name !== undefined && [...name].length >= MIN_INDEXED_NAME_LENGTH;

/**
 * The name index's query for `name` in one language's column: the whole text as one
 * phrase (quotes doubled), so the player's text is matched as a substring, never read as
 * query syntax.
 */
function nameMatch(language: Language, name: string): string {
  return `${NAME_COLUMN[language]} : "${name.replace(/"/g, '""')}"`;
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
  const name = filter.gameName;
  if (name !== undefined && isIndexedName(name)) add("n.games_name_search MATCH @nameMatch", "nameMatch", nameMatch(language, name));
  // instr, not LIKE: the player's text is data, so '%' and '_' match themselves.
  else add(`instr(lower(g.${NAME_COLUMN[language]}), @gameName) > 0`, "gameName", name?.toLowerCase());
  add("g.min_bet_cents >= @minBetCents", "minBetCents", filter.minBetCents);
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
    minBetCents: row.min_bet_cents,
    lineNum: row.line_num,
  };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
