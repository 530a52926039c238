-- The sandbox platform's first schema. Money is kept in integer cents.

CREATE TABLE merchants (
  code              TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  status            INTEGER NOT NULL DEFAULT 0,       -- 0 normal, 1 maintenance
  region_block      INTEGER NOT NULL DEFAULT 0,       -- 1: callers matching region_block_ips are blocked (all when empty)
  region_block_ips  TEXT NOT NULL DEFAULT '[]',       -- JSON array of IPs
  force_captcha     INTEGER NOT NULL DEFAULT 0,
  languages         TEXT NOT NULL,                    -- JSON array, e.g. ["EN","TY"]
  currency          TEXT NOT NULL,
  currency_symbol   TEXT NOT NULL,
  whitelabel        TEXT NOT NULL,                    -- JSON WhitelabelNode[]
  register_rules    TEXT NOT NULL,                    -- JSON RegisterRule[]
  register_settings TEXT NOT NULL,                    -- JSON (see contract system.registerSettings)
  main_domain       TEXT NOT NULL,
  analytics_id      TEXT,
  image_cdn_hosts   TEXT NOT NULL,                    -- JSON array of host names, served on the sandbox's port
  launch_cdn_hosts  TEXT NOT NULL,                    -- JSON array of host names, served on the sandbox's port
  service_key       TEXT NOT NULL,                    -- hex, 32 bytes: encrypts customer-service paths
  customer_service  TEXT NOT NULL,                    -- JSON [{csType, path}] in plain text
  resources         TEXT NOT NULL,                    -- JSON [{resourceType, url}]
  domain_routes     TEXT NOT NULL                     -- JSON [{domain, route}]
);

CREATE TABLE accounts (
  id                  INTEGER PRIMARY KEY,
  merchant            TEXT NOT NULL REFERENCES merchants(code),
  username            TEXT NOT NULL,
  password_hash       TEXT NOT NULL,                  -- scrypt$N$r$p$salt$hash
  nickname            TEXT NOT NULL,
  is_agent            INTEGER NOT NULL,               -- 0 member, 1/2/41/42 agent, 4 trial
  parent_id           INTEGER REFERENCES accounts(id),
  balance_cents       INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  vip                 INTEGER NOT NULL DEFAULT 0,
  vip_label           TEXT NOT NULL DEFAULT 'VIP0',
  rank_level          INTEGER NOT NULL DEFAULT 0,
  language            TEXT NOT NULL DEFAULT 'EN',
  first_login         INTEGER NOT NULL DEFAULT 1,
  password_expires_at TEXT,                           -- ISO time; NULL never
  unread_messages     INTEGER NOT NULL DEFAULT 0,
  promo_count         INTEGER NOT NULL DEFAULT 0,
  created_at          TEXT NOT NULL,
  UNIQUE (merchant, username)
);

CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,                       -- sha256 of the token; the token itself is never stored
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  merchant    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  revoked_at  TEXT
);

CREATE TABLE login_attempts (
  merchant          TEXT NOT NULL,
  username          TEXT NOT NULL,
  failures          INTEGER NOT NULL DEFAULT 0,
  window_started_at TEXT NOT NULL,
  captcha_required  INTEGER NOT NULL DEFAULT 0,
  captcha_code      TEXT,                             -- the code of the last captcha image served
  locked_until      TEXT,
  PRIMARY KEY (merchant, username)
);

