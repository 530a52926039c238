import type Database from "better-sqlite3";
import { SOCIAL_PROVIDERS } from "../../app/platform/contract/sign-in-steps";
import { hashRecoveryCode } from "../lib/authenticator";
import { hashDemoPassword } from "../lib/passwords";
import { SEEDED_DIALING_CODE } from "./accounts";
import { SEEDED_MERCHANTS } from "./merchants";
import { createRandom } from "./random";

const PASSWORD = "Member#2026";

/**
 * The authenticator secret of `demo_2fa` in every merchant (base32, 20 bytes): add it to an
 * authenticator app, or compute codes with otplib, to sign in (docs/sandbox.md).
 */
export const DEMO_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** Accounts that must confirm a sign-in from an address they have not used before (none is registered at seed). */
export const SEEDED_VERIFYING_ACCOUNTS = [
  { username: "demo_2fa", methods: ["totp"], mobile: null, email: null, bankAccountName: null, note: "authenticator app (TOTP)" },
  {
    username: "demo_verify",
    methods: ["mobile", "email", "bank"],
    mobile: "9171234572",
    email: "demo.verify@example.test",
    bankAccountName: "Juan Dela Cruz",
    note: "code to the bound mobile, the bound email, or the bank account's name",
  },
] as const;

/**
 * The self-service authenticator's accounts in every merchant: `sec_totp` has it on with
 * SEC_TOTP_SECRET and three unused recovery codes (SEC_TOTP_RECOVERY_CODES), `sec_no_totp`
 * has none yet, to set one up. Neither has confirmed an address.
 */
export const SEC_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const SEC_TOTP_RECOVERY_CODES = ["aaaaa-bbbbb", "ccccc-ddddd", "eeeee-fffff"] as const;
export const SEEDED_AUTHENTICATOR_ACCOUNTS = ["sec_totp", "sec_no_totp"] as const;

/** Social identities linked at seed: the test provider's "Demo Member" of each provider is `demo_member`. */
export const SEEDED_IDENTITY_LINKS = [
  { provider: "google", subject: "google-demo-member", username: "demo_member" },
  { provider: "facebook", subject: "facebook-demo-member", username: "demo_member" },
] as const;

/** The test identity provider's client of a merchant (`aurora-google`); its secret is exported like the service keys. */
export const idpClientId = (merchant: string, provider: string) => `${merchant.toLowerCase()}-${provider}`;

export function seedSignInSteps(db: Database.Database, now: Date): void {
  const random = createRandom("sign-in-steps");
  const passwordHash = hashDemoPassword(PASSWORD, Buffer.from(random.hex(16), "hex"));
  const addAccount = db.prepare(`
    INSERT INTO accounts (merchant, username, password_hash, nickname, is_agent, balance_cents, language, first_login,
      mobile_dialing_code, mobile_number, created_at)
    VALUES (?, ?, ?, ?, 0, 50000, ?, 0, ?, ?, ?)`);
  const addVerification = db.prepare(
    "INSERT INTO account_verification (account_id, methods, email, bank_account_name, totp_secret) VALUES (?, ?, ?, ?, ?)",
  );
  const addRecoveryCode = db.prepare("INSERT INTO authenticator_recovery_codes (account_id, code_hash) VALUES (?, ?)");
  const accountId = db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck();
  const addLink = db.prepare("INSERT INTO identity_links (merchant, provider, subject, account_id, linked_at) VALUES (?, ?, ?, ?, ?)");
  const addClient = db.prepare("INSERT INTO idp_clients (merchant, provider, client_id, client_secret) VALUES (?, ?, ?, ?)");

  for (const merchant of SEEDED_MERCHANTS) {
    const language = merchant === "TALA" ? "TY" : "EN";
    for (const account of SEEDED_VERIFYING_ACCOUNTS) {
      const { lastInsertRowid } = addAccount.run(
        merchant,
        account.username,
        passwordHash,
        account.username === "demo_2fa" ? "Demo 2FA" : "Demo Verify",
        language,
        account.mobile ? SEEDED_DIALING_CODE : null,
        account.mobile,
        now.toISOString(),
      );
      addVerification.run(
        Number(lastInsertRowid),
        JSON.stringify(account.methods),
        account.email,
        account.bankAccountName,
        (account.methods as readonly string[]).includes("totp") ? DEMO_TOTP_SECRET : null,
      );
    }
    for (const username of SEEDED_AUTHENTICATOR_ACCOUNTS) {
      const { lastInsertRowid } = addAccount.run(merchant, username, passwordHash, username, language, null, null, now.toISOString());
      if (username !== "sec_totp") continue;
      const id = Number(lastInsertRowid);
      addVerification.run(id, JSON.stringify(["totp"]), null, null, SEC_TOTP_SECRET);
      for (const code of SEC_TOTP_RECOVERY_CODES) addRecoveryCode.run(id, hashRecoveryCode(code));
    }
    for (const link of SEEDED_IDENTITY_LINKS) {
      addLink.run(merchant, link.provider, link.subject, accountId.get(merchant, link.username), now.toISOString());
    }
    for (const provider of SOCIAL_PROVIDERS) addClient.run(merchant, provider, idpClientId(merchant, provider), random.hex(24));
  }
}
