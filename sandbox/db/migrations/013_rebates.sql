-- Manual rebate (MANPLAYREB3): a rate per merchant and game type, the least a claim takes, and
-- each player's claims. What a player is owed is computed from `bets` (stakes placed after the
-- last claimed bet, per game type through `games`) × the rate; a claim credits the main wallet
-- through the ledger (kind rebate.claim).

CREATE TABLE rebate_rates (
  merchant          TEXT NOT NULL REFERENCES merchants(code),
  game_type         TEXT NOT NULL,
  rate_basis_points INTEGER NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),  -- 100 = 1% of the valid bet
  PRIMARY KEY (merchant, game_type)
);

CREATE TABLE rebate_settings (
  merchant        TEXT PRIMARY KEY REFERENCES merchants(code),
  min_claim_cents INTEGER NOT NULL CHECK (min_claim_cents >= 0)
);

-- A claim covers every bet of the account up to and including `up_to_bet_id` (bet ids only grow,
-- so "since the last claim" has no clock ties).
CREATE TABLE rebate_claims (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  reference     TEXT NOT NULL UNIQUE,
  up_to_bet_id  INTEGER NOT NULL,
  claimed_cents INTEGER NOT NULL CHECK (claimed_cents > 0),
  created_at    TEXT NOT NULL
);
CREATE INDEX rebate_claims_by_account ON rebate_claims (account_id, id);
