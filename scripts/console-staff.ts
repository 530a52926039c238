/**
 * `npm run console:staff -- <command>`: the operator console's staff, on the console's store
 * (CONSOLE_DB, else .data/console.sqlite), for the first owner and for an owner who lost their
 * password or authenticator. Credentials are printed once, here; the store keeps only the
 * password's hash.
 *
 *   add <email> --role <owner|editor|translator|viewer> [--name <display name>]
 *   reset <email>      a new password and authenticator secret; the account's sessions end
 *   list
 *
 * A terminal QR code of the authenticator link follows the link when the output is a terminal
 * (--no-qr to leave it out).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import { ROLES, isRole } from "../console/features/staff/roles";
import {
  COMMAND_LINE,
  StaffError,
  createStaff,
  findStaffByEmail,
  listStaff,
  resetCredentials,
  type StaffCredentials,
} from "../console/features/staff/staff.server";
import { openConsoleStore } from "../console/store/database.server";

const USAGE = [
  "Usage: npm run console:staff -- add <email> --role <" + ROLES.join("|") + "> [--name <display name>] [--no-qr]",
  "       npm run console:staff -- reset <email> [--no-qr]",
  "       npm run console:staff -- list",
].join("\n");
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const { values, positionals } = parseArgs({
  options: { role: { type: "string" }, name: { type: "string" }, "no-qr": { type: "boolean" }, help: { type: "boolean" } },
  allowPositionals: true,
});
const [command, email] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const storePath = process.env.CONSOLE_DB?.trim() || join(ROOT, ".data/console.sqlite");
const store = openConsoleStore(storePath);

async function printCredentials(credentials: StaffCredentials) {
  const { staff, password, totpSecret, otpauthUri } = credentials;
  console.log(`${staff.email} (${staff.role}) on ${storePath}`);
  console.log(`Password (shown once):   ${password}`);
  console.log(`Authenticator secret:    ${totpSecret}`);
  console.log(`Authenticator link:      ${otpauthUri}`);
  if (process.stdout.isTTY && !values["no-qr"]) console.log(await QRCode.toString(otpauthUri, { type: "terminal", small: true }));
  console.log("Hand these over in person or through a password manager; they open the console with a code of the authenticator.");
}

try {
  switch (command) {
    case "add": {
      if (!email) fail("add: the e-mail is missing");
      if (!isRole(values.role)) fail(`add: --role must be one of ${ROLES.join(", ")}`);
      await printCredentials(await createStaff(store, { email, role: values.role, displayName: values.name }, COMMAND_LINE));
      break;
    }
    case "reset": {
      const staff = email ? findStaffByEmail(store, email) : null;
      if (!staff) fail(`reset: no staff account ${email ?? "<email>"}`);
      await printCredentials(await resetCredentials(store, staff.id, COMMAND_LINE));
      break;
    }
    case "list": {
      for (const staff of listStaff(store)) {
        const lock = staff.lockedUntil ? `  locked until ${staff.lockedUntil.toISOString()}` : "";
        console.log(`${staff.email}\t${staff.role}\t${staff.displayName}${lock}`);
      }
      break;
    }
    default:
      fail(`unknown command "${command}"`);
  }
} catch (error) {
  if (error instanceof StaffError) fail(error.message);
  throw error;
} finally {
  store.close();
}
