import {
  PROFILE_FIELDS,
  SET_ONCE_FIELDS,
  MESSAGE_PAGE_SIZE,
  STATEMENT_PAGE_SIZE,
  type ProfileField,
} from "../../app/platform/contract/member-centre";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, type AccountRow } from "../lib/accounts";
import { maskEmail, maskMobile } from "../lib/binding-codes";
import { unreadCount } from "../lib/messages";
import { realAccountRowOf } from "../lib/sessions";
import { totalPages } from "../lib/pages";
import { birthdayFailure, minimumAgeOf } from "../lib/birthdays";

/** The stored profile: the registration's fields and later edits (accounts.profile, JSON). */
function storedProfile(account: AccountRow): Partial<Record<ProfileField, string>> {
  try {
    const parsed: unknown = account.profile ? JSON.parse(account.profile) : {};
    return parsed && typeof parsed === "object" ? (parsed as Partial<Record<ProfileField, string>>) : {};
  } catch {
    return {};
  }
}

function profileView(account: AccountRow) {
  const stored = storedProfile(account);
  return {
    account: account.username,
    fields: PROFILE_FIELDS.map((name) => {
      const value = name === "nickname" ? account.nickname : (stored[name] ?? "");
      return { name, value, editable: !(SET_ONCE_FIELDS.includes(name) && value !== "") };
    }),
    mobile: account.mobile_number ? maskMobile(account.mobile_number) : null,
    email: account.email ? maskEmail(account.email) : null,
  };
}

const invalidField = (path: string, message: string) => new SandboxError("FIELD_INVALID", { fields: [{ path, message }] });

/** A page number past the end answers the last page (an empty inbox has one, empty). */
const pageWithin = (page: number, total: number, size: number) => Math.min(page, Math.max(1, totalPages(total, size)));

export const profileHandlers: GroupHandlers<"profile"> = {
  get: (ctx) => profileView(realAccountRowOf(ctx)),

  update: (ctx, req) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const stored = storedProfile(account);
    const changes = Object.entries(req).filter(([, value]) => value !== undefined) as Array<[ProfileField, string]>;
    for (const [name, value] of changes) {
      const current = name === "nickname" ? account.nickname : (stored[name] ?? "");
      if (SET_ONCE_FIELDS.includes(name) && current !== "" && value !== current)
        throw invalidField(name, "Set once: ask customer service to change it");
      if (name === "nickname" && value === "") throw invalidField(name, "Required");
      // The merchant's minimum age, as at registration.
      if (name === "birthday" && value !== "" && birthdayFailure(ctx.merchant, value, ctx.clock.now().toISOString().slice(0, 10)))
        throw invalidField(name, `A date (yyyy-MM-dd) at least ${minimumAgeOf(ctx.merchant)} years ago`);
    }
    const next = { ...stored };
    for (const [name, value] of changes) {
      if (name === "nickname") continue;
      if (value === "") delete next[name];
      else next[name] = value;
    }
    const nickname = changes.find(([name]) => name === "nickname")?.[1] ?? account.nickname;
    db.prepare("UPDATE accounts SET profile = ?, nickname = ? WHERE id = ?").run(JSON.stringify(next), nickname, account.id);
    return profileView(accountById(db, account.id));
  },
};

interface MessageRow {
  id: number;
  title: string;
  content: string;
  sent_at: string;
  read_at: string | null;
}
const summaryOf = (row: MessageRow) => ({ id: row.id, title: row.title, sentAt: row.sent_at, read: row.read_at !== null });

/** The ids among `ids` that are messages in the account's inbox. */
function ownIds(ctx: CallContext, accountId: number, ids: number[]): number[] {
  const placeholders = ids.map(() => "?").join(",");
  return ctx.db
    .prepare(`SELECT id FROM messages WHERE account_id = ? AND deleted_at IS NULL AND id IN (${placeholders})`)
    .pluck()
    .all(accountId, ...ids) as number[];
}

