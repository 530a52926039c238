import { z } from "zod";
import { defineCall } from "./define";
import { gameTypeSchema } from "./common";

/*
 * Manual rebate:
 * a share of the player's valid bet per game category, owed since their last claim, which
 * they claim themselves into the main wallet. Amounts are integer minor units; a rate is in
 * basis points of the valid bet (100 = 1%). Without MANPLAYREB3 both calls answer
 * FUNCTION_DISABLED.
 */

const centsOrZero = z.number().int().min(0);
/** Made by the portal per form, as for the money calls: 16 to 64 letters, digits, - or _. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

const owedCategorySchema = z.object({
  gameType: gameTypeSchema,
  /** Stakes placed in the category since the last claim. */
  validBetCents: centsOrZero,
  rateBasisPoints: z.number().int().min(0).max(10_000),
  /** validBetCents × rate, rounded down to whole minor units. */
  owedCents: centsOrZero,
});
export type OwedCategory = z.infer<typeof owedCategorySchema>;

export const rebateCalls = {
  owed: defineCall({
    method: "GET",
    path: "/api/v1/rebate/owed",
    auth: "token",
    summary:
      "The rebate owed per game category with a rate (valid bet since the last claim × rate), the total, the least total a claim takes (minClaimCents) and when the player last claimed (null: never).",
    request: z.object({}).strict(),
    value: z.object({
      categories: z.array(owedCategorySchema),
      totalOwedCents: centsOrZero,
      minClaimCents: centsOrZero,
      lastClaimedAt: z.string().nullable(),
    }),
  }),
  claim: defineCall({
    method: "POST",
    path: "/api/v1/rebate/claim",
    auth: "token",
    summary:
      "Claims every owed category at once into the main wallet (ledger kind rebate.claim). NOTHING_TO_CLAIM when the total owed is 0 or below minClaimCents. A replayed idempotencyKey answers the first claim and moves nothing.",
    request: z.object({ idempotencyKey }).strict(),
    value: z.object({ reference: z.string(), claimedCents: z.number().int().positive(), balanceCents: centsOrZero }),
  }),
};
