-- The member centre: the inbox (replacing the accounts.unread_messages counter: the unread
-- count is now counted from the messages), codes that bind a mobile number or an email,
-- the credit line and its changes, and red envelopes.

ALTER TABLE accounts DROP COLUMN unread_messages;

CREATE TABLE messages (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,                 -- plain text, paragraphs separated by blank lines
  sent_at     TEXT NOT NULL,
  read_at     TEXT,                          -- NULL: unread
  deleted_at  TEXT                           -- NULL: in the inbox
);
CREATE INDEX messages_by_account ON messages (account_id, deleted_at, sent_at DESC);

-- The last binding code sent per account and channel; a new send replaces it.
CREATE TABLE binding_codes (
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  channel     TEXT NOT NULL CHECK (channel IN ('mobile', 'email')),
  target      TEXT NOT NULL,                 -- mobile: dialling code digits + number; email: lower case
  code        TEXT NOT NULL,
  sent_at     TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT,
  PRIMARY KEY (account_id, channel)
);

-- The credit line the merchant extends to an account, and its history (amounts in cents).
CREATE TABLE credit_lines (
  account_id   INTEGER PRIMARY KEY REFERENCES accounts(id),
  limit_cents  INTEGER NOT NULL CHECK (limit_cents >= 0),
  used_cents   INTEGER NOT NULL CHECK (used_cents >= 0)
);
CREATE TABLE credit_changes (
  id                INTEGER PRIMARY KEY,
  account_id        INTEGER NOT NULL REFERENCES accounts(id),
  kind              TEXT NOT NULL CHECK (kind IN ('GRANT', 'RAISE', 'LOWER', 'REPAY', 'USE')),
  amount_cents      INTEGER NOT NULL,
  limit_after_cents INTEGER NOT NULL,
  remark            TEXT NOT NULL,
  created_at        TEXT NOT NULL
);
CREATE INDEX credit_changes_by_account ON credit_changes (account_id, created_at DESC);

-- Red envelopes sent to accounts (promotional gifts): received ones were credited when sent.
CREATE TABLE red_envelopes (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  title        TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status       TEXT NOT NULL CHECK (status IN ('RECEIVED', 'EXPIRED')),
  sent_at      TEXT NOT NULL
);
CREATE INDEX red_envelopes_by_account ON red_envelopes (account_id, sent_at DESC);
