import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import {
  missionIdSchema,
  type LeaderboardEntry,
  type MISSION_METRICS,
  type MISSION_PERIODS,
  type MISSION_STATUSES,
} from "~/platform/contract/referral";
import { requireRealAccount } from "~/session/session.server";
import { MISSIONS_PATH } from "./paths";

/** The leaderboard's length (its own row is added below when the player ranks lower). */
export const LEADERBOARD_SIZE = 10;

export interface MissionView {
  id: string;
  period: (typeof MISSION_PERIODS)[number];
  title: string;
  metric: (typeof MISSION_METRICS)[number];
  /** Target and progress as the page shows them: money for a valid-bet mission, a count otherwise. */
  target: string;
  progress: string;
  /** 0 to 100, for the progress bar. */
  percent: number;
  reward: ShownAmount;
  points: number;
  status: (typeof MISSION_STATUSES)[number];
  endsAt: string;
  /** The claim form's idempotency key (one per mission: each claim is its own request). */
  idempotencyKey: string;
}

export interface MissionsView {
  missions: Result<MissionView[]>;
  leaderboard: Result<{ entries: LeaderboardEntry[]; own: LeaderboardEntry | null }>;
}

/** The player's daily and weekly missions with their claims, and the week's leaderboard; each fails in its own section. */
export async function missionsLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const [missions, leaderboard, format] = await Promise.all([
    settled(context.platform.missions.list({ language: context.i18n.language })),
    settled(context.platform.missions.leaderboard({ size: LEADERBOARD_SIZE })),
    amountFormatter(context),
  ]);
  const zone = playerZone(context);
  const view: MissionsView = {
    missions: missions.ok
      ? {
          ok: true,
          value: missions.value.missions.map((mission) => {
            const shown = (value: number) => (mission.metric === "VALID_BET" ? format(value) : String(value));
            return {
              id: mission.id,
              period: mission.period,
              title: mission.title,
              metric: mission.metric,
              target: shown(mission.target),
              progress: shown(mission.progress),
              percent: Math.min(100, Math.floor((mission.progress * 100) / mission.target)),
              reward: format(mission.rewardCents),
              points: mission.points,
              status: mission.status,
              endsAt: formatDateTime(mission.endsAt, zone),
              idempotencyKey: newIdempotencyKey(),
            };
          }),
        }
      : missions,
    leaderboard,
  };
  return data(view, { headers: NO_STORE });
}

export const missionClaimSchema = z.object({
  missionId: z.string({ required_error: "common.required" }).pipe(missionIdSchema),
  idempotencyKey: idempotencyKeyField,
});

/** Claims one completed mission; the platform checks it is the player's, completed and not yet claimed. */
export async function missionClaimAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), missionClaimSchema);
  if (submission.status !== "success") return invalidReply("mission", submission, withNextKey());
  try {
    await context.platform.missions.claim(submission.value);
  } catch (error) {
    return moneyFailureReply("mission", submission, error, submission.value.idempotencyKey);
  }
  return redirectWithFlash(MISSIONS_PATH, { kind: "success", message: "missions.claimed" }, context);
}