CREATE TABLE vendors (
  code       TEXT PRIMARY KEY,                        -- vassalage
  name       TEXT NOT NULL,
  game_type  TEXT NOT NULL,
  is_game    TEXT NOT NULL,                           -- GAME or VASSALAGE
  game_code  TEXT,                                    -- the game a GAME vendor card launches
  logo_path  TEXT NOT NULL,
  maintenance INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE merchant_vendors (
  merchant    TEXT NOT NULL REFERENCES merchants(code),
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  sort        INTEGER NOT NULL,
  PRIMARY KEY (merchant, vendor_code)
);

CREATE TABLE games (
  node_id       TEXT PRIMARY KEY,
  vendor_code   TEXT NOT NULL REFERENCES vendors(code),
  game_type     TEXT NOT NULL,
  game_code     TEXT NOT NULL,
  name_en       TEXT NOT NULL,
  name_ty       TEXT NOT NULL,
  game_classify TEXT,
  icon_path     TEXT NOT NULL,
  is_hot        INTEGER NOT NULL DEFAULT 0,
  support_play  INTEGER NOT NULL DEFAULT 1,           -- 0 = free trial available
  min_bet_cents INTEGER NOT NULL,
  line_num      INTEGER NOT NULL,
  sort          INTEGER NOT NULL
);
CREATE INDEX games_type_vendor ON games (game_type, vendor_code, sort);
CREATE INDEX games_vendor ON games (vendor_code, sort);
CREATE INDEX games_hot ON games (is_hot, sort);

CREATE TABLE favourites (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  node_id    TEXT NOT NULL REFERENCES games(node_id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, node_id)
);

CREATE TABLE game_sessions (
  id          TEXT PRIMARY KEY,                       -- random, in the launch URL
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  node_id     TEXT NOT NULL REFERENCES games(node_id),
  free_trial  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL
);

CREATE TABLE recent_games (
  account_id     INTEGER NOT NULL REFERENCES accounts(id),
  node_id        TEXT NOT NULL REFERENCES games(node_id),
  last_played_at TEXT NOT NULL,
  PRIMARY KEY (account_id, node_id)
);
CREATE INDEX recent_games_by_time ON recent_games (account_id, last_played_at DESC);

CREATE TABLE bets (
  id          INTEGER PRIMARY KEY,
  request_id  TEXT NOT NULL UNIQUE,                   -- the game page's id for this bet: a replay never moves money twice
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  merchant    TEXT NOT NULL,
  node_id     TEXT NOT NULL REFERENCES games(node_id),
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  win_cents   INTEGER NOT NULL CHECK (win_cents >= 0),
  created_at  TEXT NOT NULL
);
CREATE INDEX bets_wins ON bets (merchant, win_cents DESC);

CREATE TABLE banners (
  id             TEXT PRIMARY KEY,
  merchant       TEXT NOT NULL REFERENCES merchants(code),
  group_name     TEXT NOT NULL,
  title_en       TEXT NOT NULL,
  title_ty       TEXT NOT NULL,
  image_path     TEXT NOT NULL,
  linkage_type   TEXT NOT NULL,
  linkage_target TEXT NOT NULL,
  sort           INTEGER NOT NULL
);

CREATE TABLE announcements (
  id             TEXT PRIMARY KEY,
  merchant       TEXT NOT NULL REFERENCES merchants(code),
  type           TEXT NOT NULL,                       -- B, PL, PU, PR, H
  execution      TEXT NOT NULL,                       -- A, B, F
  title_en       TEXT NOT NULL,
  title_ty       TEXT NOT NULL,
  content_en     TEXT NOT NULL,
  content_ty     TEXT NOT NULL,
  promotion_type TEXT,
  time           TEXT NOT NULL
);

CREATE TABLE help_sections (
  merchant TEXT NOT NULL REFERENCES merchants(code),
  language TEXT NOT NULL,
  anchor   TEXT NOT NULL,
  title    TEXT NOT NULL,
  content  TEXT NOT NULL,
  sort     INTEGER NOT NULL,
  PRIMARY KEY (merchant, language, anchor)
);

CREATE TABLE countries (
  country_code TEXT PRIMARY KEY,
  dialing_code TEXT NOT NULL,
  name         TEXT NOT NULL
);

CREATE TABLE encryption_keys (
  kid         TEXT PRIMARY KEY,
  public_jwk  TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  retired_at  TEXT                                    -- still accepted until retired_at + grace
);
