-- A name search in list order from the name index alone (docs/decisions/game-lobbies.md,
-- "Speed"). The trigram index of 005 named games by rowid, so each of a search's few hundred
-- matches was then read from `games` (type, vendor, order) and joined to the merchant's
-- vendors to count and sort them. Here the games are numbered in list order instead, vendor
-- by vendor, so the index's matches come out grouped by vendor and in each vendor's own
-- order: a search needs only the few ranges of the merchant's vendors, and reads the page's
-- games alone. Filled by the seed with the other lookups (sandbox/seed/games.ts,
-- refreshGameLookups), which anything else that comes to write games must call too.

-- Each game's list key: games numbered by vendor, type and the vendor's own order (sort),
-- so one vendor's games of one type have consecutive keys in display order.
CREATE TABLE game_list_keys (
  list_key   INTEGER PRIMARY KEY,
  game_rowid INTEGER NOT NULL
);

-- The keys of each vendor's games of each type: a search keeps the matches inside the
-- ranges of the merchant's vendors (and the asked type and vendor), in the merchant's order.
CREATE TABLE game_list_ranges (
  vendor_code TEXT NOT NULL,
  game_type   TEXT NOT NULL,
  first_key   INTEGER NOT NULL,
  last_key    INTEGER NOT NULL,
  PRIMARY KEY (vendor_code, game_type)
);

-- Game names by trigram, one index per language, each naming games by list key: a
-- case-insensitive substring of three characters or more is one lookup whose matches come
-- out in list-key order. Contentless: the names stay in `games`.
CREATE VIRTUAL TABLE game_names_en USING fts5(name, content = '', tokenize = 'trigram case_sensitive 0');
CREATE VIRTUAL TABLE game_names_ty USING fts5(name, content = '', tokenize = 'trigram case_sensitive 0');

-- The rowid-keyed index of 005 is replaced by these.
DROP TABLE games_name_search;

-- A database seeded before this migration: the lookups of the games it already has.
INSERT INTO game_list_keys (list_key, game_rowid)
SELECT ROW_NUMBER() OVER (ORDER BY vendor_code, game_type, sort, rowid), rowid FROM games;
INSERT INTO game_list_ranges (vendor_code, game_type, first_key, last_key)
SELECT g.vendor_code, g.game_type, MIN(k.list_key), MAX(k.list_key)
  FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid GROUP BY 1, 2;
INSERT INTO game_names_en (rowid, name) SELECT k.list_key, g.name_en FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid;
INSERT INTO game_names_ty (rowid, name) SELECT k.list_key, g.name_ty FROM game_list_keys k JOIN games g ON g.rowid = k.game_rowid;
