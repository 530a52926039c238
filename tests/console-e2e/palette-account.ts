import { DEMO_COST, hashPassword } from "../../console/features/staff/passwords.server";
import { COMMAND_LINE, insertStaff } from "../../console/features/staff/staff.server";
import type { ConsoleStore } from "../../console/store/database.server";

/**
 * The editor the palette, texts and assets flow (palette.spec.ts) signs in as: an account of its
 * own, as the brands flow has (brands-account.ts). An authenticator code is good once, so two
 * flows signing in as one account within one 30-second step would refuse each other.
 */
export const PALETTE_EDITOR = {
  email: "palette-e2e@ops.localhost",
  displayName: "Palette flow editor",
  password: "console-palette-e2e-password",
  totpSecret: "CONSOLEPALETTEEDITORSECRETAAAAAA",
} as const;

/** Adds the account to the console's store (the e2e server's, after the demo staff). */
export async function seedPaletteEditor(store: ConsoleStore): Promise<void> {
  const passwordHash = await hashPassword(PALETTE_EDITOR.password, DEMO_COST);
  const { email, displayName, totpSecret } = PALETTE_EDITOR;
  store.transaction(() => insertStaff(store, { email, displayName, role: "editor", passwordHash, totpSecret }, COMMAND_LINE, new Date()))();
}