export const messagesHandlers: GroupHandlers<"messages"> = {
  list: (ctx, { page }) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const total = db.prepare("SELECT COUNT(*) FROM messages WHERE account_id = ? AND deleted_at IS NULL").pluck().get(account.id) as number;
    const current = pageWithin(page, total, MESSAGE_PAGE_SIZE);
    const rows = db
      .prepare(
        `SELECT id, title, content, sent_at, read_at FROM messages WHERE account_id = ? AND deleted_at IS NULL
          ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(account.id, MESSAGE_PAGE_SIZE, (current - 1) * MESSAGE_PAGE_SIZE) as MessageRow[];
    return {
      items: rows.map(summaryOf),
      page: current,
      totalPages: Math.max(1, totalPages(total, MESSAGE_PAGE_SIZE)),
      total,
      unread: unreadCount(db, account.id),
    };
  },

  detail: (ctx, { id }) => {
    const account = realAccountRowOf(ctx);
    const row = ctx.db
      .prepare("SELECT id, title, content, sent_at, read_at FROM messages WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
      .get(id, account.id) as MessageRow | undefined;
    if (!row) throw new SandboxError("NOT_FOUND");
    return { ...summaryOf(row), content: row.content };
  },

  markRead: (ctx, req) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now().toISOString();
    if ("all" in req) {
      db.prepare("UPDATE messages SET read_at = ? WHERE account_id = ? AND deleted_at IS NULL AND read_at IS NULL").run(now, account.id);
    } else {
      const ids = ownIds(ctx, account.id, req.ids);
      const mark = db.prepare("UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ?");
      db.transaction(() => ids.forEach((id) => mark.run(now, id)))();
    }
    return { unread: unreadCount(db, account.id) };
  },

  delete: (ctx, { ids }) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const own = ownIds(ctx, account.id, ids);
    const remove = db.prepare("UPDATE messages SET deleted_at = ? WHERE id = ?");
    const now = ctx.clock.now().toISOString();
    db.transaction(() => own.forEach((id) => remove.run(now, id)))();
    return { deleted: own.length, unread: unreadCount(db, account.id) };
  },
};

export const creditHandlers: GroupHandlers<"credit"> = {
  report: (ctx, { page }) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const line = db.prepare("SELECT limit_cents, used_cents FROM credit_lines WHERE account_id = ?").get(account.id) as
      { limit_cents: number; used_cents: number } | undefined;
    const total = db.prepare("SELECT COUNT(*) FROM credit_changes WHERE account_id = ?").pluck().get(account.id) as number;
    const current = pageWithin(page, total, STATEMENT_PAGE_SIZE);
    const rows = db
      .prepare(
        `SELECT id, created_at, kind, amount_cents, limit_after_cents, remark FROM credit_changes WHERE account_id = ?
          ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(account.id, STATEMENT_PAGE_SIZE, (current - 1) * STATEMENT_PAGE_SIZE) as Array<{
      id: number;
      created_at: string;
      kind: "GRANT" | "RAISE" | "LOWER" | "REPAY" | "USE";
      amount_cents: number;
      limit_after_cents: number;
      remark: string;
    }>;
    const limit = line?.limit_cents ?? 0;
    const used = line?.used_cents ?? 0;
    return {
      limitCents: limit,
      usedCents: used,
      availableCents: Math.max(0, limit - used),
      items: rows.map((row) => ({
        id: row.id,
        time: row.created_at,
        kind: row.kind,
        amountCents: row.amount_cents,
        limitAfterCents: row.limit_after_cents,
        remark: row.remark,
      })),
      page: current,
      totalPages: Math.max(1, totalPages(total, STATEMENT_PAGE_SIZE)),
    };
  },
};

export const redEnvelopeHandlers: GroupHandlers<"redEnvelopes"> = {
  list: (ctx, { page }) => {
    const { db } = ctx;
    const account = realAccountRowOf(ctx);
    const { total, received } = db
      .prepare(
        "SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN status = 'RECEIVED' THEN amount_cents END), 0) AS received FROM red_envelopes WHERE account_id = ?",
      )
      .get(account.id) as { total: number; received: number };
    const current = pageWithin(page, total, STATEMENT_PAGE_SIZE);
    const rows = db
      .prepare(
        "SELECT id, title, amount_cents, status, sent_at, expires_at FROM red_envelopes WHERE account_id = ? ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?",
      )
      .all(account.id, STATEMENT_PAGE_SIZE, (current - 1) * STATEMENT_PAGE_SIZE) as Array<{
      id: number;
      title: string;
      amount_cents: number;
      status: "OPEN" | "RECEIVED" | "EXPIRED";
      sent_at: string;
      expires_at: string | null;
    }>;
    const now = ctx.clock.now().toISOString();
    // An open envelope past its expiry can no longer be claimed (raffle.claim): it is expired.
    const statusOf = (row: (typeof rows)[number]) =>
      row.status === "OPEN" && row.expires_at !== null && row.expires_at <= now ? "EXPIRED" : row.status;
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        amountCents: row.amount_cents,
        status: statusOf(row),
        sentAt: row.sent_at,
        expiresAt: row.expires_at,
      })),
      totalReceivedCents: received,
      page: current,
      totalPages: Math.max(1, totalPages(total, STATEMENT_PAGE_SIZE)),
    };
  },
};
