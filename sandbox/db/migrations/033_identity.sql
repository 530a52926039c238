-- One player across brands, keyed on what the player proved.
--
-- On brands sharing a registration, the rows of one platform account are linked: a row made for
-- an account registered elsewhere in the registration names that account's row. Rows with the same
-- COALESCE(same_account_as, id) are one player; an equal username alone proves nothing.
ALTER TABLE accounts ADD COLUMN same_account_as INTEGER REFERENCES accounts(id);
CREATE INDEX accounts_by_same_account ON accounts (same_account_as);

-- 1 once the account's mobile number was proved by a code sent to it (an SMS registration code,
-- binding the number by code, an SMS sign-in); 0 for a number only typed in. Only a verified
-- number reaches another account (an "every brand" exclusion).
ALTER TABLE accounts ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 0;

-- From here on an exclusion's exclusion_accounts lists only accounts that exist and are provably
-- the player (its linked rows; with every brand, accounts that proved the same number or e-mail),
-- no longer a username on the sister brand whether registered there or not: that name can no
-- longer be registered there by anyone else, as the brands sharing a registration share its names.
