-- The second factor's own count per account: wrong authenticator and recovery codes, wherever
-- they are typed (the sign-in's verification step, the authenticator's removal), across tickets
-- and sessions. Five in a window lock every code out until locked_until; only a right code (or
-- the authenticator's removal, which needs one) clears it, never the password.
CREATE TABLE second_factor_attempts (
  account_id        INTEGER PRIMARY KEY REFERENCES accounts(id),
  failures          INTEGER NOT NULL,
  window_started_at TEXT NOT NULL,
  locked_until      TEXT
);

-- The sign-in history also shows when the second factor was locked (outcome locked): the table
-- is rebuilt to take it (SQLite cannot change a CHECK in place).
CREATE TABLE sign_in_history_next (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  at          TEXT NOT NULL,
  ip          TEXT NOT NULL,
  country     TEXT NOT NULL,
  user_agent  TEXT NOT NULL,
  method      TEXT NOT NULL,
  outcome     TEXT NOT NULL CHECK (outcome IN ('success', 'failure', 'locked')),
  new_device  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sign_in_history_next (id, account_id, at, ip, country, user_agent, method, outcome, new_device)
  SELECT id, account_id, at, ip, country, user_agent, method, outcome, new_device FROM sign_in_history;
DROP TABLE sign_in_history;
ALTER TABLE sign_in_history_next RENAME TO sign_in_history;
CREATE INDEX sign_in_history_account_at_idx ON sign_in_history (account_id, at);

-- The lock is a security event (an inbox message and a live event): the feed takes its kind.
CREATE TABLE player_events_next (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  kind          TEXT NOT NULL CHECK (kind IN ('balance.changed', 'deposit.credited', 'deposit.failed', 'withdrawal.approved', 'withdrawal.rejected',
                  'security.newDevice', 'security.passwordChanged', 'security.authenticatorAdded', 'security.authenticatorRemoved',
                  'security.emailChanged', 'security.kycDecided', 'security.secondFactorLocked')),
  amount_cents  INTEGER,
  balance_cents INTEGER,
  reference     TEXT,
  created_at    TEXT NOT NULL
);
INSERT INTO player_events_next (id, account_id, kind, amount_cents, balance_cents, reference, created_at)
  SELECT id, account_id, kind, amount_cents, balance_cents, reference, created_at FROM player_events;
DROP TABLE player_events;
ALTER TABLE player_events_next RENAME TO player_events;
CREATE INDEX player_events_by_account ON player_events (account_id, id);
