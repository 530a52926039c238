import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import type { AccountRow } from "./accounts";
import { SandboxError } from "./errors";
import { protectionRules } from "./protection-rules";

/**
 * The national self-exclusion register (as GAMSTOP, or a regulator's own list), simulated: only
 * the control surface, standing for the regulator's feed, adds or removes entries. A merchant whose
 * licence asks for it (`national_register`) refuses a registration whose details match an entry
 * and every sign-in of an account that matches one, with NATIONALLY_EXCLUDED.
 *
 * An entry names a person by a mobile number, an e-mail, and/or a name with a birthday, as such
 * registers keep them. What is compared differs by moment:
 * - at registration, everything typed in (number, e-mail, name, birthday): it can only refuse that
 *   registration, and nothing of it is ever stored in the register or reaches another account;
 * - at sign-in, the account's contacts only once proved (a number verified by a code, an e-mail by
 *   its link), and the name and birthday of its own profile (set once, by its holder). A number or
 *   e-mail only typed in may be someone else's: matched, it would lock a stranger out.
 */

export interface RegisterEntry {
  /** Dialling code and number, digits: "639171234584". */
  mobile?: string;
  email?: string;
  name?: string;
  /** yyyy-MM-dd; only with a name, and a name only with it. */
  birthday?: string;
}

interface Keys {
  mobile: string | null;
  email: string | null;
  nameKey: string | null;
  birthday: string | null;
}

/** A name as the register compares it: case, width and spacing do not tell two people apart. */
export const nameKey = (name: string) => name.normalize("NFKC").toLocaleLowerCase("en").trim().replace(/\s+/g, " ");
const emailKey = (email: string) => email.trim().toLowerCase();

function keysOf(entry: RegisterEntry): Keys {
  const named = entry.name !== undefined && entry.birthday !== undefined && nameKey(entry.name) !== "";
  return {
    mobile: entry.mobile ?? null,
    email: entry.email === undefined ? null : emailKey(entry.email),
    nameKey: named ? nameKey(entry.name!) : null,
    birthday: named ? entry.birthday! : null,
  };
}

/** Whether any entry matches one of the keys (a null key matches nothing). */
function listed(db: Db, keys: Keys): boolean {
  return (
    prepared(db, "SELECT 1 FROM national_register WHERE mobile = ? OR email = ? OR (name_key = ? AND birthday = ?) LIMIT 1").get(
      keys.mobile,
      keys.email,
      keys.nameKey,
      keys.birthday,
    ) !== undefined
  );
}

/** The regulator's feed: a new entry. Answers its id. */
export function addRegisterEntry(db: Db, entry: RegisterEntry, now: Date): number {
  const keys = keysOf(entry);
  return Number(
    prepared(db, "INSERT INTO national_register (mobile, email, name_key, birthday, added_at) VALUES (?, ?, ?, ?, ?)").run(
      keys.mobile,
      keys.email,
      keys.nameKey,
      keys.birthday,
      now.toISOString(),
    ).lastInsertRowid,
  );
}

/** The regulator's feed: an entry taken off (its period over). Whether there was one. */
export function removeRegisterEntry(db: Db, id: number): boolean {
  return prepared(db, "DELETE FROM national_register WHERE id = ?").run(id).changes > 0;
}

/** A registration on a merchant that checks the register, refused when what was typed matches an entry. */
export function refuseRegistrationIfListed(db: Db, merchant: string, typed: RegisterEntry): void {
  if (protectionRules(db, merchant).nationalRegister && listed(db, keysOf(typed))) throw new SandboxError("NATIONALLY_EXCLUDED");
}

/** A sign-in on a merchant that checks the register, refused when the account's proved contacts or its own name and birthday match. */
export function refuseSignInIfListed(db: Db, account: AccountRow): void {
  if (!protectionRules(db, account.merchant).nationalRegister) return;
  const profile = account.profile ? (JSON.parse(account.profile) as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const keys = keysOf({
    mobile:
      account.mobile_verified === 1 && account.mobile_number ? `${account.mobile_dialing_code ?? ""}${account.mobile_number}` : undefined,
    email: account.email_verified === 1 ? (account.email ?? undefined) : undefined,
    name: text(profile.payeeName),
    birthday: text(profile.birthday),
  });
  if (listed(db, keys)) throw new SandboxError("NATIONALLY_EXCLUDED");
}
