import { AUDIT_ACTIONS, recordAudit } from "../audit/audit.server";
import type { ConsoleStore } from "../../store/database.server";
import { decoyHash, hashPassword, newPassword, passwordMatches } from "./passwords.server";
import { can, isRole, type Role } from "./roles";
import { newTotpSecret, otpauthUri, totpStep } from "./totp.server";

/** A staff account as the console shows it: never its password hash nor its authenticator's secret. */
export interface Staff {
  id: number;
  email: string;
  displayName: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  /** While wrong codes keep it locked; null otherwise. */
  lockedUntil: Date | null;
}

/**
 * Who asks for a change, for the role check and the audit log: a signed-in staff member (as
 * `requireStaff` answered it), or null for the command line and the demo seed, which whoever runs
 * them on the console's machine may do anyway.
 */
export interface Actor {
  staff: Pick<Staff, "id" | "email" | "role"> | null;
  ip: string;
}
export const COMMAND_LINE: Actor = { staff: null, ip: "" };
/** The e-mail written on the audit rows of the command line and the seed. */
export const SYSTEM_EMAIL = "system";

export type StaffErrorCode = "FORBIDDEN" | "LAST_OWNER" | "EMAIL_TAKEN" | "NOT_FOUND" | "INVALID";
/** A refused change; `message` says why in words a form can show. */
export class StaffError extends Error {
  constructor(
    readonly code: StaffErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "StaffError";
  }
}

export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

/** An e-mail as stored and compared: trimmed, lower case. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

interface StaffRow {
  id: number;
  email: string;
  display_name: string;
  role: Role;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  locked_until: number | null;
  created_at: number;
  updated_at: number;
}

function staffOf(row: StaffRow, now: Date = new Date()): Staff {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lockedUntil: row.locked_until !== null && row.locked_until > now.getTime() ? new Date(row.locked_until) : null,
  };
}

const rowById = (store: ConsoleStore, id: number) => store.prepare("SELECT * FROM staff WHERE id = ?").get(id) as StaffRow | undefined;
const rowByEmail = (store: ConsoleStore, email: string) =>
  store.prepare("SELECT * FROM staff WHERE email = ?").get(normalisedEmail(email)) as StaffRow | undefined;

export function getStaff(store: ConsoleStore, id: number, now?: Date): Staff | null {
  const row = rowById(store, id);
  return row ? staffOf(row, now) : null;
}

export function findStaffByEmail(store: ConsoleStore, email: string, now?: Date): Staff | null {
  const row = rowByEmail(store, email);
  return row ? staffOf(row, now) : null;
}

/** Every staff account, by e-mail. */
export function listStaff(store: ConsoleStore, now?: Date): Staff[] {
  return (store.prepare("SELECT * FROM staff ORDER BY email").all() as StaffRow[]).map((row) => staffOf(row, now));
}

export const countStaff = (store: ConsoleStore) => store.prepare("SELECT COUNT(*) FROM staff").pluck().get() as number;

function requireManager(actor: Actor): void {
  if (actor.staff && !can(actor.staff.role, "staff.manage")) throw new StaffError("FORBIDDEN", "Only an owner manages staff.");
}

const auditAs = (actor: Actor) => ({ staffId: actor.staff?.id ?? null, email: actor.staff?.email ?? SYSTEM_EMAIL, ip: actor.ip });

function checkedEmail(email: string): string {
  const value = normalisedEmail(email);
  if (value.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(value)) throw new StaffError("INVALID", "Enter an e-mail address.");
  return value;
}

