import { DEMO_COST, hashPassword } from "../../console/features/staff/passwords.server";
import { COMMAND_LINE, insertStaff } from "../../console/features/staff/staff.server";
import type { ConsoleStore } from "../../console/store/database.server";

/**
 * The editor the brands flow (brands.spec.ts) signs in as: an account of its own, beside the demo
 * staff the other flows use. An authenticator code is good once, so two flows signing in as one
 * account within one 30-second step would refuse each other.
 */
export const BRANDS_EDITOR = {
  email: "brands-e2e@ops.localhost",
  displayName: "Brands flow editor",
  password: "console-brands-e2e-password",
  totpSecret: "CONSOLEBRANDSEDITORSECRETAAAAAAA",
} as const;

/** Adds the account to the console's store (the e2e server's, after the demo staff). */
export async function seedBrandsEditor(store: ConsoleStore): Promise<void> {
  const passwordHash = await hashPassword(BRANDS_EDITOR.password, DEMO_COST);
  const { email, displayName, totpSecret } = BRANDS_EDITOR;
  store.transaction(() => insertStaff(store, { email, displayName, role: "editor", passwordHash, totpSecret }, COMMAND_LINE, new Date()))();
}
