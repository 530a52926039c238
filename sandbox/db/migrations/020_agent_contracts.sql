-- Salary and dividend contracts between an agent and a direct downline, and
-- their settlements. `terms` is the contract's JSON (contract/agent-contracts.ts ContractTerms).
-- A contract pays every period that ends after it was accepted and no later than it ended; the
-- period in progress at acceptance is its first. `settled_through` is the end of the last period
-- settled (set to the start of the acceptance's period on acceptance); settlement moves it on.

CREATE TABLE agent_contracts (
  id              INTEGER PRIMARY KEY,
  merchant        TEXT NOT NULL REFERENCES merchants(code),
  kind            TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  upline_id       INTEGER NOT NULL REFERENCES accounts(id),
  holder_id       INTEGER NOT NULL REFERENCES accounts(id),
  status          TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'TERMINATION_REQUESTED', 'REJECTED', 'TERMINATED')),
  terms           TEXT NOT NULL,
  offered_at      TEXT NOT NULL,
  responded_at    TEXT,
  ended_at        TEXT,
  end_reason      TEXT CHECK (end_reason IN ('REQUESTED', 'RATE_ABOVE_UPLINE', 'REPLACED')),
  settled_through TEXT
);
-- At most one waiting request and one contract in force per holder and kind.
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (holder_id, kind) WHERE status = 'PENDING';
CREATE UNIQUE INDEX agent_contracts_one_in_force ON agent_contracts (holder_id, kind) WHERE status IN ('ACTIVE', 'TERMINATION_REQUESTED');
CREATE INDEX agent_contracts_by_upline ON agent_contracts (upline_id, kind);
CREATE INDEX agent_contracts_by_merchant ON agent_contracts (merchant, status);

-- One row per contract and settled period in which the holder's team bet; the amount (when
-- above 0) was paid into the holder's main wallet by the ledger row of the same reference, in
-- the same transaction. UNIQUE (contract_id, period_start) is the "exactly once".
CREATE TABLE contract_settlements (
  id                INTEGER PRIMARY KEY,
  contract_id       INTEGER NOT NULL REFERENCES agent_contracts(id),
  period_start      TEXT NOT NULL,
  period_end        TEXT NOT NULL,
  active_members    INTEGER NOT NULL,
  valid_bet_cents   INTEGER NOT NULL,
  profit_loss_cents INTEGER NOT NULL,
  rate_basis_points INTEGER,
  amount_cents      INTEGER NOT NULL CHECK (amount_cents >= 0),
  reference         TEXT NOT NULL UNIQUE,
  settled_at        TEXT NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_settlements_by_period ON contract_settlements (period_start);

-- A contract's team is every account below its holder (settlement walks the tree down).
CREATE INDEX IF NOT EXISTS accounts_by_parent ON accounts (parent_id);