function checkedPassword(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    throw new StaffError("INVALID", `A password has ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  return password;
}

export interface NewStaff {
  email: string;
  /** Shown in the console; the e-mail's part before the @ when left out. */
  displayName?: string;
  role: Role;
  /** Made up (and answered, to be handed over once) when left out. */
  password?: string;
}

/** What a new account's holder needs once: the password and the authenticator's secret (and its link for a QR code). */
export interface StaffCredentials {
  staff: Staff;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * Adds a staff account (an owner, or the command line), with its password and authenticator set
 * up at once: the authenticator is not optional, so there is no account without one to sign in to.
 */
export async function createStaff(
  store: ConsoleStore,
  input: NewStaff,
  actor: Actor,
  options: { now?: Date } = {},
): Promise<StaffCredentials> {
  requireManager(actor);
  const email = checkedEmail(input.email);
  if (!isRole(input.role)) throw new StaffError("INVALID", "Choose a role.");
  const displayName = (input.displayName?.trim() || email.split("@")[0]).slice(0, NAME_MAX_LENGTH);
  const password = checkedPassword(input.password ?? newPassword());
  // Asked before the hash's cost is paid, and again in the transaction that writes.
  if (rowByEmail(store, email)) throw new StaffError("EMAIL_TAKEN", "A staff account has this e-mail already.");
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const now = options.now ?? new Date();
  const id = store.transaction(() => insertStaff(store, { email, displayName, role: input.role, passwordHash, totpSecret }, actor, now))();
  return { staff: staffOf(rowById(store, id)!, now), password, totpSecret, otpauthUri: otpauthUri(email, totpSecret) };
}

/** Writes a checked new account and its audit row; call inside a transaction. Answers its id. */
export function insertStaff(
  store: ConsoleStore,
  fields: { email: string; displayName: string; role: Role; passwordHash: string; totpSecret: string },
  actor: Actor,
  now: Date,
): number {
  if (rowByEmail(store, fields.email)) throw new StaffError("EMAIL_TAKEN", "A staff account has this e-mail already.");
  const { lastInsertRowid } = store
    .prepare(
      `INSERT INTO staff (email, display_name, role, password_hash, totp_secret, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(fields.email, fields.displayName, fields.role, fields.passwordHash, fields.totpSecret, now.getTime(), now.getTime());
  const id = Number(lastInsertRowid);
  recordAudit(store, { ...auditAs(actor), action: AUDIT_ACTIONS.staffCreate, detail: { id, email: fields.email, role: fields.role }, now });
  return id;
}

/** Ends every session of the staff member (a role change, new credentials). */
export function endStaffSessions(store: ConsoleStore, staffId: number): number {
  return store.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(staffId).changes;
}

const ownerCount = (store: ConsoleStore) => store.prepare("SELECT COUNT(*) FROM staff WHERE role = 'owner'").pluck().get() as number;

/**
 * Changes a staff member's role (an owner only). The last owner stays one: a console with no owner
 * could never manage its staff again. The member's sessions end, so the new role applies from
 * their next sign-in rather than to pages they still hold open.
 */
export function setRole(store: ConsoleStore, staffId: number, role: Role, actor: Actor, now: Date = new Date()): Staff {
  requireManager(actor);
  if (!isRole(role)) throw new StaffError("INVALID", "Choose a role.");
  store
    .transaction(() => {
      const row = rowById(store, staffId);
      if (!row) throw new StaffError("NOT_FOUND", "No such staff account.");
      if (row.role === role) return;
      if (row.role === "owner" && ownerCount(store) <= 1) throw new StaffError("LAST_OWNER", "The console keeps at least one owner.");
      store.prepare("UPDATE staff SET role = ?, updated_at = ? WHERE id = ?").run(role, now.getTime(), staffId);
      const ended = endStaffSessions(store, staffId);
      recordAudit(store, {
        ...auditAs(actor),
        action: AUDIT_ACTIONS.staffRole,
        detail: { id: staffId, email: row.email, from: row.role, to: role, sessionsEnded: ended },
        now,
      });
    })
    .immediate();
  return staffOf(rowById(store, staffId)!, now);
}

/** Removes a staff account (an owner only; never the last owner): its sessions end with it. Its audit rows stay. */
export function removeStaff(store: ConsoleStore, staffId: number, actor: Actor, now: Date = new Date()): void {
  requireManager(actor);
  store
    .transaction(() => {
      const row = rowById(store, staffId);
      if (!row) throw new StaffError("NOT_FOUND", "No such staff account.");
      if (row.role === "owner" && ownerCount(store) <= 1) throw new StaffError("LAST_OWNER", "The console keeps at least one owner.");
      store.prepare("DELETE FROM staff WHERE id = ?").run(staffId);
      recordAudit(store, {
        ...auditAs(actor),
        action: AUDIT_ACTIONS.staffRemove,
        detail: { id: staffId, email: row.email, role: row.role },
        now,
      });
    })
    .immediate();
}

/**
 * New credentials for a staff member who lost theirs (an owner, or the command line for the last
 * owner): a new password and a new authenticator secret, the wrong-code lock lifted, every session ended.
 */
export async function resetCredentials(
  store: ConsoleStore,
  staffId: number,
  actor: Actor,
  options: { now?: Date; password?: string } = {},
): Promise<StaffCredentials> {
  requireManager(actor);
  const password = checkedPassword(options.password ?? newPassword());
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const now = options.now ?? new Date();
  const row = store.transaction(() => {
    const row = rowById(store, staffId);
    if (!row) throw new StaffError("NOT_FOUND", "No such staff account.");
    store
      .prepare(
        `UPDATE staff SET password_hash = ?, totp_secret = ?, totp_last_step = NULL,
           failed_codes = 0, failed_codes_since = NULL, locked_until = NULL, updated_at = ? WHERE id = ?`,
      )
      .run(passwordHash, totpSecret, now.getTime(), staffId);
    endStaffSessions(store, staffId);
    recordAudit(store, { ...auditAs(actor), action: AUDIT_ACTIONS.staffCredentials, detail: { id: staffId, email: row.email }, now });
    return row;
  })();
  return { staff: staffOf(rowById(store, staffId)!, now), password, totpSecret, otpauthUri: otpauthUri(row.email, totpSecret) };
}

/**
 * The staff account of `email` when `password` is its password; null otherwise. An unknown
 * e-mail is checked against a decoy hash, so both cost one scrypt and the time taken does not tell
 * which e-mails have accounts.
 */
export async function verifyPassword(store: ConsoleStore, email: string, password: string, now?: Date): Promise<Staff | null> {
  const row = password.length <= PASSWORD_MAX_LENGTH ? rowByEmail(store, email) : undefined;
  const matches = await passwordMatches(password.slice(0, PASSWORD_MAX_LENGTH), row?.password_hash ?? (await decoyHash()));
  return row && matches ? staffOf(row, now) : null;
}

/**
 * Whether `code` is a current code of the staff member's authenticator. A code is good once: its
 * time step is remembered, and only a later step's code is accepted after it (the step is taken
 * with a compare-and-set, so two requests racing with one code cannot both pass).
 */
export function verifyCode(store: ConsoleStore, staffId: number, code: string, now: Date = new Date()): boolean {
  const row = store.prepare("SELECT totp_secret, totp_last_step FROM staff WHERE id = ?").get(staffId) as
    Pick<StaffRow, "totp_secret" | "totp_last_step"> | undefined;
  if (!row) return false;
  const step = totpStep(row.totp_secret, code, row.totp_last_step, now);
  if (step === null) return false;
  const { changes } = store
    .prepare("UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)")
    .run(step, staffId, step);
  return changes === 1;
}
