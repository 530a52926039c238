import { createHash } from "node:crypto";
import type { Language } from "../../app/platform/contract";
import { proofMediaTypeOf, PROOF_LIMITS } from "../../app/platform/contract/money";
import { PROMOTIONS_PAGE_SIZE, REWARDS_PAGE_SIZE, type Activity, type Participation } from "../../app/platform/contract/promotions";
import type { Db } from "../db/index";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { moveMoney } from "../lib/ledger";
import { newReference } from "../lib/money-settings";
import { claimableRewardCount, OPEN_ENVELOPE } from "../lib/rewards";
import { realAccountRowOf } from "../lib/sessions";
import { totalPages } from "../lib/pages";
import { prepared } from "../db/statements";

interface ActivityRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  promotionType: string | null;
  applyMode: "APPLY" | "AUTO";
  bonusCents: number;
  startsAt: string;
  endsAt: string;
}

/** The columns of an activity in the language asked (TY or EN). */
const ACTIVITY_COLUMNS = `a.id, CASE @language WHEN 'TY' THEN a.title_ty ELSE a.title_en END AS title,
  CASE @language WHEN 'TY' THEN a.summary_ty ELSE a.summary_en END AS summary,
  CASE @language WHEN 'TY' THEN a.content_ty ELSE a.content_en END AS content,
  a.promotion_type AS promotionType, a.apply_mode AS applyMode, a.bonus_cents AS bonusCents,
  a.starts_at AS startsAt, a.ends_at AS endsAt`;
/** Running first, then coming soon, then closed; each in the merchant's order. */
const STATE_ORDER = "CASE WHEN a.starts_at > @now THEN 1 WHEN a.ends_at <= @now THEN 2 ELSE 0 END, a.sort";

function stateOf(row: Pick<ActivityRow, "startsAt" | "endsAt">, now: string): Activity["status"] {
  if (row.startsAt > now) return "COMING_SOON";
  if (row.endsAt <= now) return "CLOSE";
  return "JOIN";
}

const toActivity = ({ content: _content, ...row }: ActivityRow, now: string): Activity => ({ ...row, status: stateOf(row, now) });

function activityOf(db: Db, merchant: string, id: number, language: Language): ActivityRow {
  const row = prepared(db, `SELECT ${ACTIVITY_COLUMNS} FROM activities a WHERE a.id = @id AND a.merchant = @merchant`).get({
    id,
    merchant,
    language,
  }) as ActivityRow | undefined;
  if (!row) throw new SandboxError("NOT_FOUND");
  return row;
}

