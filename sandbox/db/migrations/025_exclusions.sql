-- Operators and shared registration: a merchant (brand) belongs to an operator (the licensed
-- company); merchants with the same `registration` share one registration (the platform's
-- account), so the same username on each is the same player. NULL: the brand is its own
-- operator, with its own registration.
ALTER TABLE merchants ADD COLUMN operator TEXT;
ALTER TABLE merchants ADD COLUMN registration TEXT;

-- Time-outs and self-exclusions. Nothing ends one early: there is no update of ends_at, only
-- the clock passing it (NULL: permanent).
CREATE TABLE exclusions (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),   -- who asked for it, on the merchant they asked on
  kind        TEXT NOT NULL,                              -- TIMEOUT | EXCLUSION
  period      TEXT NOT NULL,                              -- the chosen period (contract EXCLUSION_PERIODS)
  all_brands  INTEGER NOT NULL,                           -- 1: the player asked for every brand of the operator
  starts_at   TEXT NOT NULL,
  ends_at     TEXT                                        -- NULL: permanent
);

-- The accounts an exclusion covers, by merchant and username: the brand it was asked on and the
-- brands sharing its registration (the same username, whether it is registered there yet or not),
-- and with every brand of the operator the accounts of the same mobile number on brands with a
-- registration of their own.
CREATE TABLE exclusion_accounts (
  exclusion_id INTEGER NOT NULL REFERENCES exclusions(id),
  merchant     TEXT NOT NULL REFERENCES merchants(code),
  username     TEXT NOT NULL,
  PRIMARY KEY (exclusion_id, merchant, username)
);
CREATE INDEX exclusion_accounts_by_account ON exclusion_accounts (merchant, username);
