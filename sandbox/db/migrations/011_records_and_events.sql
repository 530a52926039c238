-- Records and live events: the bonuses credited to players (bonus details), an index for
-- each player's betting record, and the per-account feed of live events the portal polls.

-- A bonus credited to a player: a promotion, a deposit bonus, a rebate, a VIP or a referral reward.
CREATE TABLE bonuses (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  merchant     TEXT NOT NULL,
  type         TEXT NOT NULL CHECK (type IN ('PROMOTION', 'DEPOSIT', 'REBATE', 'VIP', 'REFERRAL')),
  title_en     TEXT NOT NULL,
  title_ty     TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at   TEXT NOT NULL                          -- ISO time, UTC
);
CREATE INDEX bonuses_by_account ON bonuses (account_id, created_at DESC);

-- The betting record and the profit and loss read one account's bets by time.
CREATE INDEX bets_by_account ON bets (account_id, created_at DESC);

-- What happened to an account's money, in order (id is the feed's cursor): the portal's live
-- events stream polls it. amount_cents and balance_cents are NULL when they do not apply.
CREATE TABLE player_events (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  kind          TEXT NOT NULL CHECK (kind IN ('balance.changed', 'deposit.credited', 'deposit.failed', 'withdrawal.approved', 'withdrawal.rejected')),
  amount_cents  INTEGER,
  balance_cents INTEGER,
  reference     TEXT,
  created_at    TEXT NOT NULL
);
CREATE INDEX player_events_by_account ON player_events (account_id, id);