/** The images as the platform keeps them: type, size and hash, never the bytes; INVALID_REQUEST for one that is not a png or jpg of at most 5 MB. */
function imageRecords(images: Array<{ mediaType: string; base64: string }>) {
  return images.map((image, i) => {
    const bytes = Buffer.from(image.base64, "base64");
    if (bytes.length === 0 || bytes.length > PROOF_LIMITS.maxBytes || proofMediaTypeOf(bytes) !== image.mediaType) {
      throw new SandboxError("INVALID_REQUEST", { fields: [{ path: `images.${i}`, message: "Not a png or jpg of at most 5 MB" }] });
    }
    return { mediaType: image.mediaType, sizeBytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  });
}

/** A claimed reward is also a bonus of the player's bonus record. */
function recordBonus(ctx: CallContext, accountId: number, titles: { en: string; ty: string }, amountCents: number, at: string) {
  prepared(
    ctx.db,
    "INSERT INTO bonuses (account_id, merchant, type, title_en, title_ty, amount_cents, created_at) VALUES (?, ?, 'PROMOTION', ?, ?, ?, ?)",
  ).run(accountId, ctx.merchant.code, titles.en, titles.ty, amountCents, at);
}

export const promotionsHandlers: GroupHandlers<"promotions"> = {
  list: (ctx, { language, page }) => {
    const now = ctx.clock.now().toISOString();
    const merchant = ctx.merchant.code;
    const total = prepared(ctx.db, "SELECT COUNT(*) FROM activities WHERE merchant = ?").pluck().get(merchant) as number;
    const pages = totalPages(total, PROMOTIONS_PAGE_SIZE);
    const current = Math.min(page, Math.max(1, pages));
    const rows = prepared(
      ctx.db,
      `SELECT ${ACTIVITY_COLUMNS} FROM activities a WHERE a.merchant = @merchant ORDER BY ${STATE_ORDER} LIMIT @limit OFFSET @offset`,
    ).all({ merchant, language, now, limit: PROMOTIONS_PAGE_SIZE, offset: (current - 1) * PROMOTIONS_PAGE_SIZE }) as ActivityRow[];
    return { list: rows.map((row) => toActivity(row, now)), page: current, totalPages: pages };
  },

  detail: (ctx, { id, language }) => {
    const row = activityOf(ctx.db, ctx.merchant.code, id, language);
    return { ...toActivity(row, ctx.clock.now().toISOString()), content: row.content };
  },

  mine: (ctx) => {
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now().toISOString();
    const applications = prepared(
      ctx.db,
      `SELECT p.activity_id AS activityId, p.status, p.id AS applicationId, p.applied_at AS appliedAt
         FROM activity_applications p JOIN activities a ON a.id = p.activity_id
        WHERE p.account_id = ? AND a.merchant = ?`,
    ).all(account.id, ctx.merchant.code) as Participation[];
    // Every member takes part in a running automatic activity.
    const joined = (
      prepared(ctx.db, "SELECT id FROM activities WHERE merchant = ? AND apply_mode = 'AUTO' AND starts_at <= ? AND ends_at > ?")
        .pluck()
        .all(ctx.merchant.code, now, now) as number[]
    ).map((activityId): Participation => ({ activityId, status: "JOINED", applicationId: null, appliedAt: null }));
    return { items: [...applications, ...joined] };
  },

  apply: (ctx, { activityId, comment, images, idempotencyKey }) => {
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    const activity = activityOf(ctx.db, ctx.merchant.code, activityId, "EN");
    if (activity.applyMode !== "APPLY" || stateOf(activity, now.toISOString()) !== "JOIN") throw new SandboxError("ACTIVITY_NOT_OPEN");
    const records = imageRecords(images);
    // The ledger's idempotent unit of work, though no money moves: a replayed key answers the first application.
    return moveMoney(
      ctx.db,
      now,
      () => {
        const earlier = prepared(ctx.db, "SELECT 1 FROM activity_applications WHERE activity_id = ? AND account_id = ?").get(
          activityId,
          account.id,
        );
        if (earlier) throw new SandboxError("ALREADY_APPLIED");
        const applicationId = Number(
          prepared(
            ctx.db,
            "INSERT INTO activity_applications (activity_id, account_id, comment, status, applied_at) VALUES (?, ?, ?, 'APPLYING', ?)",
          ).run(activityId, account.id, comment, now.toISOString()).lastInsertRowid,
        );
        records.forEach((image, position) =>
          prepared(
            ctx.db,
            "INSERT INTO application_images (application_id, position, media_type, size_bytes, sha256) VALUES (?, ?, ?, ?, ?)",
          ).run(applicationId, position, image.mediaType, image.sizeBytes, image.sha256),
        );
        return { applicationId, status: "APPLYING" as const };
      },
      { accountId: account.id, key: idempotencyKey, operation: JSON.stringify(["promotions.apply", activityId]) },
    );
  },

  claim: (ctx, { applicationId, idempotencyKey }) => {
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        // Read inside the transaction: of two claims at once, the second sees CLAIMED.
        const application = prepared(
          ctx.db,
          `SELECT p.status, p.bonus_cents AS bonusCents, a.title_en AS en, a.title_ty AS ty
             FROM activity_applications p JOIN activities a ON a.id = p.activity_id
            WHERE p.id = ? AND p.account_id = ? AND a.merchant = ?`,
        ).get(applicationId, account.id, ctx.merchant.code) as
          { status: string; bonusCents: number | null; en: string; ty: string } | undefined;
        if (application?.status === "CLAIMED") throw new SandboxError("ALREADY_CLAIMED");
        if (application?.status !== "ISSUED" || !application.bonusCents) throw new SandboxError("NOT_FOUND");
        const reference = newReference("PB");
        prepared(
          ctx.db,
          "UPDATE activity_applications SET status = 'CLAIMED', claimed_at = ?, claim_reference = ? WHERE id = ? AND status = 'ISSUED'",
        ).run(now.toISOString(), reference, applicationId);
        const balanceCents = ledger.move({ accountId: account.id, kind: "promotion.bonus", deltaCents: application.bonusCents, reference });
        recordBonus(ctx, account.id, application, application.bonusCents, now.toISOString());
        return { reference, claimedCents: application.bonusCents, balanceCents };
      },
      { accountId: account.id, key: idempotencyKey, operation: JSON.stringify(["promotions.claim", applicationId]) },
    );
  },
};

