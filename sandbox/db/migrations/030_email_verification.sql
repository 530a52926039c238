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
