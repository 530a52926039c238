import type Database from "better-sqlite3";
import type { Game, GameType, Language } from "../../app/platform/contract";
import { prepared } from "../db/statements";
import { writtenIn, type Written } from "../lib/written";

/** The name column and name index for a language; fixed maps, so no request text ever reaches the SQL. */
const NAME_COLUMN: Written<string> = { EN: "name_en", TY: "name_ty" };
const NAME_INDEX: Written<string> = { EN: "game_names_en", TY: "game_names_ty" };

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
  if (isIndexedName(query.filter.gameName)) return findByName(db, query);
  const { where, params } = whereClause(query);
  const from = `FROM ${tablesOf(query)} ${where}`;
  const order = SOURCES[query.source.kind].order;

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
 * A name search: the list keys of its matches in list order (their number is the count),
 * then only the page's games are read. The keys come from the name index and the vendor
 * ranges alone where the filter is the merchant's vendors, type and vendor
 * (`rangedKeys`); any other filter reads each match's game (`joinedKeys`).
 */
function findByName(db: Database.Database, query: GameQuery): { games: Game[]; total: number } {
  const keys = rangedKeys(db, query) ?? joinedKeys(db, query);
  const pageKeys = keys.slice(query.offset, query.offset + query.limit);
  if (pageKeys.length === 0) return { games: [], total: keys.length };
  const rows = prepared(
    db,
    `SELECT k.list_key, ${gameColumns(query.language)} FROM game_list_keys k CROSS JOIN games g ON g.rowid = k.game_rowid
      WHERE k.list_key IN (SELECT value FROM json_each(@keys))`,
  ).all({ keys: JSON.stringify(pageKeys) }) as Array<GameRow & { list_key: number }>;
  const byKey = new Map(rows.map((row) => [row.list_key, row]));
  return { games: pageKeys.map((key) => toGame(byKey.get(key)!)), total: keys.length };
}

/**
 * The matches' list keys in list order without reading a game: the name index gives the
 * matching keys in key order, that is vendor by vendor and in each vendor's own order; the
 * merchant's vendor ranges (of the asked type and vendor), in the merchant's order, keep and
 * order them. Null where that is not the whole filter (a sub-category, a minimum bet or line
 * count, another source than the catalogue), or where a vendor has games of several types
 * and no type is asked (its ranges would need merging by its own order).
 */
function rangedKeys(db: Database.Database, query: GameQuery): number[] | null {
  const { source, filter } = query;
  const only = (value: string | number | undefined) => value === undefined || value === "";
  if (source.kind !== "catalogue" || !only(filter.gameClassify) || !only(filter.minBetCents) || !only(filter.minLineNum)) return null;
  const { sql, params } = rangesQuery(query);
  const ranges = prepared(db, sql).raw().all(params) as Array<[vendor: string, first: number, last: number]>;
  if (new Set(ranges.map(([vendor]) => vendor)).size !== ranges.length) return null;

  const matches = prepared(db, matchQuery(query.language))
    .pluck()
    .all({ nameMatch: nameMatch(filter.gameName!) }) as number[];
  const keys: number[] = [];
  for (const [, first, last] of ranges) {
    for (let at = firstAtLeast(matches, first); at < matches.length && matches[at] <= last; at++) keys.push(matches[at]);
  }
  return keys;
}

/** The matches' list keys in list order, each match's game read and joined to the merchant's vendors. */
function joinedKeys(db: Database.Database, query: GameQuery): number[] {
  const { where, params } = whereClause(query);
  const order = SOURCES[query.source.kind].order;
  return prepared(db, `SELECT k.list_key FROM ${tablesOf(query)} ${where} ORDER BY ${order}`)
    .pluck()
    .all(params) as number[];
}

/** The name index's matching list keys, in key order (the index's own). */
const matchQuery = (language: Language) => {
  const index = writtenIn(NAME_INDEX, language);
  return `SELECT rowid FROM ${index} WHERE ${index} MATCH @nameMatch`;
};

