import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { redirectWithFlash } from "~/http/flash.server";
import { idempotencyKeyField, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { requireRealAccount } from "~/session/session.server";

/** Where a reward comes from: an activity's issued bonus (its application id) or a red envelope (raffle prize). */
export const REWARD_SOURCES = ["ACTIVITY", "RAFFLE"] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** A claim form: which reward, and the key that makes a double submit one claim. */
export const claimSchema = (sources: readonly [RewardSource, ...RewardSource[]]) =>
  z.object({
    source: z.enum(sources, { errorMap: () => ({ message: "money.invalidField" }) }),
    id: z.coerce
      .number({ required_error: "money.invalidField", invalid_type_error: "money.invalidField" })
      .int("money.invalidField")
      .min(1, "money.invalidField")
      .max(2 ** 31 - 1, "money.invalidField"),
    idempotencyKey: idempotencyKeyField,
  });

function claim(context: AppLoadContext, { source, id, idempotencyKey }: { source: RewardSource; id: number; idempotencyKey: string }) {
  return source === "ACTIVITY"
    ? context.platform.promotions.claim({ applicationId: id, idempotencyKey })
    : context.platform.raffle.claim({ envelopeId: id, idempotencyKey });
}

/**
 * The action of a page with claim forms (the reward centre, the red envelopes): a real account
 * only; the form checked first (422, no platform call); the platform credits the main wallet
 * through its ledger once per reward and refuses a claimed, expired or foreign one (its code,
 * translated by the page); success goes back to `done.to`, saying `done.message` (a plain form post
 * works without JavaScript).
 */
export function rewardClaimAction(options: {
  form: string;
  sources: readonly [RewardSource, ...RewardSource[]];
  done: { to: string; message: string };
}) {
  const schema = claimSchema(options.sources);
  return async ({ request, context }: ActionFunctionArgs) => {
    requireRealAccount(request, context);
    const submission = parseForm(await request.formData(), schema);
    if (submission.status !== "success") return invalidReply(options.form, submission, withNextKey());
    try {
      await claim(context, submission.value);
    } catch (error) {
      return moneyFailureReply(options.form, submission, error, submission.value.idempotencyKey);
    }
    return redirectWithFlash(options.done.to, { kind: "success", message: options.done.message }, context);
  };
}
