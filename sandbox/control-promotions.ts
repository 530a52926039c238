import type { Context, Hono } from "hono";
import { z } from "zod";
import type { Db } from "./db/index";
import type { Clock } from "./lib/context";
import { SandboxError } from "./lib/errors";
import { accountByUsername } from "./lib/accounts";
import { closedByBreak } from "./lib/exclusions";
import { fail, succeed, withBody } from "./lib/respond";
import { reviewApplication, type ReviewAction } from "./lib/rewards";

const username = z.string().trim().min(1).max(64);
const envelopeSchema = z
  .object({
    username,
    amountCents: z.number().int().min(1).max(100_000_000),
    title: z.string().trim().min(1).max(100).default("Lucky draw prize"),
    /** Default: a week. */
    expiresInMinutes: z
      .number()
      .int()
      .min(-100_000)
      .max(1_000_000)
      .default(7 * 24 * 60),
  })
  .strict();

/** A SandboxError as the control surface's error envelope. */
function answering(c: Context, work: () => Response): Response {
  try {
    return work();
  } catch (error) {
    if (error instanceof SandboxError) return fail(c, error.code, error.details);
    throw error;
  }
}

/**
 * The back office of promotions and red envelopes (mounted by registerControlRoutes, behind
 * its token and JSON checks):
 *
 * POST /__control/merchants/:code/applications/latest   {"username": "player003"}
 *      The account's newest activity application: {"id", "activityId", "status", "comment",
 *      "images": [{"mediaType", "sizeBytes", "sha256"}]}; 404 NOT_FOUND when it has none.
 * POST /__control/applications/:id/approve|reject|issue   {}
 *      Approves (PROCESS) or rejects (REJECTED) an APPLYING application, or issues the bonus of an
 *      approved one (ISSUED: it waits in the player's reward centre). Answers {"id", "status"};
 *      NOT_FOUND for an unknown id, 400 INVALID_REQUEST from another status.
 * POST /__control/merchants/:code/red-envelopes   {"username", "amountCents", "title"?, "expiresInMinutes"?}
 *      Sends the account an OPEN red envelope (a raffle prize to claim), expiring after the
 *      minutes given (default a week; negative: already expired). Answers {"id"}; 409 ACCOUNT_EXCLUDED
 *      (nothing sent) while a time-out or self-exclusion covers the account, or a self-exclusion has
 *      ended and the player has not come back.
 */
export function registerPromotionsControl(app: Hono, { db, clock }: { db: Db; clock: Clock }): void {
  app.post("/__control/merchants/:code/applications/latest", (c) =>
    withBody(c, z.object({ username }).strict(), ({ username: name }) => {
      const account = accountByUsername(db, c.req.param("code"), name);
      const application =
        account &&
        (db
          .prepare(
            "SELECT id, activity_id AS activityId, status, comment FROM activity_applications WHERE account_id = ? ORDER BY id DESC LIMIT 1",
          )
          .get(account.id) as { id: number } | undefined);
      if (!application) return fail(c, "NOT_FOUND");
      const images = db
        .prepare(
          "SELECT media_type AS mediaType, size_bytes AS sizeBytes, sha256 FROM application_images WHERE application_id = ? ORDER BY position",
        )
        .all(application.id);
      return succeed(c, { ...application, images });
    }),
  );

  app.post("/__control/applications/:id/:action{approve|reject|issue}", (c) =>
    withBody(c, z.object({}).strict(), () => {
      const id = Number(c.req.param("id"));
      if (!Number.isSafeInteger(id) || id < 1) return fail(c, "NOT_FOUND");
      return answering(c, () => succeed(c, reviewApplication(db, clock.now(), id, c.req.param("action") as ReviewAction)));
    }),
  );

  app.post("/__control/merchants/:code/red-envelopes", (c) =>
    withBody(c, envelopeSchema, ({ username: name, amountCents, title, expiresInMinutes }) => {
      const account = accountByUsername(db, c.req.param("code"), name);
      if (!account) return fail(c, "NOT_FOUND");
      const now = clock.now();
      // Marketing is not sent to a player who paused play, nor after a self-exclusion until they are back: the envelope is skipped.
      if (closedByBreak(db, account, now)) return fail(c, "ACCOUNT_EXCLUDED");
      const { lastInsertRowid } = db
        .prepare("INSERT INTO red_envelopes (account_id, title, amount_cents, status, sent_at, expires_at) VALUES (?, ?, ?, 'OPEN', ?, ?)")
        .run(account.id, title, amountCents, now.toISOString(), new Date(now.getTime() + expiresInMinutes * 60_000).toISOString());
      return succeed(c, { id: Number(lastInsertRowid) });
    }),
  );
}
