import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { getFlags } from "~/brand/flags.server";
import { basisPointsPercent } from "~/format/amount";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { amountFormatter } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import type { GameType } from "~/platform/contract";
import { requireRealAccount } from "~/session/session.server";
import { REBATE_PATH } from "./paths";

/** One category row of the page, amounts formatted on the server. */
export interface RebateRow {
  gameType: GameType;
  validBet: ShownAmount;
  /** The rate in percent as text ("0.8"). */
  ratePercent: string;
  owed: ShownAmount;
}

export interface RebateView {
  owed: Result<{ rows: RebateRow[]; total: ShownAmount; minClaim: ShownAmount; claimable: boolean }>;
  idempotencyKey: string;
}

/**
 * The page exists only for brands with MANPLAYREB3 (as the member navigation shows it); when
 * the flags cannot be read, the page goes on and the owed call's failure shows in its section.
 */
async function requireRebateFlag(context: LoaderFunctionArgs["context"]) {
  const flags = await getFlags(context).catch(() => null);
  if (flags && !flags.MANPLAYREB3) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
}

/** Manual rebate (manualRebate): the rebate owed per category since the last claim, and the claim form. */
export async function rebateLoader({ request, context }: LoaderFunctionArgs): Promise<RebateView> {
  requireRealAccount(request, context);
  await requireRebateFlag(context);
  const [owed, format] = await Promise.all([settled(context.platform.rebate.owed()), amountFormatter(context)]);
  return {
    owed: owed.ok
      ? {
          ok: true,
          value: {
            rows: owed.value.categories.map((category) => ({
              gameType: category.gameType,
              validBet: format(category.validBetCents),
              ratePercent: basisPointsPercent(category.rateBasisPoints),
              owed: format(category.owedCents),
            })),
            total: format(owed.value.totalOwedCents),
            minClaim: format(owed.value.minClaimCents),
            claimable: owed.value.totalOwedCents > 0 && owed.value.totalOwedCents >= owed.value.minClaimCents,
          },
        }
      : owed,
    idempotencyKey: newIdempotencyKey(),
  };
}

export const claimSchema = z.object({ idempotencyKey: idempotencyKeyField });

/** Claims everything owed; the platform decides how much (and refuses NOTHING_TO_CLAIM). */
export async function claimAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  // The form first: a bad one is answered 422 without any platform call, whatever the brand.
  const submission = parseForm(await request.formData(), claimSchema);
  if (submission.status !== "success") return invalidReply("rebate", submission, withNextKey());
  await requireRebateFlag(context);
  try {
    await context.platform.rebate.claim({ idempotencyKey: submission.value.idempotencyKey });
  } catch (error) {
    return moneyFailureReply("rebate", submission, error, submission.value.idempotencyKey);
  }
  return redirectWithFlash(REBATE_PATH, { kind: "success", message: "rebate.claimed" }, context);
}
