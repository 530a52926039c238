import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { parsePage } from "~/ui/paging";
import { qrSvgDataUrl } from "~/features/layout/app-download.server";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import { dayOf } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { INVITEE_STATUSES } from "~/platform/contract/referral";
import { requireRealAccount } from "~/session/session.server";
import { REFERRAL_PATH, referralLink } from "./paths";

/** Invitees per page of the list. */
export const INVITEES_PAGE_SIZE = 10;

export interface InviteeView {
  username: string;
  /** "2026-05-14" (UTC): the day they registered. */
  joined: string;
  status: (typeof INVITEE_STATUSES)[number];
  validBet: ShownAmount;
  earned: ShownAmount;
}

export interface ReferralView {
  link: Result<{
    url: string;
    /** The link's QR code, an SVG data URL made on the server. */
    qr: string;
    /** The commission in percent as text ("1"). */
    ratePercent: string;
    inviteeCount: number;
    earned: ShownAmount;
    claimed: ShownAmount;
    pending: ShownAmount;
    claimable: boolean;
  }>;
  invitees: Result<{ items: InviteeView[]; page: number; totalPages: number }>;
  idempotencyKey: string;
}

/** Refer and earn: the player's link and QR code, earnings with their claim, and the invitees (`?page=`). */
export async function referralLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const url = new URL(request.url);
  const pageOf = (page: number) => settled(context.platform.referral.invitees({ page, pageSize: INVITEES_PAGE_SIZE }));
  const [summary, asked, format] = await Promise.all([
    settled(context.platform.referral.summary()),
    pageOf(parsePage(url.searchParams.get("page"))),
    amountFormatter(context),
  ]);
  // A page past the end (an old link, a tampered number) shows the last one rather than "no invitees".
  const invitees =
    asked.ok && asked.value.page > asked.value.totalPages && asked.value.totalPages > 0 ? await pageOf(asked.value.totalPages) : asked;
  let link: ReferralView["link"];
  if (!summary.ok) link = summary;
  else {
    const s = summary.value;
    const href = referralLink(url.origin, s.code);
    link = {
      ok: true,
      value: {
        url: href,
        qr: await qrSvgDataUrl(href),
        ratePercent: String(s.rateBasisPoints / 100),
        inviteeCount: s.inviteeCount,
        earned: format(s.earnedCents),
        claimed: format(s.claimedCents),
        pending: format(s.pendingCents),
        claimable: s.pendingCents > 0,
      },
    };
  }
  const zone = playerZone(context);
  const view: ReferralView = {
    link,
    invitees: invitees.ok
      ? {
          ok: true,
          value: {
            items: invitees.value.items.map((item) => ({
              username: item.username,
              joined: dayOf(item.joinedAt, zone),
              status: item.status,
              validBet: format(item.validBetCents),
              earned: format(item.earnedCents),
            })),
            page: invitees.value.page,
            totalPages: invitees.value.totalPages,
          },
        }
      : invitees,
    idempotencyKey: newIdempotencyKey(),
  };
  return data(view, { headers: NO_STORE });
}

export const referralClaimSchema = z.object({ idempotencyKey: idempotencyKeyField });

/** Claims every pending referral earning; the platform decides how much (and refuses NOTHING_TO_CLAIM). */
export async function referralClaimAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), referralClaimSchema);
  if (submission.status !== "success") return invalidReply("referral", submission, withNextKey());
  try {
    await context.platform.referral.claim({ idempotencyKey: submission.value.idempotencyKey });
  } catch (error) {
    return moneyFailureReply("referral", submission, error, submission.value.idempotencyKey);
  }
  return redirectWithFlash(REFERRAL_PATH, { kind: "success", message: "referral.claimed" }, context);
}
