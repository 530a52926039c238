-- Identity verification (KYC): the merchant's withdrawal threshold (NULL: withdrawals need no
-- verification; 0: every withdrawal does), each verification a player sent with its profile
-- details and documents, and the back office's decision.
ALTER TABLE merchants ADD COLUMN kyc_threshold_cents INTEGER;

CREATE TABLE kyc_submissions (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  status       TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  profile      TEXT NOT NULL,           -- JSON: the profile details as sent
  reason       TEXT,                    -- why it was rejected
  submitted_at TEXT NOT NULL,
  decided_at   TEXT
);
CREATE INDEX kyc_submissions_account ON kyc_submissions (account_id, id);

CREATE TABLE kyc_documents (
  submission_id INTEGER NOT NULL REFERENCES kyc_submissions(id),
  kind          TEXT NOT NULL,          -- idFront, idBack, proofOfAddress, selfie
  media_type    TEXT NOT NULL,
  bytes         BLOB NOT NULL,
  PRIMARY KEY (submission_id, kind)
);
