import { useTranslation } from "~/i18n/react";
import { RecordsPage } from "~/features/records/RecordsPage";
import type { DataColumn } from "~/ui/DataTable";
import type { PointsDetailsData, PointsRow, RedeemHistoryData, RedeemRow } from "./records.server";

/** `/pointMall/history`: the player's redeems with their status, on the records toolkit; after a redeem, its confirmation. */
export function RedeemHistoryPage({ data }: { data: RedeemHistoryData }) {
  const { t } = useTranslation();
  const status = (value: string) => t(`pointMall.statuses.${value}`, { defaultValue: value });
  const columns: Array<DataColumn<RedeemRow>> = [
    {
      id: "reference",
      header: t("pointMall.columns.reference"),
      cell: (row) => row.reference,
    },
    {
      id: "goods",
      header: t("pointMall.columns.goods"),
      cell: (row) => row.goodsName,
    },
    {
      id: "quantity",
      header: t("pointMall.columns.quantity"),
      cell: (row) => row.quantity,
      numeric: true,
    },
    {
      id: "appliedAt",
      header: t("pointMall.columns.appliedAt"),
      cell: (row) => row.appliedAt,
    },
    {
      id: "status",
      header: t("pointMall.columns.status"),
      cell: (row) => <span data-status={row.status}>{status(row.status)}</span>,
    },
    {
      id: "paidAccount",
      header: t("pointMall.columns.paidAccount"),
      cell: (row) => row.paidAccount,
    },
    {
      id: "paidAmount",
      header: t("pointMall.columns.paidAmount"),
      cell: (row) => row.paidPoints,
      numeric: true,
    },
  ];
  return (
    <RecordsPage
      name="point-mall-history"
      title={t("pointMall.historyTitle")}
      data={data}
      typeLabel={t("pointMall.status")}
      typeName={status}
      emptyText={t("pointMall.historyEmpty")}
      columns={columns}
      rowKey={(row) => row.reference}
      totalsCells={(totals) => ({
        goods: t("pointMall.totalRedeems", { count: totals.count }),
      })}
    />
  );
}

/** `/pointMall/details`: the points ledger (earned, redeemed, returned, converted), on the records toolkit. */
export function PointsDetailsPage({ data }: { data: PointsDetailsData }) {
  const { t } = useTranslation();
  const kind = (value: string) => t(`pointMall.kinds.${value}`, { defaultValue: value });
  const columns: Array<DataColumn<PointsRow>> = [
    {
      id: "time",
      header: t("pointMall.columns.time"),
      cell: (row) => row.time,
    },
    {
      id: "kind",
      header: t("pointMall.columns.kind"),
      cell: (row) => kind(row.kind),
    },
    {
      id: "points",
      header: t("pointMall.columns.points"),
      cell: (row) => row.points,
      numeric: true,
    },
    {
      id: "balanceAfter",
      header: t("pointMall.columns.balanceAfter"),
      cell: (row) => row.balanceAfter,
      numeric: true,
    },
    {
      id: "reference",
      header: t("pointMall.columns.reference"),
      cell: (row) => row.reference,
    },
  ];
  return (
    <RecordsPage
      name="point-mall-details"
      title={t("pointMall.detailsTitle")}
      data={data}
      typeLabel={t("pointMall.kind")}
      typeName={kind}
      emptyText={t("pointMall.detailsEmpty")}
      columns={columns}
      rowKey={(row) => row.id}
      totalsCells={(totals) => ({
        points: t("pointMall.earnedSpent", {
          earned: totals.earned,
          spent: totals.spent,
        }),
      })}
    />
  );
}
