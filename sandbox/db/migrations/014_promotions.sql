-- Promotions (activities), their applications, and red envelopes that are claimed (raffle.claim).
-- An activity's own state (running, coming soon, closed) follows its dates; a player's status in it
-- is their application's. Issued bonuses and open red envelopes are the player's claimable rewards;
-- a claim credits the main wallet through the ledger (promotion.bonus, raffle.prize).

CREATE TABLE activities (
  id             INTEGER PRIMARY KEY,
  merchant       TEXT NOT NULL REFERENCES merchants(code),
  title_en       TEXT NOT NULL,
  title_ty       TEXT NOT NULL,
  summary_en     TEXT NOT NULL,
  summary_ty     TEXT NOT NULL,
  content_en     TEXT NOT NULL,                -- platform HTML: the portal sanitises it
  content_ty     TEXT NOT NULL,
  promotion_type TEXT,                         -- the announcements' promotionType it answers
  apply_mode     TEXT NOT NULL CHECK (apply_mode IN ('APPLY', 'AUTO')),
  bonus_cents    INTEGER NOT NULL CHECK (bonus_cents > 0),
  starts_at      TEXT NOT NULL,
  ends_at        TEXT NOT NULL,
  sort           INTEGER NOT NULL
);
CREATE INDEX activities_by_merchant ON activities (merchant, sort);

-- One application per player and activity. PROCESS: approved, bonus not issued yet; ISSUED: the
-- bonus waits in the reward centre; CLAIMED: credited (claim_reference is the ledger reference).
CREATE TABLE activity_applications (
  id              INTEGER PRIMARY KEY,
  activity_id     INTEGER NOT NULL REFERENCES activities(id),
  account_id      INTEGER NOT NULL REFERENCES accounts(id),
  comment         TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('APPLYING', 'REJECTED', 'PROCESS', 'ISSUED', 'CLAIMED')),
  bonus_cents     INTEGER CHECK (bonus_cents > 0),   -- fixed when issued
  applied_at      TEXT NOT NULL,
  reviewed_at     TEXT,
  issued_at       TEXT,
  claimed_at      TEXT,
  claim_reference TEXT UNIQUE,
  UNIQUE (activity_id, account_id)
);
CREATE INDEX applications_by_account ON activity_applications (account_id, status);

-- What is kept of an application's images: never the bytes.
CREATE TABLE application_images (
  application_id INTEGER NOT NULL REFERENCES activity_applications(id),
  position       INTEGER NOT NULL,
  media_type     TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  size_bytes     INTEGER NOT NULL CHECK (size_bytes > 0),
  sha256         TEXT NOT NULL,
  PRIMARY KEY (application_id, position)
);

-- Red envelopes become claimable: OPEN until claimed (RECEIVED) or past expires_at (shown EXPIRED).
-- SQLite cannot change a CHECK in place: the table is made again with the same rows.
CREATE TABLE red_envelopes_claimable (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id),
  title           TEXT NOT NULL,
  amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
  status          TEXT NOT NULL CHECK (status IN ('OPEN', 'RECEIVED', 'EXPIRED')),
  sent_at         TEXT NOT NULL,
  expires_at      TEXT,
  claimed_at      TEXT,
  claim_reference TEXT UNIQUE
);
INSERT INTO red_envelopes_claimable (id, account_id, title, amount_cents, status, sent_at)
  SELECT id, account_id, title, amount_cents, status, sent_at FROM red_envelopes;
DROP TABLE red_envelopes;
ALTER TABLE red_envelopes_claimable RENAME TO red_envelopes;
CREATE INDEX red_envelopes_by_account ON red_envelopes (account_id, sent_at DESC);
