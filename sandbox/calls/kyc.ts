import { KYC_DOCUMENT_LIMITS, KYC_DOCUMENTS } from "../../app/platform/contract/kyc";
import { proofMediaTypeOf } from "../../app/platform/contract/money";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { kycStateOf, latestSubmission } from "../lib/kyc";
import { realAccountOf } from "../lib/sessions";
import { prepared } from "../db/statements";

export const kycHandlers: GroupHandlers<"kyc"> = {
  status: (ctx) => kycStateOf(ctx.db, ctx.merchant, realAccountOf(ctx)),

  submit: (ctx, { profile, documents }) => {
    const accountId = realAccountOf(ctx);
    const status = latestSubmission(ctx.db, accountId)?.status;
    // A verification waiting for the back office, or one already approved, is not sent again.
    if (status === "PENDING" || status === "APPROVED") throw new SandboxError("KYC_NOT_SUBMITTABLE");
    const images = KYC_DOCUMENTS.map((kind) => {
      const sent = documents.filter((document) => document.kind === kind);
      const bytes = sent.length === 1 ? Buffer.from(sent[0].base64, "base64") : Buffer.alloc(0);
      // Checked again here, whatever the portal checked: one png or jpg of at most 5 MB per document, by its content.
      if (bytes.length === 0 || bytes.length > KYC_DOCUMENT_LIMITS.maxBytes || proofMediaTypeOf(bytes) !== sent[0].mediaType) {
        throw new SandboxError("INVALID_REQUEST", { fields: [{ path: `documents.${kind}`, message: "One png or jpg of at most 5 MB" }] });
      }
      return { kind, mediaType: sent[0].mediaType, bytes };
    });
    const now = ctx.clock.now().toISOString();
    ctx.db.transaction(() => {
      const id = Number(
        prepared(ctx.db, "INSERT INTO kyc_submissions (account_id, status, profile, submitted_at) VALUES (?, 'PENDING', ?, ?)").run(
          accountId,
          JSON.stringify(profile),
          now,
        ).lastInsertRowid,
      );
      const insert = prepared(ctx.db, "INSERT INTO kyc_documents (submission_id, kind, media_type, bytes) VALUES (?, ?, ?, ?)");
      for (const image of images) insert.run(id, image.kind, image.mediaType, image.bytes);
    })();
    return kycStateOf(ctx.db, ctx.merchant, accountId);
  },
};
