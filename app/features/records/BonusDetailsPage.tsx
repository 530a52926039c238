import { useTranslation } from "react-i18next";
import type { BonusDetailsData, BonusRow } from "./bonus-details.server";
import { RecordsPage } from "./RecordsPage";
import { RecordsTable, type RecordsColumn } from "./RecordsTable";

export function BonusDetailsPage({ data }: { data: BonusDetailsData }) {
  const { t } = useTranslation();
  const columns: Array<RecordsColumn<BonusRow>> = [
    { id: "time", header: t("records.columns.time"), cell: (row) => row.time },
    { id: "type", header: t("records.columns.type"), cell: (row) => t(`records.bonusTypes.${row.type}`) },
    { id: "title", header: t("records.columns.title"), cell: (row) => row.title },
    { id: "amount", header: t("records.columns.amount"), cell: (row) => row.amount, numeric: true },
  ];
  return (
    <RecordsPage
      name="bonus-details"
      title={t("records.bonusDetails")}
      data={data}
      typeLabel={t("records.bonusType")}
      typeName={(type) => t(`records.bonusTypes.${type}`, { defaultValue: type })}
      emptyText={t("records.emptyBonuses")}
    >
      {(rows, totals) => (
        <RecordsTable
          caption={t("records.showing", { from: data.filters.from, to: data.filters.to })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          totals={{
            label: t("records.totals"),
            cells: { title: t("records.totalCount", { count: totals.bonuses }), amount: totals.amount },
          }}
        />
      )}
    </RecordsPage>
  );
}
