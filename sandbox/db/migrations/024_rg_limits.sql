-- A player's own limits: deposit, loss and wager (cents) per day, week and month, and session
-- time per day (minutes). `amount` is the active limit (NULL: none). A raise or a removal waits
-- 24 h: `pending_at` is when it takes effect and `pending_amount` the value then (NULL: removed).
CREATE TABLE rg_limits (
  account_id     INTEGER NOT NULL REFERENCES accounts(id),
  kind           TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
  period         TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount         INTEGER,
  pending_amount INTEGER,
  pending_at     TEXT,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, period)
);

-- The player answered the "set a deposit limit?" offer with Skip: it is not asked again.
CREATE TABLE rg_limit_offer_skipped (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  skipped_at TEXT NOT NULL
);

-- A deposit is checked against the account's orders of the last 24 h, 7 and 30 days.
CREATE INDEX deposit_orders_by_account_time ON deposit_orders (account_id, created_at);
