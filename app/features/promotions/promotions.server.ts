import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { createTranslator } from "~/i18n/translator";
import { z } from "zod";
import { htmlSanitiser } from "~/ui/html-context.server";
import type { PageSeo } from "~/features/content/types";
import { parsePage } from "~/ui/paging";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { readProofs } from "~/features/money/proofs.server";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import { dayOf, type Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { COMMENT_MAX_CHARS, type ActivityStatus } from "~/platform/contract/promotion-rules";
import type { Activity, Participation } from "~/platform/contract/promotions";
import type { ErrorCode } from "~/platform/errors";
import { isTrialAccount } from "~/session/roles";
import { getSession, requireRealAccount } from "~/session/session.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import { APPLY_FORM, promotionPath, PROMOTIONS_PATH } from "./paths";

/** Who is looking: a visitor is asked to sign in to apply, a trial account for a real one. */
export type Viewer = "visitor" | "trial" | "member";

export interface ActivityCard {
  id: number;
  title: string;
  summary: string;
  bonus: ShownAmount;
  /** Dates as `yyyy-MM-dd` (UTC), the same for every player. */
  from: string;
  to: string;
  /** The viewer's status: their own where they take part, else the activity's. */
  status: ActivityStatus;
}

export interface PromotionsView {
  seo: PageSeo;
  list: Result<{ cards: ActivityCard[]; page: number; totalPages: number }>;
  /** A member's statuses could not be loaded: the activities show their own. */
  statusError: ErrorCode | null;
}

export interface PromotionView {
  seo: PageSeo;
  viewer: Viewer;
  activity: Result<ActivityCard & { html: string; applyMode: Activity["applyMode"] }>;
  statusError: ErrorCode | null;
  /** The apply form's key (a double submit makes one application). */
  idempotencyKey: string;
  /** The apply form's rules, from its schema, for the browser's own check. */
  rules: FormRules;
}

const viewerOf = (context: AppLoadContext): Viewer => {
  const user = getSession(context);
  return !user ? "visitor" : isTrialAccount(user.isAgent) ? "trial" : "member";
};

function seoOf(context: AppLoadContext, request: Request, path: string, title?: string): PageSeo {
  const { t } = createTranslator(context.i18n);
  const brand = context.brand.displayName;
  return {
    title: `${title ?? t("promotions.title")} | ${brand}`,
    description: t("promotions.metaDescription", { brand }),
    canonical: new URL(request.url).origin + path,
  };
}

/** A member's status per activity; nothing to ask for anyone else. */
async function participations(context: AppLoadContext, viewer: Viewer): Promise<Result<Map<number, Participation>>> {
  if (viewer !== "member") return { ok: true, value: new Map() };
  const mine = await settled(context.platform.promotions.mine());
  return mine.ok ? { ok: true, value: new Map(mine.value.items.map((item) => [item.activityId, item])) } : mine;
}

function cardOf(activity: Activity, mine: Map<number, Participation>, format: (cents: number) => string, zone: Zone): ActivityCard {
  return {
    id: activity.id,
    title: activity.title,
    summary: activity.summary,
    bonus: format(activity.bonusCents),
    from: dayOf(activity.startsAt, zone),
    to: dayOf(activity.endsAt, zone),
    // Where the player is wins: an application still under review stays "Applying" after the activity closes.
    status: mine.get(activity.id)?.status ?? activity.status,
  };
}

/** `/promotions` (`?page=`): the activities with the viewer's statuses; visitors see them too. */
export async function promotionsLoader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const viewer = viewerOf(context);
  const [list, mine, format] = await Promise.all([
    settled(context.platform.promotions.list({ language: context.i18n.language, page })),
    participations(context, viewer),
    amountFormatter(context),
  ]);
  const statuses = mine.ok ? mine.value : new Map<number, Participation>();
  const view: PromotionsView = {
    seo: seoOf(context, request, page > 1 ? `${PROMOTIONS_PATH}?page=${page}` : PROMOTIONS_PATH),
    list: list.ok
      ? {
          ok: true,
          value: {
            cards: list.value.list.map((activity) => cardOf(activity, statuses, format, playerZone(context))),
            page: list.value.page,
            totalPages: list.value.totalPages,
          },
        }
      : list,
    statusError: mine.ok ? null : mine.code,
  };
  return data(view, { headers: viewer === "visitor" ? undefined : NO_STORE });
}

/** An activity id from the path, or a 404 before any platform call. */
function activityIdOf(raw: string | undefined): number {
  const id = /^\d{1,10}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1 || id > 2 ** 31 - 1) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  return id;
}

/** `/promotions/:id`: one activity, its sanitised content, the viewer's status and the apply form where it applies. */
export async function promotionLoader({ request, context, params }: LoaderFunctionArgs) {
  const id = activityIdOf(params.id);
  const viewer = viewerOf(context);
  const [detail, mine, format, sanitise] = await Promise.all([
    settled(context.platform.promotions.detail({ id, language: context.i18n.language })),
    participations(context, viewer),
    amountFormatter(context),
    htmlSanitiser(context),
  ]);
  if (!detail.ok && detail.code === "NOT_FOUND") throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  const statuses = mine.ok ? mine.value : new Map<number, Participation>();
  const view: PromotionView = {
    seo: seoOf(context, request, promotionPath(id), detail.ok ? detail.value.title : undefined),
    viewer,
    activity: detail.ok
      ? {
          ok: true,
          value: {
            ...cardOf(detail.value, statuses, format, playerZone(context)),
            html: sanitise(detail.value.content),
            applyMode: detail.value.applyMode,
          },
        }
      : detail,
    statusError: mine.ok ? null : mine.code,
    idempotencyKey: newIdempotencyKey(),
    rules: APPLY_RULES,
  };
  return data(view, { headers: viewer === "visitor" ? undefined : NO_STORE });
}

export const applySchema = z.object({
  comment: z
    .string({ required_error: "promotions.commentRequired" })
    .trim()
    .min(1, "promotions.commentRequired")
    .max(COMMENT_MAX_CHARS, "promotions.commentTooLong"),
  idempotencyKey: idempotencyKeyField,
});

const APPLY_RULES = formRules(applySchema);

/**
 * Applies to the activity: a real account only (visitors sign in and come back, trial
 * accounts get the real-account prompt); the comment and the images checked here first
 * (images by their bytes: at most 3, png or jpg, 5 MB each), 422 without a platform call;
 * then the platform, which refuses a second application or a closed activity; back to the
 * activity, saying so.
 */
export async function applyAction({ request, context, params }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const id = activityIdOf(params.id);
  const form = await request.formData();
  const files = form.getAll("images");
  // The files are read apart: never put back into the form's answer.
  form.delete("images");
  const submission = parseForm(form, applySchema);
  const images = await readProofs(files);
  if (submission.status !== "success" || "problem" in images) {
    return invalidReply(
      APPLY_FORM,
      submission,
      withNextKey({ fieldErrors: "problem" in images ? { images: [images.problem] } : undefined }),
    );
  }
  try {
    await context.platform.promotions.apply({
      activityId: id,
      comment: submission.value.comment,
      images: images.proofs,
      idempotencyKey: submission.value.idempotencyKey,
    });
  } catch (error) {
    return moneyFailureReply(APPLY_FORM, submission, error, submission.value.idempotencyKey);
  }
  return redirectWithFlash(promotionPath(id), { kind: "success", message: "promotions.applied" }, context);
}
