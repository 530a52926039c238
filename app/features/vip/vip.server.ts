import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { amountFormatter } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import { VIP_BONUS_KINDS, type VipBonusKind } from "~/platform/contract/points";
import { requireRealAccount } from "~/session/session.server";
import { VIP_PATH } from "./paths";

export interface VipLevelRow {
  level: number;
  name: string;
  threshold: ShownAmount;
  levelUpBonus: ShownAmount;
  monthlyBonus: ShownAmount;
  benefits: string[];
}

export interface VipBonusRow {
  kind: VipBonusKind;
  level: number;
  levelName: string;
  amount: ShownAmount;
  /** When it was claimed (formatted), or null: claimable. */
  claimedAt: string | null;
}

export interface VipView {
  status: Result<{
    levelName: string;
    level: number;
    validBet: ShownAmount;
    /** The next level and the valid bet it takes; null at the top. */
    next: {
      name: string;
      needed: ShownAmount;
      remaining: ShownAmount;
      percent: number;
    } | null;
    levels: VipLevelRow[];
    bonuses: VipBonusRow[];
  }>;
  idempotencyKey: string;
}

/** `/member/vip`: the VIP levels, the player's progress to the next, and the bonuses to claim. */
export async function vipLoader({ request, context }: LoaderFunctionArgs): Promise<VipView> {
  requireRealAccount(request, context);
  const [status, money] = await Promise.all([
    settled(context.platform.vip.status({ language: context.i18n.language })),
    amountFormatter(context),
  ]);
  const nameOf = (level: number) =>
    status.ok ? (status.value.levels.find((row) => row.level === level)?.name ?? `VIP${level}`) : `VIP${level}`;
  const zone = playerZone(context);
  return {
    status: !status.ok
      ? status
      : {
          ok: true,
          value: {
            level: status.value.level,
            levelName: nameOf(status.value.level),
            validBet: money(status.value.validBetCents),
            next: status.value.next && {
              name: nameOf(status.value.next.level),
              needed: money(status.value.next.validBetCents),
              remaining: money(Math.max(0, status.value.next.validBetCents - status.value.validBetCents)),
              // Whole percent, rounded down: 100 only once the level is reached.
              percent: Math.min(100, Math.floor((status.value.validBetCents * 100) / Math.max(1, status.value.next.validBetCents))),
            },
            levels: status.value.levels.map((level) => ({
              level: level.level,
              name: level.name,
              threshold: money(level.validBetCents),
              levelUpBonus: money(level.levelUpBonusCents),
              monthlyBonus: money(level.monthlyBonusCents),
              benefits: level.benefits,
            })),
            bonuses: status.value.bonuses.map((bonus) => ({
              kind: bonus.kind,
              level: bonus.level,
              levelName: nameOf(bonus.level),
              amount: money(bonus.amountCents),
              claimedAt: bonus.claimedAt ? formatDateTime(bonus.claimedAt, zone) : null,
            })),
          },
        },
    idempotencyKey: newIdempotencyKey(),
  };
}

export const vipClaimSchema = z.object({
  kind: z.enum(VIP_BONUS_KINDS, {
    errorMap: () => ({ message: "money.choose" }),
  }),
  level: z.coerce
    .number({ required_error: "money.choose", invalid_type_error: "money.choose" })
    .int("money.choose")
    .min(1, "money.choose")
    .max(100, "money.choose"),
  idempotencyKey: idempotencyKeyField,
});

/** Claims one bonus; the platform decides whether it is claimable (and pays it once). */
export async function vipClaimAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), vipClaimSchema);
  if (submission.status !== "success") return invalidReply("vip", submission, withNextKey());
  try {
    const { amountCents } = await context.platform.vip.claim(submission.value);
    const amount = (await amountFormatter(context))(amountCents);
    return await redirectWithFlash(VIP_PATH, { kind: "success", message: "vip.claimed", values: { amount } }, context);
  } catch (error) {
    return moneyFailureReply("vip", submission, error, submission.value.idempotencyKey);
  }
}
