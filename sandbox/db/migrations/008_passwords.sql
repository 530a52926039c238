-- Passwords: forgotten by email (reset links through an outbox) or by SMS code, changed by
-- the player, with a history (recent passwords cannot come back) and a default-password mark.

ALTER TABLE accounts ADD COLUMN email TEXT;                                   -- NULL: none on file
ALTER TABLE accounts ADD COLUMN password_is_default INTEGER NOT NULL DEFAULT 0; -- 1: the merchant's default, must be changed

-- Earlier password hashes of each account, newest first by changed_at; the last few are refused.
CREATE TABLE password_history (
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  password_hash TEXT NOT NULL,
  changed_at    TEXT NOT NULL
);
CREATE INDEX password_history_by_account ON password_history (account_id, changed_at DESC);

-- Emailed reset links: only the token's sha256 is kept; a token resets once, within 30 minutes.
CREATE TABLE password_reset_tokens (
  token_hash  TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  merchant    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
);

-- The sandbox is its own mail server: every email it sends is kept here for the control surface.
CREATE TABLE email_outbox (
  id          INTEGER PRIMARY KEY,
  merchant    TEXT NOT NULL,
  to_address  TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  reset_token TEXT,                                  -- the token the body links to, for tests
  sent_at     TEXT NOT NULL
);
CREATE INDEX email_outbox_by_address ON email_outbox (merchant, to_address, id DESC);

-- The last password-reset code sent to each number (as login_codes, kept apart: a reset
-- code never signs in by itself and a sign-in code never resets a password).
CREATE TABLE reset_codes (
  merchant   TEXT NOT NULL REFERENCES merchants(code),
  mobile     TEXT NOT NULL,
  code       TEXT,
  sent_at    TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT,
  PRIMARY KEY (merchant, mobile)
);
