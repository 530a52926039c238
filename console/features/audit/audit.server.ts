import type { ConsoleStore } from "../../store/database.server";

/**
 * The audit log: one row per staff action (sign-ins and their failures, lockouts, staff changes,
 * drafts, publishes, rollbacks), kept for good. The console only appends; the store's triggers
 * refuse an update or a delete of a row, so a mistake in a later feature cannot rewrite history.
 */

/** The actions recorded by the staff module; the brand areas add theirs (`brand.publish`, ...). */
export const AUDIT_ACTIONS = {
  signIn: "signIn",
  signInFailed: "signIn.failed",
  /** Sign-ins refused for a while: an e-mail's or an address's wrong passwords, or an account's wrong codes. */
  signInLocked: "signIn.locked",
  signOut: "signOut",
  staffCreate: "staff.create",
  staffRole: "staff.role",
  staffRemove: "staff.remove",
  staffCredentials: "staff.credentials",
} as const;

/** Dotted lower-camel words: `signIn.failed`, `brand.publish`. */
const ACTION_PATTERN = /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)*$/;
const MAX_TEXT = 254;
export const AUDIT_PAGE_SIZE = 50;

export interface AuditInput {
  /** The staff member who acted; null for the command line, the seed, or a sign-in by an e-mail no account has. */
  staffId: number | null;
  /** Their e-mail (or the one typed, for a failed sign-in): kept as written then, so a removed account's rows still read. */
  email: string;
  action: string;
  brandId?: string | null;
  /** What changed, as JSON: never a password, code, secret or session id. */
  detail?: Record<string, unknown>;
  ip?: string;
  now?: Date;
}

export interface AuditEntry {
  id: number;
  at: Date;
  staffId: number | null;
  email: string;
  action: string;
  brandId: string | null;
  detail: Record<string, unknown>;
  ip: string;
}

interface AuditRow {
  id: number;
  at: number;
  staff_id: number | null;
  email: string;
  action: string;
  brand_id: string | null;
  detail: string;
  ip: string;
}

export function recordAudit(store: ConsoleStore, input: AuditInput): AuditEntry {
  if (!ACTION_PATTERN.test(input.action)) throw new Error(`audit action "${input.action}": dotted lower-camel words`);
  const at = input.now ?? new Date();
  const row = {
    at: at.getTime(),
    staff_id: input.staffId,
    email: input.email.slice(0, MAX_TEXT),
    action: input.action,
    brand_id: input.brandId ?? null,
    detail: JSON.stringify(input.detail ?? {}),
    ip: (input.ip ?? "").slice(0, 64),
  };
  const { lastInsertRowid } = store
    .prepare(
      `INSERT INTO audit (at, staff_id, email, action, brand_id, detail, ip)
       VALUES (@at, @staff_id, @email, @action, @brand_id, @detail, @ip)`,
    )
    .run(row);
  return entryOf({ ...row, id: Number(lastInsertRowid) });
}

export interface AuditQuery {
  /** Words found anywhere in the e-mail, the action, the brand or the detail (case-insensitive). */
  text?: string;
  /** An action, or an action's group: `brand` finds `brand.publish` and `brand.edit`. */
  action?: string;
  brandId?: string;
  /** A staff member by id, or by (part of) the e-mail written on the row. */
  staff?: number | string;
  /** From this time on (inclusive). */
  from?: Date;
  /** Before this time (exclusive). */
  to?: Date;
  /** 1 is the newest page. */
  page?: number;
  pageSize?: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The entries matching every filter given, newest first, a page at a time. */
export function searchAudit(store: ConsoleStore, query: AuditQuery = {}): AuditPage {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  const words = (query.text ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8);
  words.forEach((word, index) => {
    where.push(
      `(email LIKE @w${index} ESCAPE '\\' OR action LIKE @w${index} ESCAPE '\\' OR brand_id LIKE @w${index} ESCAPE '\\' OR detail LIKE @w${index} ESCAPE '\\' OR ip LIKE @w${index} ESCAPE '\\')`,
    );
    params[`w${index}`] = `%${likeLiteral(word)}%`;
  });
  if (query.action) {
    where.push("(action = @action OR action LIKE @actionGroup ESCAPE '\\')");
    params.action = query.action;
    params.actionGroup = `${likeLiteral(query.action)}.%`;
  }
  if (query.brandId) {
    where.push("brand_id = @brandId");
    params.brandId = query.brandId;
  }
  if (typeof query.staff === "number") {
    where.push("staff_id = @staffId");
    params.staffId = query.staff;
  } else if (query.staff?.trim()) {
    where.push("email LIKE @staffEmail ESCAPE '\\'");
    params.staffEmail = `%${likeLiteral(query.staff.trim().toLowerCase())}%`;
  }
  if (query.from) {
    where.push("at >= @from");
    params.from = query.from.getTime();
  }
  if (query.to) {
    where.push("at < @to");
    params.to = query.to.getTime();
  }
  const filter = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const pageSize = Math.min(200, Math.max(1, Math.floor(query.pageSize ?? AUDIT_PAGE_SIZE)));
  const total = store.prepare(`SELECT COUNT(*) FROM audit ${filter}`).pluck().get(params) as number;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pages, Math.max(1, Math.floor(Number.isFinite(query.page) ? (query.page as number) : 1)));
  const rows = store
    .prepare(`SELECT * FROM audit ${filter} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: pageSize, offset: (page - 1) * pageSize }) as AuditRow[];
  return { entries: rows.map(entryOf), total, page, pageSize, pages };
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at),
    staffId: row.staff_id,
    email: row.email,
    action: row.action,
    brandId: row.brand_id,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    ip: row.ip,
  };
}
