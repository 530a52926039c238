-- The agent reports (issue 12): the team is every account below an agent, found by a recursive
-- query over accounts.parent_id, which needs this index to walk the tree without scanning
-- accounts (IF NOT EXISTS: the team pages' migration may create the same one). Bets and ledger
-- rows are then read per account and time through bets_by_account and ledger_by_account_time.
CREATE INDEX IF NOT EXISTS accounts_by_parent ON accounts (parent_id);
