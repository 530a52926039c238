import type { AppLoadContext } from "@remix-run/node";
import { loadRecords } from "~/features/records/records.server";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { RecordsPageData } from "~/features/records/types";
import { POINTS_KINDS, REDEEM_STATUSES, type PointsKind, type RedeemStatus } from "~/platform/contract/points";
import { pointsFormatter, requirePointMall } from "./access.server";

/*
 * The points mall's two lists on the records toolkit: the same range, type and page filters
 * in the URL (a GET form, no JavaScript needed) and the same fallbacks as the member records.
 */

export interface RedeemRow {
  reference: string;
  goodsName: string;
  quantity: number;
  appliedAt: string;
  status: RedeemStatus;
  paidAccount: string;
  paidPoints: string;
}

export interface PointsRow {
  id: string;
  time: string;
  kind: PointsKind;
  /** Signed: "+120" earned, "-2,000" spent. */
  points: string;
  balanceAfter: string;
  reference: string;
}

export type RedeemHistoryData = RecordsPageData<RedeemRow, { count: number }>;
export type PointsDetailsData = RecordsPageData<PointsRow, { earned: string; spent: string }>;

/** `/pointMall/history` (`?range=&from=&to=&type=<status>&page=`): the player's redeems. */
export async function loadRedeemHistory(request: Request, context: AppLoadContext): Promise<RedeemHistoryData> {
  await requirePointMall(request, context);
  const points = pointsFormatter(context);
  const zone = playerZone(context);
  return loadRecords(request, context, {
    types: REDEEM_STATUSES,
    async fetch({ type, ...window }) {
      const value = await context.platform.points.redeems({
        ...window,
        status: type ?? undefined,
        language: context.i18n.language,
      });
      return {
        rows: value.list.map((redeem) => ({
          ...redeem,
          appliedAt: formatDateTime(redeem.appliedAt, zone, { seconds: true }),
          paidPoints: points(redeem.paidPoints),
        })),
        totals: { count: value.total },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}

/** `/pointMall/details` (`?range=&from=&to=&type=<kind>&page=`): the points ledger. */
export async function loadPointsDetails(request: Request, context: AppLoadContext): Promise<PointsDetailsData> {
  await requirePointMall(request, context);
  const points = pointsFormatter(context);
  const zone = playerZone(context);
  return loadRecords(request, context, {
    types: POINTS_KINDS,
    async fetch({ type, ...window }) {
      const value = await context.platform.points.details({
        ...window,
        kind: type ?? undefined,
      });
      return {
        rows: value.list.map((row) => ({
          id: row.id,
          time: formatDateTime(row.time, zone, { seconds: true }),
          kind: row.kind,
          points: `${row.points > 0 ? "+" : "-"}${points(Math.abs(row.points))}`,
          balanceAfter: points(row.balanceAfter),
          reference: row.reference,
        })),
        totals: {
          earned: points(value.totals.earned),
          spent: points(value.totals.spent),
        },
        total: value.total,
        totalPages: value.totalPages,
      };
    },
  });
}
