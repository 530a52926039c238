import type { Db } from "../db/index";
import { prepared } from "../db/statements";

/**
 * The accounts' inboxes. The unread count (member.info's unreadMessages, the header's
 * badge) is counted from here: there is no counter to keep in step.
 */

export function unreadCount(db: Db, accountId: number): number {
  return prepared(db, "SELECT COUNT(*) FROM messages WHERE account_id = ? AND deleted_at IS NULL AND read_at IS NULL")
    .pluck()
    .get(accountId) as number;
}

/** Puts a message in an account's inbox, unread (platform notices: deposits credited, withdrawals approved...). */
export function sendMessage(db: Db, accountId: number, message: { title: string; content: string }, now: Date): number {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO messages (account_id, title, content, sent_at) VALUES (?, ?, ?, ?)")
    .run(accountId, message.title, message.content, now.toISOString());
  return Number(lastInsertRowid);
}
