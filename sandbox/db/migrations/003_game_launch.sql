-- Game launch: maintenance per game (besides per vendor), and vendors whose games must
-- open in a new window (their pages refuse to be framed).

ALTER TABLE games ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;   -- 1: launching it answers GAME_MAINTENANCE
ALTER TABLE vendors ADD COLUMN new_window INTEGER NOT NULL DEFAULT 0;  -- 1: games.launch answers newWindow true
