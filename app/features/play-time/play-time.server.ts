import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import { ACTIVITY_PERIODS, type ActivityPeriod } from "~/platform/contract/play-time";
import { platformErrorCode } from "~/platform/platform-error";
import { getSession, requireRealAccount } from "~/session/session.server";
import { REALITY_CHECK_PATH } from "./paths";
import { statementFormView } from "./statement.server";
import { sessionLimitView } from "./session-limit.server";
import type { ActivityView, PlayCheck, RealityCheckView } from "./types";

// ---------------------------------------------------------------------------------------------
// The game popup's checks (resources/play-time)

export const playCheckSchema = z.object({
  intent: z.enum(["check", "close"]),
  sessionId: z.string().regex(/^[a-f0-9]{32}$/),
});

/**
 * POST `intent` check or close with the game's `sessionId`. A check tells the platform the game
 * is on screen (it keeps counting) and answers its time and net result; close ends it (the
 * popup closed, or the player chose Stop). Answered as JSON to the popup's script, 200 with
 * `ok: false` and the code on a refusal, so a failed check never replaces the page.
 */
export async function playTimeAction({ request, context }: ActionFunctionArgs) {
  const form = parseForm(await request.formData(), playCheckSchema);
  if (form.status !== "success")
    return Response.json({ ok: false, code: "INVALID_REQUEST" } satisfies PlayCheck, { status: 422, headers: NO_STORE });
  if (!getSession(context)) return Response.json({ ok: false, code: "UNAUTHORIZED" } satisfies PlayCheck, { headers: NO_STORE });
  const { intent, sessionId } = form.value;
  try {
    if (intent === "close") await context.platform.playTime.close({ sessionId });
    const [session, format] = await Promise.all([context.platform.playTime.session({ sessionId }), amountFormatter(context)]);
    const body: PlayCheck = {
      ok: true,
      open: session.open,
      endedBy: session.endedBy,
      playedSeconds: session.playedSeconds,
      net: format(session.netCents),
      netCents: session.netCents,
      realityCheckMinutes: session.realityCheckMinutes,
      limitReached: session.limitReached ? sessionLimitView(session.limitReached, context) : null,
    };
    return Response.json(body, { headers: NO_STORE });
  } catch (error) {
    return Response.json({ ok: false, code: platformErrorCode(error) } satisfies PlayCheck, { headers: NO_STORE });
  }
}

// ---------------------------------------------------------------------------------------------
// The reality check page (member/realityCheck)

/** The reality check intervals the brand offers its players, in whole minutes. */
const rangeOf = (context: Pick<AppLoadContext, "brand">) => {
  const { minMinutes, maxMinutes } = context.brand.responsibleGaming.realityCheck;
  return { min: minMinutes, max: maxMinutes };
};

export async function realityCheckLoader({ request, context }: LoaderFunctionArgs): Promise<RealityCheckView> {
  requireRealAccount(request, context);
  const settings = await settled(context.platform.playTime.settings());
  return {
    settings: settings.ok
      ? {
          ok: true,
          value: {
            minutes: settings.value.realityCheckMinutes,
            sessionLimitMinutes: settings.value.sessionLimitMinutes,
            playedTodayMinutes: Math.floor(settings.value.playedTodaySeconds / 60),
          },
        }
      : settings,
    range: rangeOf(context),
  };
}

/**
 * The reality check form: off, or a reminder every `minutes`, whole minutes within the brand's
 * range (`range`); the page shows the range, and its message names it.
 */
export const realityCheckSchema = ({ min, max }: { min: number; max: number }) =>
  z
    .object({
      reminder: z.enum(["off", "on"], { message: "playTime.realityCheck.chooseInterval" }),
      minutes: z.string().max(8, "playTime.realityCheck.minutesRange").optional(),
    })
    .transform((form, context) => {
      if (form.reminder === "off") return { minutes: null };
      const text = form.minutes?.trim() ?? "";
      const minutes = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (minutes >= min && minutes <= max) return { minutes };
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["minutes"], message: "playTime.realityCheck.minutesRange" });
      return z.NEVER;
    });

/** Saves the interval; the platform keeps it, and every game popup reads it at its next check. */
export async function realityCheckAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), realityCheckSchema(rangeOf(context)));
  if (submission.status !== "success") return invalidReply("realityCheck", submission);
  try {
    await context.platform.playTime.setRealityCheck({ realityCheckMinutes: submission.value.minutes });
  } catch (error) {
    return refusedReply("realityCheck", submission, failureOf(error));
  }
  return redirectWithFlash(REALITY_CHECK_PATH, { kind: "success", message: "playTime.realityCheck.saved" }, context);
}

// ---------------------------------------------------------------------------------------------
// Account activity (member/accountActivity)

/** Periods a page: a month of days, half a year of weeks, the whole year of months. */
const PAGE_SIZE = 31;

export function periodOf(value: string | null): ActivityPeriod {
  const upper = value?.toUpperCase();
  return ACTIVITY_PERIODS.find((period) => period === upper) ?? "MONTH";
}

export async function activityLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const params = new URL(request.url).searchParams;
  const period = periodOf(params.get("period"));
  const asked = Number(params.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const [activity, format, statement] = await Promise.all([
    settled(context.platform.playTime.activity({ period, pageNo: page, pageSize: PAGE_SIZE })),
    amountFormatter(context),
    statementFormView(context),
  ]);
  const view: ActivityView = {
    period,
    page,
    statement,
    activity: activity.ok
      ? {
          ok: true,
          value: {
            rows: activity.value.rows.map((row) => ({
              periodStart: row.periodStart,
              deposits: format(row.depositsCents),
              withdrawals: format(row.withdrawalsCents),
              net: format(row.netCents),
              netCents: row.netCents,
              playedMinutes: Math.round(row.playedSeconds / 60),
            })),
            totalPages: activity.value.totalPages,
            since: activity.value.since,
          },
        }
      : activity,
  };
  return data(view, { headers: NO_STORE });
}
