import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/ui/paging";
import { newIdempotencyKey } from "~/forms/money.server";
import { formatDateTime } from "~/format/dates";
import { amountFormatter } from "~/format/money.server";
import { playerZone } from "~/format/zone.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import type { RewardSource } from "./claim.server";
import { requireRealAccount } from "~/session/session.server";

/** One reward as the page shows it. */
export interface RewardRow {
  source: RewardSource;
  id: number;
  title: string;
  amount: ShownAmount;
  /** When a claimable reward expires (null: never), or when a claimed one was claimed, in the brand's zone. */
  time: string | null;
  /** A claimable reward's form key (each form its own). */
  claimKey: string | null;
}

export interface RewardCentreView {
  /** The first page of rewards to claim (oldest first), and how many there are in all. */
  claimable: Result<{ rows: RewardRow[]; count: number }>;
  /** The claimed rewards, newest first, `?page=`. */
  claimed: Result<{ rows: RewardRow[]; page: number; totalPages: number }>;
}

/**
 * The reward centre (rewardCenter): issued promotion bonuses and open red envelopes to claim,
 * then the claimed ones with their date. Each list is its own section: one failing leaves the
 * other. Per player, never stored.
 */
export async function rewardCentreLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const query = new URL(request.url).searchParams;
  const language = context.i18n.language;
  const [claimable, claimed, format] = await Promise.all([
    settled(context.platform.rewards.list({ status: "CLAIMABLE", language, page: 1 })),
    settled(context.platform.rewards.list({ status: "CLAIMED", language, page: parsePage(query.get("page")) })),
    amountFormatter(context),
  ]);
  const zone = playerZone(context);
  type Item = Omit<RewardRow, "amount" | "claimKey" | "time"> & {
    amountCents: number;
    issuedAt: string;
    expiresAt: string | null;
    claimedAt: string | null;
  };
  // Formatted here, not in the browser: the page's script stays without the dates module's formatting.
  const rowsOf = (items: Item[], claimable: boolean): RewardRow[] =>
    items.map(({ amountCents, issuedAt, expiresAt, claimedAt, ...item }) => ({
      ...item,
      amount: format(amountCents),
      time: claimable ? (expiresAt ? formatDateTime(expiresAt, zone) : null) : formatDateTime(claimedAt ?? issuedAt, zone),
      claimKey: claimable ? newIdempotencyKey() : null,
    }));
  const view: RewardCentreView = {
    claimable: claimable.ok
      ? { ok: true, value: { rows: rowsOf(claimable.value.items, true), count: claimable.value.claimableCount } }
      : claimable,
    claimed: claimed.ok
      ? { ok: true, value: { rows: rowsOf(claimed.value.items, false), page: claimed.value.page, totalPages: claimed.value.totalPages } }
      : claimed,
  };
  return data(view, { headers: NO_STORE });
}
