-- Lottery draws, bets and missions; live models and their chat rooms; PVP rooms; new games.

-- The lottery games among `games` (the lottery vendors' games), with how they draw.
-- Draws are not stored: issue n of a game is drawn at draw_epoch + n × draw_every_minutes
-- and its numbers are a hash of (node_id, issue), so advancing the clock opens new draws.
CREATE TABLE lottery_games (
  node_id            TEXT PRIMARY KEY REFERENCES games(node_id),
  prize_mode         TEXT NOT NULL,                   -- LOTT, ZY, ELOTT, SEA
  region             TEXT,                            -- NORTH, CENTRAL, SOUTH for the Vietnam lottery; else NULL
  draw_every_minutes INTEGER NOT NULL CHECK (draw_every_minutes > 0)
);
CREATE INDEX lottery_games_by_mode ON lottery_games (prize_mode);

-- A bet on the last two digits of the first prize of one draw (issue) of a game.
CREATE TABLE lottery_bets (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  merchant    TEXT NOT NULL,
  node_id     TEXT NOT NULL REFERENCES lottery_games(node_id),
  issue       INTEGER NOT NULL,
  pick        TEXT NOT NULL CHECK (length(pick) = 2),
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  placed_at   TEXT NOT NULL
);
CREATE INDEX lottery_bets_by_account ON lottery_bets (account_id, placed_at DESC);
CREATE INDEX lottery_bets_by_merchant ON lottery_bets (merchant, placed_at);

-- A weekly mission: place `target_bets` lottery bets this week for `reward_points`.
CREATE TABLE lottery_missions (
  id            TEXT PRIMARY KEY,
  merchant      TEXT NOT NULL REFERENCES merchants(code),
  title_en      TEXT NOT NULL,
  title_ty      TEXT NOT NULL,
  target_bets   INTEGER NOT NULL CHECK (target_bets > 0),
  reward_points INTEGER NOT NULL,
  sort          INTEGER NOT NULL
);

-- A lottery lobby opened by lottery.lobby: its URL carries the id; the demo lobby page checks it.
CREATE TABLE lottery_sessions (
  id          TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  prize_mode  TEXT NOT NULL,
  node_id     TEXT REFERENCES lottery_games(node_id),
  view        TEXT NOT NULL,                          -- betting or lobby
  back_url    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL
);

CREATE TABLE live_models (
  id          TEXT PRIMARY KEY,
  merchant    TEXT NOT NULL REFERENCES merchants(code),
  name        TEXT NOT NULL,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  online      INTEGER NOT NULL DEFAULT 1,
  viewers     INTEGER NOT NULL DEFAULT 0,
  sort        INTEGER NOT NULL
);

-- A chat room opened by live.chat: its URL carries the id; the demo chat page checks it.
CREATE TABLE chat_sessions (
  id          TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  model_id    TEXT NOT NULL REFERENCES live_models(id),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL
);

CREATE TABLE pvp_rooms (
  id           TEXT PRIMARY KEY,
  node_id      TEXT NOT NULL REFERENCES games(node_id),
  name         TEXT NOT NULL,
  min_bet_cents INTEGER NOT NULL,
  seats        INTEGER NOT NULL,
  players      INTEGER NOT NULL CHECK (players >= 0 AND players <= seats),
  sort         INTEGER NOT NULL
);

-- When a game was released; those of the last 30 days are "new".
CREATE TABLE new_games (
  node_id     TEXT PRIMARY KEY REFERENCES games(node_id),
  released_at TEXT NOT NULL
);
