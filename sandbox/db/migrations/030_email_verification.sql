-- E-mail verification: a bound e-mail is verified by a one-time link sent to it. The accounts
-- seeded with an e-mail before this count as verified (the column's default); an e-mail bound
-- from now on starts unverified, and an unverified e-mail gets no password reset link.
ALTER TABLE accounts ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;

-- The links sent, kept by the hash of their token: the address they verify, their expiry on
-- the platform clock and when one was used (a link verifies once).
CREATE TABLE email_verifications (
  token_hash  TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  merchant    TEXT NOT NULL,
  email       TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
);
CREATE INDEX email_verifications_by_account ON email_verifications (account_id, created_at DESC);

-- The live events also tell of changes to an account's security (each also a message in its
-- inbox): the feed's table is rebuilt to take their kinds (SQLite cannot change a CHECK in place).
CREATE TABLE player_events_next (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  kind          TEXT NOT NULL CHECK (kind IN ('balance.changed', 'deposit.credited', 'deposit.failed', 'withdrawal.approved', 'withdrawal.rejected',
                  'security.newDevice', 'security.passwordChanged', 'security.authenticatorAdded', 'security.authenticatorRemoved',
                  'security.emailChanged', 'security.kycDecided')),
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
