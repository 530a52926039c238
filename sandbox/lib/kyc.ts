import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import type { Merchant } from "./context";
import { SandboxError } from "./errors";
import type { KycState, KycStatus } from "../../app/platform/contract/kyc";
import { recordSecurityEvent } from "./security-events";

interface SubmissionRow {
  id: number;
  status: Exclude<KycStatus, "NOT_STARTED">;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
}

/** The account's latest verification, if it ever sent one: the one its status is. */
export function latestSubmission(db: Db, accountId: number): SubmissionRow | undefined {
  return prepared(
    db,
    "SELECT id, status, reason, submitted_at, decided_at FROM kyc_submissions WHERE account_id = ? ORDER BY id DESC LIMIT 1",
  ).get(accountId) as SubmissionRow | undefined;
}

/** The account's verification as the player sees it, with the merchant's threshold. */
export function kycStateOf(db: Db, merchant: Merchant, accountId: number): KycState {
  const latest = latestSubmission(db, accountId);
  return {
    status: latest?.status ?? "NOT_STARTED",
    reason: latest?.status === "REJECTED" ? latest.reason : null,
    submittedAt: latest?.submitted_at ?? null,
    decidedAt: latest?.decided_at ?? null,
    thresholdCents: merchant.kycThresholdCents,
  };
}

/**
 * A withdrawal above the merchant's threshold (any, when it is zero) waits for an approved
 * verification: KYC_REQUIRED until then, whatever the portal showed. No threshold: none waits.
 */
export function requireKycFor(db: Db, merchant: Merchant, accountId: number, amountCents: number): void {
  const threshold = merchant.kycThresholdCents;
  if (threshold === null || (threshold > 0 && amountCents <= threshold)) return;
  if (latestSubmission(db, accountId)?.status !== "APPROVED") throw new SandboxError("KYC_REQUIRED");
}

export type KycDecision = { decision: "approve" } | { decision: "reject"; reason: string };

/**
 * The back office's decision on the account's pending verification, at the platform's time:
 * approved, or rejected with a reason the player is shown. NOT_FOUND when none is pending.
 * This is where a verification is decided (the player's security notice follows from here).
 */
export function decideKyc(db: Db, accountId: number, decision: KycDecision, now: Date): void {
  const latest = latestSubmission(db, accountId);
  if (latest?.status !== "PENDING") throw new SandboxError("NOT_FOUND");
  db.transaction(() => {
    prepared(db, "UPDATE kyc_submissions SET status = ?, reason = ?, decided_at = ? WHERE id = ?").run(
      decision.decision === "approve" ? "APPROVED" : "REJECTED",
      decision.decision === "reject" ? decision.reason : null,
      now.toISOString(),
      latest.id,
    );
    recordSecurityEvent(db, accountId, "security.kycDecided", now);
  })();
}
