import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ComeBackState } from "../../app/platform/contract/exclusion";
import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import { accountById, type AccountRow } from "./accounts";
import { SandboxError } from "./errors";
import { refuseIfExcluded } from "./exclusions";
import { sameAccountIds } from "./identity";
import { protectionRules } from "./protection-rules";

/**
 * Coming back after a self-exclusion. Its end does not reopen the account: a sign-in after it is
 * refused (EXCLUSION_ENDED) until the player has asked to come back, waited the brand's
 * cooling-off and confirmed. A time-out ends on its own. The steps are authenticated by a ticket
 * the refusal carries: it is handed out only once the password, code or identity was right, so it
 * stands for the credentials that just proved the account, on this merchant and from this address.
 */

const HOUR_MS = 3_600_000;
/** How long a refusal's ticket lets its holder read, ask and confirm: the step is taken at once. */
export const COME_BACK_TICKET_MS = 10 * 60_000;
const TICKET = /^([0-9]{1,15})-([0-9]{1,15})-([A-Za-z0-9_-]{43})$/;

/**
 * Tickets are signed, not stored: the sign-ins that hand them out run in transactions their
 * refusal rolls back, which would take a stored ticket with it. The key is the database's for
 * the process's life; a restarted sandbox asks the player to sign in again.
 */
const ticketKeys = new WeakMap<Db, Buffer>();
function ticketMac(db: Db, merchant: string, accountId: string, expires: string, ip: string): Buffer {
  let key = ticketKeys.get(db);
  if (!key) ticketKeys.set(db, (key = randomBytes(32)));
  return createHmac("sha256", key).update(`${merchant}|${accountId}|${expires}|${ip}`).digest();
}

function issueTicket(db: Db, account: AccountRow, ip: string, now: Date): string {
  const id = String(account.id);
  const expires = String(now.getTime() + COME_BACK_TICKET_MS);
  return `${id}-${expires}-${ticketMac(db, account.merchant, id, expires, ip).toString("base64url")}`;
}

/** The account a ticket was handed out for; VERIFICATION_EXPIRED when it is expired, forged, another merchant's or from another address. */
export function openComeBackTicket(db: Db, merchant: string, ticket: string, ip: string, now: Date): AccountRow {
  const match = TICKET.exec(ticket);
  if (!match || Number(match[2]) <= now.getTime()) throw new SandboxError("VERIFICATION_EXPIRED");
  const [, id, expires, mac] = match as unknown as [string, string, string, string];
  // Compared as written: base64url decoding ignores a last character's spare bits, which would let one ticket be spelled several ways.
  const expected = Buffer.from(ticketMac(db, merchant, id, expires, ip).toString("base64url"));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SandboxError("VERIFICATION_EXPIRED");
  return accountById(db, Number(id));
}

interface ReturnRow {
  ends_at: string;
  return_asked_at: string | null;
  return_confirmable_at: string | null;
}

/** The account's self-exclusions that have ended and that it has not come back from. */
const pendingReturns = (db: Db, account: Pick<AccountRow, "merchant" | "username">, now: Date) =>
  prepared(
    db,
    `SELECT e.ends_at, x.return_asked_at, x.return_confirmable_at FROM exclusion_accounts x JOIN exclusions e ON e.id = x.exclusion_id
      WHERE x.merchant = ? AND x.username = ? AND e.kind = 'EXCLUSION' AND e.ends_at <= ? AND x.returned_at IS NULL`,
  ).all(account.merchant, account.username, now.toISOString()) as ReturnRow[];

const latest = (times: string[]) => times.reduce((a, b) => (a > b ? a : b));

/** Where the account stands in coming back, on the sandbox's clock. */
export function comeBackState(db: Db, account: AccountRow, now: Date): ComeBackState {
  const rows = pendingReturns(db, account, now);
  const coolingOffHours = protectionRules(db, account.merchant).returnCoolingOffHours;
  if (rows.length === 0) return { state: "OPEN", endedAt: null, askedAt: null, confirmableAt: null, coolingOffHours };
  const endedAt = latest(rows.map((row) => row.ends_at));
  if (rows.some((row) => row.return_asked_at === null))
    return { state: "ASK", endedAt, askedAt: null, confirmableAt: null, coolingOffHours };
  const askedAt = latest(rows.map((row) => row.return_asked_at!));
  const confirmableAt = latest(rows.map((row) => row.return_confirmable_at!));
  return { state: confirmableAt <= now.toISOString() ? "CONFIRM" : "WAIT", endedAt, askedAt, confirmableAt, coolingOffHours };
}

/**
 * Sign-in, on every way in: refused while the account has not come back from an ended
 * self-exclusion, with a ticket for the come-back steps.
 */
export function refuseUntilCameBack(db: Db, account: AccountRow, ip: string, now: Date): void {
  if (pendingReturns(db, account, now).length === 0) return;
  throw new SandboxError("EXCLUSION_ENDED", {
    comeBack: { ticket: issueTicket(db, account, ip, now), expiresInSeconds: COME_BACK_TICKET_MS / 1000 },
  });
}

/** The (merchant, username) pairs of the account's rows on the brands sharing its registration: one player comes back once. */
const samePlayer = (db: Db, account: AccountRow) =>
  JSON.stringify(
    (
      prepared(db, "SELECT merchant, username FROM accounts WHERE id IN (SELECT value FROM json_each(?))").all(
        JSON.stringify(sameAccountIds(db, account)),
      ) as Array<{ merchant: string; username: string }>
    ).map((row) => [row.merchant, row.username]),
  );

const OF_PLAYER = `(merchant, username) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?))
  AND exclusion_id IN (SELECT id FROM exclusions WHERE kind = 'EXCLUSION' AND ends_at <= ?) AND returned_at IS NULL`;

/**
 * The player asks to come back: the cooling-off of this brand starts now. Asking again changes
 * nothing, so the wait can be neither restarted nor cut short.
 */
export function askToComeBack(db: Db, account: AccountRow, now: Date): ComeBackState {
  const confirmableAt = new Date(now.getTime() + protectionRules(db, account.merchant).returnCoolingOffHours * HOUR_MS);
  prepared(
    db,
    `UPDATE exclusion_accounts SET return_asked_at = ?, return_confirmable_at = ? WHERE return_asked_at IS NULL AND ${OF_PLAYER}`,
  ).run(now.toISOString(), confirmableAt.toISOString(), samePlayer(db, account), now.toISOString());
  return comeBackState(db, account, now);
}

/**
 * The player confirms once the cooling-off has passed (COOLING_OFF with its end before, or with
 * null when the player has not asked); the account then signs in again as before. A new break
 * started meanwhile still refuses it.
 */
export function confirmComeBack(db: Db, account: AccountRow, now: Date): ComeBackState {
  refuseIfExcluded(db, account, now);
  const before = comeBackState(db, account, now);
  if (before.state === "OPEN") return before;
  if (before.state !== "CONFIRM") throw new SandboxError("COOLING_OFF", { until: before.confirmableAt });
  prepared(db, `UPDATE exclusion_accounts SET returned_at = ? WHERE return_confirmable_at <= ? AND ${OF_PLAYER}`).run(
    now.toISOString(),
    now.toISOString(),
    samePlayer(db, account),
    now.toISOString(),
  );
  return comeBackState(db, account, now);
}
