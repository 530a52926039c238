-- Sign-in steps: verification from a new address, the first-login step, and
-- social sign-in through the sandbox's own OpenID Connect identity provider.

-- Accounts that confirm a sign-in from an address they have not used before, and how.
CREATE TABLE account_verification (
  account_id        INTEGER PRIMARY KEY REFERENCES accounts(id),
  methods           TEXT NOT NULL,          -- JSON list of "mobile", "email", "bank", "totp"
  email             TEXT,                   -- the bound email (method email), compared case-insensitively
  bank_account_name TEXT,                   -- the name on the bound bank account (method bank)
  totp_secret       TEXT,                   -- base32 authenticator secret (method totp)
  totp_last_step    INTEGER                 -- the last time step accepted: each code signs in once
);

-- The addresses each account has confirmed (the IP registry).
CREATE TABLE account_ips (
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  ip            TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  PRIMARY KEY (account_id, ip)
);

-- Pending sign-ins waiting for their verification. Only the ticket's hash is kept.
CREATE TABLE verification_tickets (
  ticket_hash  TEXT PRIMARY KEY,
  merchant     TEXT NOT NULL REFERENCES merchants(code),
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  client_ip    TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  failures     INTEGER NOT NULL DEFAULT 0,
  code         TEXT,                         -- the last code sent to the bound mobile (method mobile)
  code_sent_at TEXT,
  used_at      TEXT
);

-- Social identities linked to accounts: (provider, subject) is one person at the provider.
CREATE TABLE identity_links (
  merchant   TEXT NOT NULL REFERENCES merchants(code),
  provider   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  linked_at  TEXT NOT NULL,
  PRIMARY KEY (merchant, provider, subject)
);

-- ID tokens already used to sign in or link (by their jti): each works once.
CREATE TABLE used_id_tokens (
  jti     TEXT PRIMARY KEY,
  used_at TEXT NOT NULL
);

-- The test identity provider's clients (one per merchant and provider) and its grants.
CREATE TABLE idp_clients (
  merchant      TEXT NOT NULL REFERENCES merchants(code),
  provider      TEXT NOT NULL,
  client_id     TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  PRIMARY KEY (merchant, provider)
);

CREATE TABLE idp_codes (
  code_hash      TEXT PRIMARY KEY,
  provider       TEXT NOT NULL,
  client_id      TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  subject        TEXT NOT NULL,
  nonce          TEXT,
  code_challenge TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  used_at        TEXT
);

CREATE TABLE idp_access_tokens (
  token_hash TEXT PRIMARY KEY,
  provider   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
