-- The authenticator a player sets up themselves: a secret waits here until a code confirms
-- it (then it moves to account_verification), and the one-time recovery codes made then.

-- At most one secret being set up per account; a new set-up replaces it.
CREATE TABLE authenticator_pending (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  secret     TEXT NOT NULL,                -- base32, shown to the player to add to their app
  created_at TEXT NOT NULL
);

-- Recovery codes: only their hashes are kept; each signs in (or removes the authenticator) once.
CREATE TABLE authenticator_recovery_codes (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  code_hash  TEXT NOT NULL,
  used_at    TEXT,
  PRIMARY KEY (account_id, code_hash)
);
