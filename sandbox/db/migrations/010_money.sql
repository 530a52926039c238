-- Money (issue 11): the ledger every balance change goes through (sandbox/lib/ledger.ts), vendor
-- wallets, idempotency keys, deposit orders, withdrawals with their receipt and proof images,
-- withdrawal passwords and bank accounts. Amounts are integer minor units (cents).

-- One row per balance change of one wallet ('MAIN' or a vendor code): the change, the wallet's
-- balance after it, and what caused it. The sum of an account's deltas is its total balance.
CREATE TABLE ledger (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id),
  wallet          TEXT NOT NULL DEFAULT 'MAIN',
  kind            TEXT NOT NULL,                      -- opening, bet.stake, bet.win, transfer.out, deposit.credited, ...
  delta_cents     INTEGER NOT NULL,
  balance_cents   INTEGER NOT NULL CHECK (balance_cents >= 0),
  reference       TEXT NOT NULL,                      -- the bet, order, withdrawal or transfer it belongs to
  created_at      TEXT NOT NULL
);
CREATE INDEX ledger_by_account_time ON ledger (account_id, created_at);

-- Accounts are created with a balance by the seed, registration and free play: that balance is
-- the account's opening ledger row, so the ledger sums to the balance from the start.
INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at)
  SELECT id, 'MAIN', 'opening', balance_cents, balance_cents, 'opening-' || id, created_at FROM accounts WHERE balance_cents > 0;
CREATE TRIGGER accounts_opening_balance AFTER INSERT ON accounts WHEN NEW.balance_cents > 0
BEGIN
  INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at)
  VALUES (NEW.id, 'MAIN', 'opening', NEW.balance_cents, NEW.balance_cents, 'opening-' || NEW.id, NEW.created_at);
END;

-- A wallet per vendor the player has moved money into (the main wallet is accounts.balance_cents).
CREATE TABLE vendor_wallets (
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  vendor_code   TEXT NOT NULL REFERENCES vendors(code),
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  PRIMARY KEY (account_id, vendor_code)
);

-- A money-moving request's key, unique per account: a replay answers the stored first result.
CREATE TABLE idempotency_keys (
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  key         TEXT NOT NULL,
  operation   TEXT NOT NULL,                          -- the call and its request, as JSON: a reuse for another request is refused
  result      TEXT NOT NULL,                          -- JSON of the first answer
  created_at  TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);

CREATE TABLE withdrawal_passwords (
  account_id    INTEGER PRIMARY KEY REFERENCES accounts(id),
  password_hash TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

CREATE TABLE bank_accounts (
  id             INTEGER PRIMARY KEY,
  account_id     INTEGER NOT NULL REFERENCES accounts(id),
  bank_name      TEXT NOT NULL,
  account_name   TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  removed_at     TEXT
);

CREATE TABLE deposit_orders (
  reference     TEXT PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  method        TEXT NOT NULL,
  channel       TEXT NOT NULL,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  fee_cents     INTEGER NOT NULL CHECK (fee_cents >= 0),
  status        TEXT NOT NULL DEFAULT 'PENDING',      -- PENDING, CREDITED, FAILED
  pay_token     TEXT NOT NULL,                        -- in the payment page's URL: only its holder may pay
  return_url    TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  settled_at    TEXT
);

CREATE TABLE withdrawals (
  reference       TEXT PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id),
  bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
  amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
  status          TEXT NOT NULL DEFAULT 'PENDING',    -- PENDING, APPROVED, REJECTED, PAID, CONFIRMED
  receipt         TEXT,                               -- RECEIVED, PARTLY_RECEIVED, NOT_RECEIVED, AUTO_RECEIVED
  received_cents  INTEGER,
  created_at      TEXT NOT NULL,
  paid_at         TEXT,
  confirmed_at    TEXT
);

CREATE TABLE withdrawal_proofs (
  id              INTEGER PRIMARY KEY,
  withdrawal_ref  TEXT NOT NULL REFERENCES withdrawals(reference),
  media_type      TEXT NOT NULL,                      -- image/png or image/jpeg, checked by content
  bytes           BLOB NOT NULL,
  created_at      TEXT NOT NULL
);
