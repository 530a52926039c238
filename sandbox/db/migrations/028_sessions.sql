-- Where and on what each session was signed in, and when it was last used, so a player can
-- see their sessions and end the ones they do not recognise.
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password';
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;

CREATE INDEX sessions_account_idx ON sessions (account_id, expires_at);

-- Every sign-in and every failed attempt on an existing account, kept for the player's
-- sign-in history (the last 90 days are shown).
CREATE TABLE sign_in_history (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  at          TEXT NOT NULL,
  ip          TEXT NOT NULL,
  country     TEXT NOT NULL,
  user_agent  TEXT NOT NULL,
  method      TEXT NOT NULL,
  outcome     TEXT NOT NULL CHECK (outcome IN ('success', 'failure')),
  new_device  INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX sign_in_history_account_at_idx ON sign_in_history (account_id, at);
