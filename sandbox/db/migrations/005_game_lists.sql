-- The game list as index lookups: its order, its counts and its name search
-- (docs/decisions/game-lobbies.md). Games are written by the seed alone, which fills the
-- two lookups below once its games are in (sandbox/seed/games.ts, refreshGameLookups):
-- whatever else comes to write games must call it too.

-- A merchant's vendors in their display order: the game list walks them in this order,
-- each vendor's games in theirs (games_type_vendor), and stops after one page. Unique, so
-- SQLite knows that order needs no sort.
CREATE UNIQUE INDEX merchant_vendors_by_sort ON merchant_vendors (merchant, sort);

-- Game names in both languages, indexed by trigram: a case-insensitive substring of three
-- characters or more is an index lookup (games.list gameName). External content: the names
-- stay in `games`, the index holds only the trigrams and names games by rowid.
CREATE VIRTUAL TABLE games_name_search USING fts5(
  name_en, name_ty,
  content = 'games', content_rowid = 'rowid',
  tokenize = 'trigram case_sensitive 0'
);

-- How many games each vendor has per type and sub-category ('' for none): a list filtered
-- by type, vendor and sub-category adds up a few of these rows instead of reading every
-- game's index entry.
CREATE TABLE game_counts (
  vendor_code   TEXT NOT NULL,
  game_type     TEXT NOT NULL,
  game_classify TEXT NOT NULL,
  games         INTEGER NOT NULL,
  PRIMARY KEY (vendor_code, game_type, game_classify)
);

-- A database seeded before this migration: the lookups of the games it already has.
INSERT INTO games_name_search (games_name_search) VALUES ('rebuild');
INSERT INTO game_counts (vendor_code, game_type, game_classify, games)
SELECT vendor_code, game_type, IFNULL(game_classify, ''), COUNT(*) FROM games GROUP BY 1, 2, 3;
