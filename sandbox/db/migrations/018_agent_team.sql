-- The agent centre's team (issue 12): each account's status and last sign-in (downline
-- management shows them), an agent's referral code (its self-registration link puts new
-- members under it), the tree's index for the team queries (recursive over parent_id), and
-- announcements for agents (the player lists leave them out).

ALTER TABLE accounts ADD COLUMN status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'FROZEN'));
ALTER TABLE accounts ADD COLUMN last_login_at TEXT;              -- ISO time of the last sign-in; NULL never
ALTER TABLE accounts ADD COLUMN referral_code TEXT;              -- agents only; given on first use (agentTeam.registerInfo)
CREATE UNIQUE INDEX accounts_by_referral_code ON accounts (merchant, referral_code) WHERE referral_code IS NOT NULL;
CREATE INDEX accounts_by_parent ON accounts (parent_id);

ALTER TABLE announcements ADD COLUMN audience TEXT NOT NULL DEFAULT 'PLAYER' CHECK (audience IN ('PLAYER', 'AGENT'));
