-- Record pages found by key, not by counting rows (issue 23): a records page deep in a long
-- history (page 5,000 of a member's 100,000 bets) must cost about what page 1 costs, and the
-- totals of a 90-day window must not read every bet in it.

-- Each account's bets per UTC day and game type, kept by the triggers below in the bet's own
-- transaction. The betting record reads its window's totals here (at most 90 days × 4 types),
-- finds the day its page starts in by adding the days' counts, and reads only that day onwards;
-- profit and loss is these rows grouped by day.
CREATE TABLE bet_days (
  account_id  INTEGER NOT NULL,
  day         TEXT NOT NULL,                          -- yyyy-MM-dd, UTC (the records' days)
  game_type   TEXT NOT NULL,
  bets        INTEGER NOT NULL,
  stake_cents INTEGER NOT NULL,
  win_cents   INTEGER NOT NULL,
  PRIMARY KEY (account_id, day, game_type)
);

CREATE TRIGGER bet_days_insert AFTER INSERT ON bets BEGIN
  INSERT INTO bet_days (account_id, day, game_type, bets, stake_cents, win_cents)
  SELECT NEW.account_id, substr(NEW.created_at, 1, 10), g.game_type, 1, NEW.stake_cents, NEW.win_cents
    FROM games g WHERE g.node_id = NEW.node_id
  ON CONFLICT (account_id, day, game_type) DO UPDATE SET
    bets = bets + 1, stake_cents = stake_cents + excluded.stake_cents, win_cents = win_cents + excluded.win_cents;
END;

CREATE TRIGGER bet_days_delete AFTER DELETE ON bets BEGIN
  UPDATE bet_days SET bets = bets - 1, stake_cents = stake_cents - OLD.stake_cents, win_cents = win_cents - OLD.win_cents
   WHERE account_id = OLD.account_id AND day = substr(OLD.created_at, 1, 10)
     AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
  DELETE FROM bet_days
   WHERE account_id = OLD.account_id AND day = substr(OLD.created_at, 1, 10) AND bets = 0;
END;

-- A bet is never changed by the platform, but a test or the back office may correct one.
CREATE TRIGGER bet_days_update AFTER UPDATE OF account_id, node_id, stake_cents, win_cents, created_at ON bets BEGIN
  UPDATE bet_days SET bets = bets - 1, stake_cents = stake_cents - OLD.stake_cents, win_cents = win_cents - OLD.win_cents
   WHERE account_id = OLD.account_id AND day = substr(OLD.created_at, 1, 10)
     AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
  DELETE FROM bet_days
   WHERE account_id = OLD.account_id AND day = substr(OLD.created_at, 1, 10) AND bets = 0;
  INSERT INTO bet_days (account_id, day, game_type, bets, stake_cents, win_cents)
  SELECT NEW.account_id, substr(NEW.created_at, 1, 10), g.game_type, 1, NEW.stake_cents, NEW.win_cents
    FROM games g WHERE g.node_id = NEW.node_id
  ON CONFLICT (account_id, day, game_type) DO UPDATE SET
    bets = bets + 1, stake_cents = stake_cents + excluded.stake_cents, win_cents = win_cents + excluded.win_cents;
END;

INSERT INTO bet_days (account_id, day, game_type, bets, stake_cents, win_cents)
SELECT b.account_id, substr(b.created_at, 1, 10), g.game_type, count(*), sum(b.stake_cents), sum(b.win_cents)
  FROM bets b JOIN games g ON g.node_id = b.node_id
 GROUP BY b.account_id, substr(b.created_at, 1, 10), g.game_type;

-- The rows of a page are read from where its day starts, newest first, through an index in the
-- page's order (scanned backwards: created_at DESC, id DESC, no sort) that carries the game, so
-- the type filter joins games without reading the bet: the few rows skipped inside that day are
-- index entries, never table rows.
CREATE INDEX bets_by_account_time ON bets (account_id, created_at, id, node_id);

-- Bonus details: the window's count and sum and the rows skipped before a page come from the
-- index alone.
CREATE INDEX bonuses_by_account_time ON bonuses (account_id, created_at, id, type, amount_cents);

-- Ledger pages (the account record, and the agent reports' team transactions and income): the
-- window's totals and the rows before a page are read in this index (the kind filter, the
-- categories, the income test and the sums in and out need kind and delta_cents), and only the
-- page's rows are read from the table. Every bet writes ledger rows, so these lists are as long
-- as a betting history.
CREATE INDEX ledger_by_account_time_kind ON ledger (account_id, created_at, id, kind, delta_cents);
