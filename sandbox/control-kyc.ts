import type { Context, Hono } from "hono";
import { z } from "zod";
import type { Clock } from "./lib/context";
import { SandboxError } from "./lib/errors";
import { accountByUsername } from "./lib/accounts";
import { decideKyc, latestSubmission, type KycDecision } from "./lib/kyc";
import { fail, succeed, withBody } from "./lib/respond";
import type { Db } from "./db/index";

const rejectSchema = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/**
 * POST /__control/merchants/:code/players/:username/kyc/approve   {}
 * POST /__control/merchants/:code/players/:username/kyc/reject    {"reason": "The ID photo is blurred"}
 *      The back office's decision on the player's pending identity verification, at the sandbox's
 *      clock: approved, or rejected with the reason the player is shown (and may then resubmit).
 *      Answers {"status"}; 404 NOT_FOUND for an unknown player or when none is pending.
 * POST /__control/merchants/:code/players/:username/kyc           {}
 *      The player's latest verification: {"status", "reason", "documents": [{"kind", "mediaType", "size"}]};
 *      404 NOT_FOUND when none was sent.
 * Mounted by registerControlRoutes, behind its token and JSON checks.
 */
export function registerKycControl(app: Hono, { db, clock }: { db: Db; clock: Clock }): void {
  /** Decides the pending verification of the path's player. */
  const decide = (c: Context, decision: KycDecision) => {
    const account = accountByUsername(db, c.req.param("code") ?? "", c.req.param("username") ?? "");
    if (!account) return fail(c, "NOT_FOUND");
    try {
      decideKyc(db, account.id, decision, clock.now());
    } catch (error) {
      if (error instanceof SandboxError) return fail(c, error.code);
      throw error;
    }
    return succeed(c, { status: decision.decision === "approve" ? "APPROVED" : "REJECTED" });
  };
  app.post("/__control/merchants/:code/players/:username/kyc/approve", (c) =>
    withBody(c, z.object({}).strict(), () => decide(c, { decision: "approve" })),
  );
  app.post("/__control/merchants/:code/players/:username/kyc/reject", (c) =>
    withBody(c, rejectSchema, ({ reason }) => decide(c, { decision: "reject", reason })),
  );

  app.post("/__control/merchants/:code/players/:username/kyc", (c) =>
    withBody(c, z.object({}).strict(), () => {
      const account = accountByUsername(db, c.req.param("code"), c.req.param("username"));
      const latest = account ? latestSubmission(db, account.id) : undefined;
      if (!account || !latest) return fail(c, "NOT_FOUND");
      const documents = db
        .prepare("SELECT kind, media_type AS mediaType, length(bytes) AS size FROM kyc_documents WHERE submission_id = ? ORDER BY kind")
        .all(latest.id);
      return succeed(c, { status: latest.status, reason: latest.reason, documents });
    }),
  );
}
