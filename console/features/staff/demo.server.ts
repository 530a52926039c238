import { openConsoleStore, type ConsoleStore } from "../../store/database.server";
import { DEMO_COST, hashPassword } from "./passwords.server";
import type { Role } from "./roles";
import { COMMAND_LINE, countStaff, insertStaff, listStaff, type Staff } from "./staff.server";

/**
 * The demo staff, one per role, for the embedded sandbox and the tests: published credentials,
 * so never seeded into a store that has staff already (a real console's first account comes from
 * `npm run console:staff -- add`). Every one signs in with DEMO_STAFF_PASSWORD and a code of its
 * fixed authenticator secret (base32; add it to an authenticator app by hand, or compute codes with
 * otplib's `generateSync({ secret })`):
 *
 * | e-mail                     | role       | authenticator secret             |
 * | -------------------------- | ---------- | -------------------------------- |
 * | owner@ops.localhost        | owner      | CONSOLEDEMOOWNERSECRETAAAAAAAAAA |
 * | editor@ops.localhost       | editor     | CONSOLEDEMOEDITORSECRETAAAAAAAAA |
 * | translator@ops.localhost   | translator | CONSOLEDEMOTRANSLATORSECRETAAAAA |
 * | viewer@ops.localhost       | viewer     | CONSOLEDEMOVIEWERSECRETAAAAAAAAA |
 */
export const DEMO_STAFF_PASSWORD = "console-demo-password";

export const DEMO_STAFF: ReadonlyArray<{ email: string; displayName: string; role: Role; totpSecret: string }> = [
  { email: "owner@ops.localhost", displayName: "Demo owner", role: "owner", totpSecret: "CONSOLEDEMOOWNERSECRETAAAAAAAAAA" },
  { email: "editor@ops.localhost", displayName: "Demo editor", role: "editor", totpSecret: "CONSOLEDEMOEDITORSECRETAAAAAAAAA" },
  { email: "translator@ops.localhost", displayName: "Demo translator", role: "translator", totpSecret: "CONSOLEDEMOTRANSLATORSECRETAAAAA" },
  { email: "viewer@ops.localhost", displayName: "Demo viewer", role: "viewer", totpSecret: "CONSOLEDEMOVIEWERSECRETAAAAAAAAA" },
];

export const demoStaffOf = (role: Role) => DEMO_STAFF.find((demo) => demo.role === role)!;

/**
 * Seeds the demo staff when the store has no staff at all; answers the accounts made (none when
 * it had staff). The check and the writes are one transaction, so two processes seeding one store
 * at once make one set.
 */
export async function seedDemoStaff(store: ConsoleStore, now: Date = new Date()): Promise<Staff[]> {
  if (countStaff(store) > 0) return [];
  const hashes = await Promise.all(DEMO_STAFF.map(() => hashPassword(DEMO_STAFF_PASSWORD, DEMO_COST)));
  const seeded = store
    .transaction(() => {
      if (countStaff(store) > 0) return false;
      DEMO_STAFF.forEach((demo, index) => insertStaff(store, { ...demo, passwordHash: hashes[index] }, COMMAND_LINE, now));
      return true;
    })
    .immediate();
  return seeded ? listStaff(store, now) : [];
}

/** The demo staff as the start prints them when the portal runs on its embedded sandbox. */
export const DEMO_STAFF_LINES: readonly string[] = [
  `Demo staff of the console (password ${DEMO_STAFF_PASSWORD}; add the secret to an authenticator app for the codes):`,
  ...DEMO_STAFF.map(({ role, email, totpSecret }) => `  ${role.padEnd(11)} ${email.padEnd(26)} ${totpSecret}`),
];

/** Seeds the demo staff into the store at `path` when it has none (the embedded sandbox's start). */
export async function seedDemoStaffAt(path: string): Promise<void> {
  const store = openConsoleStore(path);
  try {
    await seedDemoStaff(store);
  } finally {
    store.close();
  }
}
