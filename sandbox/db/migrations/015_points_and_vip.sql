-- The points mall (PTSYS3) and the VIP bonus. Points are whole numbers on the account, never
-- negative (the CHECK backs up the conditional UPDATEs of the redeem and the conversion), and
-- every change is a `points_ledger` row written in the same transaction, so the ledger of an
-- account sums to its points. Goods stock never goes below zero either (same pattern).

ALTER TABLE accounts ADD COLUMN points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0);
-- The valid bet an account had before the sandbox's own `bets` (its history at the operator):
-- the VIP valid bet is this plus the stakes of its bets.
ALTER TABLE accounts ADD COLUMN prior_valid_bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (prior_valid_bet_cents >= 0);

CREATE TABLE points_settings (
  merchant                  TEXT PRIMARY KEY REFERENCES merchants(code),
  cents_per_point           INTEGER NOT NULL CHECK (cents_per_point > 0),
  min_convert_points        INTEGER NOT NULL CHECK (min_convert_points > 0),
  valid_bet_cents_per_point INTEGER NOT NULL CHECK (valid_bet_cents_per_point > 0),
  rules_en                  TEXT NOT NULL,
  rules_ty                  TEXT NOT NULL
);

CREATE TABLE points_ledger (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  kind          TEXT NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'REFUND', 'CONVERT')),
  points        INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reference     TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX points_ledger_by_account ON points_ledger (account_id, created_at);

CREATE TABLE point_goods (
  id                    INTEGER PRIMARY KEY,
  merchant              TEXT NOT NULL REFERENCES merchants(code),
  sort                  INTEGER NOT NULL,
  name_en               TEXT NOT NULL,
  name_ty               TEXT NOT NULL,
  remark_en             TEXT NOT NULL,              -- platform HTML
  remark_ty             TEXT NOT NULL,
  points_required       INTEGER NOT NULL CHECK (points_required > 0),
  amount_required_cents INTEGER NOT NULL CHECK (amount_required_cents >= 0),
  quantity              INTEGER NOT NULL CHECK (quantity >= 0),
  available             INTEGER NOT NULL CHECK (available >= 0),
  points_ratio          INTEGER NOT NULL CHECK (points_ratio > 0)
);
CREATE INDEX point_goods_by_merchant ON point_goods (merchant, sort);

CREATE TABLE point_redeems (
  id           INTEGER PRIMARY KEY,
  reference    TEXT NOT NULL UNIQUE,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  goods_id     INTEGER NOT NULL REFERENCES point_goods(id),
  quantity     INTEGER NOT NULL CHECK (quantity > 0),
  points       INTEGER NOT NULL CHECK (points > 0),
  address      TEXT NOT NULL,
  mobile       TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  created_at   TEXT NOT NULL,
  decided_at   TEXT
);
CREATE INDEX point_redeems_by_account ON point_redeems (account_id, created_at);

CREATE TABLE vip_levels (
  merchant             TEXT NOT NULL REFERENCES merchants(code),
  level                INTEGER NOT NULL CHECK (level >= 0),
  valid_bet_cents      INTEGER NOT NULL CHECK (valid_bet_cents >= 0),
  level_up_bonus_cents INTEGER NOT NULL CHECK (level_up_bonus_cents >= 0),
  monthly_bonus_cents  INTEGER NOT NULL CHECK (monthly_bonus_cents >= 0),
  benefits_en          TEXT NOT NULL,               -- JSON array of strings
  benefits_ty          TEXT NOT NULL,
  PRIMARY KEY (merchant, level)
);

-- One row per bonus ever paid: the UNIQUE key is what makes each claim happen once
-- (period: '' for a level-up bonus, the UTC month 'yyyy-MM' for a monthly one).
CREATE TABLE vip_claims (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  kind         TEXT NOT NULL CHECK (kind IN ('LEVEL_UP', 'MONTHLY')),
  level        INTEGER NOT NULL,
  period       TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reference    TEXT NOT NULL UNIQUE,
  created_at   TEXT NOT NULL,
  UNIQUE (account_id, kind, level, period)
);
