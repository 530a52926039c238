-- Session-time limits per play session, day, week and month (they were per day only), and a
-- reality check interval of any whole number of minutes (it was 15, 30 or 60). SQLite cannot
-- change a CHECK, so both tables are rebuilt (no other table references them).
CREATE TABLE rg_limits_rebuilt (
  account_id     INTEGER NOT NULL REFERENCES accounts(id),
  kind           TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
  period         TEXT NOT NULL CHECK (period IN ('SESSION', 'DAY', 'WEEK', 'MONTH')),  -- SESSION: one play session, session time only
  amount         INTEGER,
  pending_amount INTEGER,
  pending_at     TEXT,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, period)
);
INSERT INTO rg_limits_rebuilt (account_id, kind, period, amount, pending_amount, pending_at, updated_at)
  SELECT account_id, kind, period, amount, pending_amount, pending_at, updated_at FROM rg_limits;
DROP TABLE rg_limits;
ALTER TABLE rg_limits_rebuilt RENAME TO rg_limits;

CREATE TABLE play_time_settings_rebuilt (
  account_id             INTEGER PRIMARY KEY REFERENCES accounts(id),
  reality_check_minutes  INTEGER CHECK (reality_check_minutes BETWEEN 1 AND 1440)
);
INSERT INTO play_time_settings_rebuilt (account_id, reality_check_minutes)
  SELECT account_id, reality_check_minutes FROM play_time_settings;
DROP TABLE play_time_settings;
ALTER TABLE play_time_settings_rebuilt RENAME TO play_time_settings;

-- The period of the session-time limit that closed a session (ended_by SESSION_LIMIT): the popup
-- says which limit it was and when play may start again.
ALTER TABLE game_sessions ADD COLUMN limit_period TEXT;
