-- Refer and earn, and missions with their weekly leaderboard.
--
-- Referral: each account may have one code (made on first ask); a player who registers with
-- `?referralCode=` becomes the code owner's invitee. The referrer earns a commission on every
-- bet of an invitee: one `referral_earnings` row per bet (accrued when the referrer next asks,
-- in bet-id order, so nothing is counted twice), claimed all at once into the main wallet
-- through the ledger (kind referral.claim).
--
-- Missions: daily and weekly targets on the player's bets in the period; a completed mission is
-- claimed once per period (a `mission_claims` row and a mission.claim ledger credit). The
-- leaderboard ranks the week's claimed mission points.

CREATE TABLE referral_settings (
  merchant          TEXT PRIMARY KEY REFERENCES merchants(code),
  rate_basis_points INTEGER NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000)  -- of each invitee bet's stake
);

CREATE TABLE referral_codes (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  merchant   TEXT NOT NULL,
  code       TEXT NOT NULL,
  UNIQUE (merchant, code)
);

CREATE TABLE referrals (
  invitee_id  INTEGER PRIMARY KEY REFERENCES accounts(id),  -- a player is invited once
  referrer_id INTEGER NOT NULL REFERENCES accounts(id),
  joined_at   TEXT NOT NULL
);
CREATE INDEX referrals_by_referrer ON referrals (referrer_id, joined_at DESC, invitee_id DESC);

CREATE TABLE referral_claims (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  reference     TEXT NOT NULL UNIQUE,
  claimed_cents INTEGER NOT NULL CHECK (claimed_cents > 0),
  created_at    TEXT NOT NULL
);

CREATE TABLE referral_earnings (
  bet_id           INTEGER PRIMARY KEY REFERENCES bets(id),
  referrer_id      INTEGER NOT NULL REFERENCES accounts(id),
  invitee_id       INTEGER NOT NULL REFERENCES accounts(id),
  commission_cents INTEGER NOT NULL CHECK (commission_cents >= 0),  -- stake × rate, rounded down
  claim_id         INTEGER REFERENCES referral_claims(id)            -- NULL: pending
);
CREATE INDEX referral_earnings_by_referrer ON referral_earnings (referrer_id, invitee_id);
CREATE INDEX bets_by_account_id ON bets (account_id, id);

CREATE TABLE missions (
  id            TEXT PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants(code),
  period        TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  metric        TEXT NOT NULL CHECK (metric IN ('VALID_BET', 'BET_COUNT')),
  target        INTEGER NOT NULL CHECK (target > 0),                 -- cents for VALID_BET, bets for BET_COUNT
  reward_cents  INTEGER NOT NULL CHECK (reward_cents > 0),
  points        INTEGER NOT NULL CHECK (points >= 0),
  title_en      TEXT NOT NULL,
  title_ty      TEXT NOT NULL,
  sort          INTEGER NOT NULL
);
CREATE INDEX missions_by_merchant ON missions (merchant, sort);

CREATE TABLE mission_claims (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  merchant     TEXT NOT NULL,
  mission_id   TEXT NOT NULL REFERENCES missions(id),
  period_start TEXT NOT NULL,                                        -- ISO start of the day or week claimed
  reference    TEXT NOT NULL UNIQUE,
  reward_cents INTEGER NOT NULL,
  points       INTEGER NOT NULL,
  created_at   TEXT NOT NULL,
  UNIQUE (account_id, mission_id, period_start)                      -- once per period, whatever the keys
);
CREATE INDEX mission_claims_by_week ON mission_claims (merchant, created_at);
