-- Sign-in by SMS code: accounts get a mobile number, and the codes sent are kept per number.

ALTER TABLE accounts ADD COLUMN mobile_dialing_code TEXT;  -- digits without "+", e.g. '63'; NULL: no mobile
ALTER TABLE accounts ADD COLUMN mobile_number TEXT;        -- the national number, digits, e.g. '9171234567'

-- Dialling codes are prefix-free, so the full number (dialling code digits then national
-- digits, as auth.login type sms receives it) identifies one account per merchant.
CREATE UNIQUE INDEX accounts_by_mobile ON accounts (merchant, (mobile_dialing_code || mobile_number));

-- The last code sent to each number. The code is kept in clear: the sandbox is its own SMS
-- gateway and the control surface reads codes back (a hash of 6 digits would not protect it anyway).
CREATE TABLE login_codes (
  merchant   TEXT NOT NULL REFERENCES merchants(code),
  mobile     TEXT NOT NULL,                           -- dialling code and national number, digits only
  code       TEXT,                                    -- NULL: the number is no account's, the row only throttles resends
  sent_at    TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT,                                    -- a code signs in once
  PRIMARY KEY (merchant, mobile)
);
