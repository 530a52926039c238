-- A lottery page is play as a game is: its time counts toward the reality check and the daily
-- session-time limit, and its bets toward the session's net result. A lottery page opens a play
-- session with the lottery lobby's own id; a lobby with no game chosen yet has no game, so
-- `node_id` may now be null. SQLite cannot drop a NOT NULL, so the table is rebuilt (no other
-- table references it: bets name their session without a foreign key).
CREATE TABLE game_sessions_rebuilt (
  id          TEXT PRIMARY KEY,                       -- random, in the launch URL (a lottery lobby's id)
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  node_id     TEXT REFERENCES games(node_id),         -- null: a lottery lobby with no game chosen
  free_trial  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  closed_at   TEXT,
  ended_by    TEXT,                                   -- CLOSED, SESSION_LIMIT (null: still open, or expired / idle)
  idle_until  TEXT
);
INSERT INTO game_sessions_rebuilt (id, account_id, node_id, free_trial, created_at, expires_at, closed_at, ended_by, idle_until)
  SELECT id, account_id, node_id, free_trial, created_at, expires_at, closed_at, ended_by, idle_until FROM game_sessions;
DROP TABLE game_sessions;
ALTER TABLE game_sessions_rebuilt RENAME TO game_sessions;
CREATE INDEX game_sessions_by_account_time ON game_sessions (account_id, created_at);

-- The lottery page (its play session) a lottery bet was placed from.
ALTER TABLE lottery_bets ADD COLUMN game_session_id TEXT;
CREATE INDEX lottery_bets_by_game_session ON lottery_bets (game_session_id) WHERE game_session_id IS NOT NULL;