export const rewardsHandlers: GroupHandlers<"rewards"> = {
  list: (ctx, { status, language, page }) => {
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    const claimable = status === "CLAIMABLE";
    // Envelopes received before claims existed have no claim time: their sending is when they were received.
    const rewards = `
      SELECT 'ACTIVITY' AS source, p.id, CASE @language WHEN 'TY' THEN a.title_ty ELSE a.title_en END AS title,
             p.bonus_cents AS amountCents, p.issued_at AS issuedAt, NULL AS expiresAt, p.claimed_at AS claimedAt
        FROM activity_applications p JOIN activities a ON a.id = p.activity_id
       WHERE p.account_id = @accountId AND p.status = @applicationStatus
      UNION ALL
      SELECT 'RAFFLE', r.id, r.title, r.amount_cents, r.sent_at, r.expires_at, ${claimable ? "NULL" : "COALESCE(r.claimed_at, r.sent_at)"}
        FROM red_envelopes r
       WHERE r.account_id = @accountId AND ${claimable ? OPEN_ENVELOPE : "r.status = 'RECEIVED'"}`;
    const params = { accountId: account.id, language, now: now.toISOString(), applicationStatus: claimable ? "ISSUED" : "CLAIMED" };
    const total = prepared(ctx.db, `SELECT COUNT(*) FROM (${rewards})`).pluck().get(params) as number;
    const pages = totalPages(total, REWARDS_PAGE_SIZE);
    const current = Math.min(page, Math.max(1, pages));
    const items = prepared(
      ctx.db,
      `SELECT * FROM (${rewards}) ORDER BY ${claimable ? "issuedAt ASC" : "claimedAt DESC"}, source, id LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: REWARDS_PAGE_SIZE, offset: (current - 1) * REWARDS_PAGE_SIZE }) as Array<{
      source: "ACTIVITY" | "RAFFLE";
      id: number;
      title: string;
      amountCents: number;
      issuedAt: string;
      expiresAt: string | null;
      claimedAt: string | null;
    }>;
    return { items, claimableCount: claimableRewardCount(ctx.db, account.id, now), page: current, totalPages: pages };
  },
};

export const raffleHandlers: GroupHandlers<"raffle"> = {
  claim: (ctx, { envelopeId, idempotencyKey }) => {
    const account = realAccountRowOf(ctx);
    const now = ctx.clock.now();
    return moveMoney(
      ctx.db,
      now,
      (ledger) => {
        const envelope = prepared(
          ctx.db,
          "SELECT title, amount_cents AS amountCents, status, expires_at AS expiresAt FROM red_envelopes WHERE id = ? AND account_id = ?",
        ).get(envelopeId, account.id) as { title: string; amountCents: number; status: string; expiresAt: string | null } | undefined;
        if (!envelope) throw new SandboxError("NOT_FOUND");
        if (envelope.status === "RECEIVED") throw new SandboxError("ALREADY_CLAIMED");
        if (envelope.status === "EXPIRED" || (envelope.expiresAt !== null && envelope.expiresAt <= now.toISOString()))
          throw new SandboxError("REWARD_EXPIRED");
        const reference = newReference("RP");
        prepared(
          ctx.db,
          "UPDATE red_envelopes SET status = 'RECEIVED', claimed_at = ?, claim_reference = ? WHERE id = ? AND status = 'OPEN'",
        ).run(now.toISOString(), reference, envelopeId);
        const balanceCents = ledger.move({ accountId: account.id, kind: "raffle.prize", deltaCents: envelope.amountCents, reference });
        recordBonus(ctx, account.id, { en: envelope.title, ty: envelope.title }, envelope.amountCents, now.toISOString());
        return { reference, claimedCents: envelope.amountCents, balanceCents };
      },
      { accountId: account.id, key: idempotencyKey, operation: JSON.stringify(["raffle.claim", envelopeId]) },
    );
  },
};
