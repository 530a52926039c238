-- Registration: what an account registered with, the merchants' affiliate codes, and registration captchas.

ALTER TABLE accounts ADD COLUMN profile TEXT;             -- JSON of the registration's other fields (payeeName, email, ...); NULL for seeded accounts

-- Affiliate (invitation) codes: each registers one account.
CREATE TABLE affiliate_codes (
  merchant   TEXT NOT NULL REFERENCES merchants(code),
  code       TEXT NOT NULL,
  used_by    INTEGER REFERENCES accounts(id),           -- NULL: still free
  PRIMARY KEY (merchant, code)
);

-- A captcha answers one registration attempt, right or wrong.
CREATE TABLE register_captchas (
  id         TEXT PRIMARY KEY,                          -- random, handed to the caller with the image
  merchant   TEXT NOT NULL REFERENCES merchants(code),
  code       TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
