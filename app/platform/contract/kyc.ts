import { z } from "zod";
import { defineCall } from "./define";
import { text } from "./common";
import { PROOF_LIMITS } from "./money";
import { KYC_DOCUMENTS, KYC_ID_TYPES, KYC_STATUSES } from "./kyc-values";

export * from "./kyc-values";

/*
 * Identity verification (KYC): the player's profile details a verification asks for and four
 * document images, reviewed by the back office. A merchant may set a withdrawal threshold:
 * withdrawals above it (every withdrawal when it is zero) need an approved verification,
 * else KYC_REQUIRED; no threshold means no verification is needed to withdraw.
 */

/** Each document as the profile's proofs are: a png or jpg of at most 5 MB, checked by content. */
export const KYC_DOCUMENT_LIMITS = { maxBytes: PROOF_LIMITS.maxBytes, mediaTypes: PROOF_LIMITS.mediaTypes } as const;

const detail = text(64).min(1);
const kycProfileSchema = z
  .object({
    nationality: detail,
    placeOfBirth: detail,
    occupation: detail,
    sourceOfIncome: detail,
    currentAddress: detail,
    permanentAddress: detail,
    idType: z.enum(KYC_ID_TYPES),
    idNumber: z.string().regex(/^[A-Za-z0-9-]{4,32}$/),
  })
  .strict();
export type KycProfile = z.infer<typeof kycProfileSchema>;

const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Why the back office refused it (REJECTED only). */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The merchant's threshold: withdrawals above it need APPROVED (0: every withdrawal); null: none needs it. */
  thresholdCents: z.number().int().min(0).nullable(),
});
export type KycState = z.infer<typeof kycStateSchema>;

export const kycCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/kyc",
    auth: "token",
    summary:
      "The caller's identity verification: NOT_STARTED, PENDING (sent, waiting for the back office), APPROVED or REJECTED (with the reason), when it was sent and decided, and the merchant's withdrawal threshold (null: withdrawals need no verification; 0: every withdrawal does).",
    request: z.object({}).strict(),
    value: kycStateSchema,
  }),
  submit: defineCall({
    method: "POST",
    path: "/api/v1/kyc",
    auth: "token",
    maxBodyBytes: 29 * 1024 * 1024,
    summary:
      "Sends the caller's verification: the profile details and exactly one image of each document (idFront, idBack, proofOfAddress, selfie; png or jpg, base64, at most 5 MB each, checked by content: INVALID_REQUEST naming the document otherwise). Allowed when NOT_STARTED or REJECTED (a resubmission); KYC_NOT_SUBMITTABLE while PENDING or once APPROVED. Answers the new state (PENDING). Trial accounts: TRIAL_NOT_ALLOWED.",
    request: z
      .object({
        profile: kycProfileSchema,
        documents: z
          .array(
            z
              .object({
                kind: z.enum(KYC_DOCUMENTS),
                mediaType: z.enum(KYC_DOCUMENT_LIMITS.mediaTypes),
                base64: z.string().max(Math.ceil(KYC_DOCUMENT_LIMITS.maxBytes / 3) * 4),
              })
              .strict(),
          )
          .length(KYC_DOCUMENTS.length),
      })
      .strict(),
    value: kycStateSchema,
  }),
};
