import { useTranslation } from "~/i18n/react";
import type { BonusDetailsData, BonusRow } from "./bonus-details.server";
import { RecordsPage } from "./RecordsPage";
import type { DataColumn } from "~/ui/DataTable";

export function BonusDetailsPage({ data }: { data: BonusDetailsData }) {
  const { t } = useTranslation();
  const bonusType = (type: string) => t(`records.bonusTypes.${type}`, { defaultValue: type });
  const columns: Array<DataColumn<BonusRow>> = [
    { id: "time", header: t("records.columns.time"), cell: (row) => row.time },
    { id: "type", header: t("records.columns.type"), cell: (row) => bonusType(row.type) },
    { id: "title", header: t("records.columns.title"), cell: (row) => row.title },
    { id: "amount", header: t("records.columns.amount"), cell: (row) => row.amount, numeric: true },
  ];
  return (
    <RecordsPage
      name="bonus-details"
      title={t("records.bonusDetails")}
      data={data}
      typeLabel={t("records.bonusType")}
      typeName={bonusType}
      emptyText={t("records.emptyBonuses")}
      columns={columns}
      rowKey={(row) => row.id}
      totalsCells={(totals) => ({ title: t("records.totalCount", { count: totals.bonuses }), amount: totals.amount })}
    />
  );
}