/** The list-key ranges of the merchant's vendors (of the asked type and vendor), in the merchant's order. */
function rangesQuery({ merchant, filter }: GameQuery): { sql: string; params: Record<string, string> } {
  const conditions = ["mv.merchant = @merchant"];
  const params: Record<string, string> = { merchant };
  if (filter.gameType !== undefined) {
    conditions.push("r.game_type = @gameType");
    params.gameType = filter.gameType;
  }
  if (filter.vassalage !== undefined && filter.vassalage !== "") {
    conditions.push("mv.vendor_code = @vassalage");
    params.vassalage = filter.vassalage;
  }
  return {
    sql: `SELECT r.vendor_code, r.first_key, r.last_key
            FROM merchant_vendors mv CROSS JOIN game_list_ranges r ON r.vendor_code = mv.vendor_code
           WHERE ${conditions.join(" AND ")} ORDER BY mv.sort`,
    params,
  };
}

/** The index of the first value >= `value` in ascending `sorted` (its length when none is). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How SQLite runs `findGames`'s queries (EXPLAIN QUERY PLAN details), for tests and diagnosis:
 * for a name search the name index's and the vendor ranges' where those answer it, else the page query.
 */
export function explainFindGames(db: Database.Database, query: GameQuery): string[] {
  const plan = (sql: string, params: Record<string, string | number>) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((row) => row.detail);
  if (isIndexedName(query.filter.gameName) && rangedKeys(db, query) !== null) {
    const ranges = rangesQuery(query);
    return [...plan(matchQuery(query.language), { nameMatch: nameMatch(query.filter.gameName!) }), ...plan(ranges.sql, ranges.params)];
  }
  const { where, params } = whereClause(query);
  const order = SOURCES[query.source.kind].order;
  return plan(`SELECT g.node_id FROM ${tablesOf(query)} ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`, {
    ...params,
    limit: query.limit,
    offset: query.offset,
  });
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
 * - a name search starts from the name index's matches (a few hundred at most), each
 *   match's list key leading to its game;
 * - the catalogue walks the merchant's vendors in display order and each vendor's games
 *   in theirs, so counting reads only the (type, vendor) index and a page stops after
 *   its last row instead of sorting thousands;
 * - hot games and an account's lists start from their own (small) sets.
 */
function tablesOf({ language, source, filter }: GameQuery): string {
  const merchantVendor = "mv.vendor_code = g.vendor_code AND mv.merchant = @merchant";
  const join = SOURCES[source.kind].join;
  if (isIndexedName(filter.gameName)) {
    const names = `${writtenIn(NAME_INDEX, language)} n CROSS JOIN game_list_keys k ON k.list_key = n.rowid CROSS JOIN games g ON g.rowid = k.game_rowid`;
    return `${names} CROSS JOIN merchant_vendors mv ON ${merchantVendor} ${join}`;
  }
  if (source.kind === "catalogue") return `merchant_vendors mv CROSS JOIN games g ON ${merchantVendor}`;
  return `games g JOIN merchant_vendors mv ON ${merchantVendor} ${join}`;
}

const isIndexedName = (name: string | undefined): boolean => name !== undefined && [...name].length >= MIN_INDEXED_NAME_LENGTH;

/**
 * The name index's query for `name`: the whole text as one phrase (quotes doubled), so the
 * player's text is matched as a substring, never read as query syntax.
 */
function nameMatch(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
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
  return `g.node_id, g.vendor_code, g.game_type, g.game_code, g.${writtenIn(NAME_COLUMN, language)} AS name, g.game_classify,
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
  if (name !== undefined && isIndexedName(name)) add(`n.${writtenIn(NAME_INDEX, language)} MATCH @nameMatch`, "nameMatch", nameMatch(name));
  // instr, not LIKE: the player's text is data, so '%' and '_' match themselves.
  else add(`instr(lower(g.${writtenIn(NAME_COLUMN, language)}), @gameName) > 0`, "gameName", name?.toLowerCase());
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
