import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";

/**
 * The rewards a player can claim: bonuses issued on their activity applications, and red
 * envelopes still OPEN before their expiry. Shared by the reward calls, member.info's
 * availablePromoCount (the reward centre's badge) and the control surface.
 */

/** An OPEN envelope whose expiry has passed is expired, whether or not a job has marked it so. */
export const OPEN_ENVELOPE = "r.status = 'OPEN' AND (r.expires_at IS NULL OR r.expires_at > @now)";

export function claimableRewardCount(db: Db, accountId: number, now: Date): number {
  return prepared(
    db,
    `SELECT (SELECT COUNT(*) FROM activity_applications WHERE account_id = @accountId AND status = 'ISSUED')
          + (SELECT COUNT(*) FROM red_envelopes r WHERE r.account_id = @accountId AND ${OPEN_ENVELOPE})`,
  )
    .pluck()
    .get({ accountId, now: now.toISOString() }) as number;
}

export type ReviewAction = "approve" | "reject" | "issue";

/** Which status each back-office action takes an application from, and to. */
const REVIEW: Record<ReviewAction, { from: string; to: string }> = {
  approve: { from: "APPLYING", to: "PROCESS" },
  reject: { from: "APPLYING", to: "REJECTED" },
  issue: { from: "PROCESS", to: "ISSUED" },
};

/**
 * The back office's decision on an application: approve or reject an APPLYING one, issue the
 * bonus of an approved (PROCESS) one, which then waits in the player's reward centre. NOT_FOUND
 * for an unknown id, INVALID_REQUEST from any other status.
 */
export function reviewApplication(db: Db, now: Date, id: number, action: ReviewAction): { id: number; status: string } {
  const { from, to } = REVIEW[action];
  const time = now.toISOString();
  const { changes } = prepared(
    db,
    `UPDATE activity_applications
        SET status = @to,
            reviewed_at = CASE WHEN @action = 'issue' THEN reviewed_at ELSE @time END,
            issued_at = CASE WHEN @action = 'issue' THEN @time ELSE issued_at END,
            bonus_cents = CASE WHEN @action = 'issue' THEN (SELECT bonus_cents FROM activities WHERE id = activity_id) ELSE bonus_cents END
      WHERE id = @id AND status = @from`,
  ).run({ id, from, to, action, time });
  if (changes === 1) return { id, status: to };
  const exists = prepared(db, "SELECT status FROM activity_applications WHERE id = ?").pluck().get(id) as string | undefined;
  if (exists === undefined) throw new SandboxError("NOT_FOUND");
  throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "action", message: `The application is ${exists}, not ${from}` }] });
}
