-- Play time (issue 25): how long a player plays, the reality check they chose, and the daily
-- session-time limit the launch and the demo game's bets are checked against.

-- A game session counts from its launch until the earliest of: closed (the portal closes it
-- when the game popup closes, or the platform when the day's session-time limit is reached),
-- its expiry, and its last sign of play plus the idle allowance (sandbox/lib/play-time.ts).
-- `idle_until` is that last sign (the launch, a bet, the portal's check of an open game) plus
-- the allowance, kept as a time so the end is one MIN() of stored times.
ALTER TABLE game_sessions ADD COLUMN closed_at TEXT;
ALTER TABLE game_sessions ADD COLUMN ended_by TEXT;                     -- CLOSED, SESSION_LIMIT (null: still open, or expired / idle)
ALTER TABLE game_sessions ADD COLUMN idle_until TEXT;
UPDATE game_sessions SET idle_until = expires_at WHERE idle_until IS NULL;
CREATE INDEX game_sessions_by_account_time ON game_sessions (account_id, created_at);

-- The session a bet was placed in: the reality check's net result is this session's wins minus stakes.
ALTER TABLE bets ADD COLUMN game_session_id TEXT;
CREATE INDEX bets_by_game_session ON bets (game_session_id) WHERE game_session_id IS NOT NULL;

-- The player's reality check interval (null: off). Their daily session-time limit is one of their
-- limits (rg_limits, kind SESSION).
CREATE TABLE play_time_settings (
  account_id             INTEGER PRIMARY KEY REFERENCES accounts(id),
  reality_check_minutes  INTEGER CHECK (reality_check_minutes IN (15, 30, 60))
);

-- Account activity reads each account's money by time.
CREATE INDEX deposit_orders_by_account_settled ON deposit_orders (account_id, settled_at);
CREATE INDEX withdrawals_by_account_time ON withdrawals (account_id, created_at);
