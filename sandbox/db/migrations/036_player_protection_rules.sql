-- Each merchant's player-protection rules, as its licence asks (the brand's config declares the
-- same, and `npm run brands:check` compares them): a time-out or self-exclusion covers every brand
-- of the operator whatever the player answers; sign-in and registration are checked against the
-- national self-exclusion register; and the hours of cooling-off between asking to come back
-- after a self-exclusion and confirming it.
ALTER TABLE merchants ADD COLUMN exclusion_all_brands INTEGER NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN national_register INTEGER NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN return_cooling_off_hours INTEGER NOT NULL DEFAULT 24 CHECK (return_cooling_off_hours > 0);

-- The national self-exclusion register the sandbox simulates (the regulator's list, fed by its
-- control surface only). An entry names a person by any of: a full mobile number (dialling code
-- and number, digits), an e-mail (lower case), a name (lower case, single spaces) with a birthday
-- (yyyy-MM-dd); a name without its birthday would match strangers, so they come together.
CREATE TABLE national_register (
  id        INTEGER PRIMARY KEY,
  mobile    TEXT,
  email     TEXT,
  name_key  TEXT,
  birthday  TEXT,
  added_at  TEXT NOT NULL,
  CHECK ((name_key IS NULL) = (birthday IS NULL)),
  CHECK (mobile IS NOT NULL OR email IS NOT NULL OR name_key IS NOT NULL)
);
CREATE INDEX national_register_by_mobile ON national_register (mobile);
CREATE INDEX national_register_by_email ON national_register (email);
CREATE INDEX national_register_by_name ON national_register (name_key, birthday);

-- Coming back after a self-exclusion ended: each covered account asks (the cooling-off then runs
-- until return_confirmable_at) and confirms once it has passed. A row whose self-exclusion ended
-- and that was not confirmed keeps the account closed; time-outs need none of this.
ALTER TABLE exclusion_accounts ADD COLUMN return_asked_at TEXT;
ALTER TABLE exclusion_accounts ADD COLUMN return_confirmable_at TEXT;
ALTER TABLE exclusion_accounts ADD COLUMN returned_at TEXT;
