import { useTranslation } from "~/i18n/react";
import type { ProfitData, ProfitRow } from "./profit.server";
import { RecordsPage } from "./RecordsPage";
import { OutcomeAmount } from "./RecordsTable";
import type { DataColumn } from "~/ui/DataTable";

export function ProfitPage({ data }: { data: ProfitData }) {
  const { t } = useTranslation();
  const columns: Array<DataColumn<ProfitRow>> = [
    { id: "day", header: t("records.columns.day"), cell: (row) => row.day },
    { id: "bets", header: t("records.columns.bets"), cell: (row) => row.bets, numeric: true },
    { id: "stake", header: t("records.columns.stake"), cell: (row) => row.stake, numeric: true },
    { id: "win", header: t("records.columns.win"), cell: (row) => row.win, numeric: true },
    {
      id: "profit",
      header: t("records.columns.profit"),
      cell: (row) => <OutcomeAmount amount={row.profit} outcome={row.outcome} />,
      numeric: true,
    },
  ];
  return (
    <RecordsPage
      name="personal-profit"
      title={t("records.personalProfit")}
      data={data}
      typeLabel={t("records.gameType")}
      typeName={(type) => t(`records.gameTypes.${type}`, { defaultValue: type })}
      emptyText={t("records.emptyProfit")}
      columns={columns}
      rowKey={(row) => row.day}
      totalsCells={(totals) => ({ ...totals, profit: <OutcomeAmount amount={totals.profit} outcome={totals.outcome} /> })}
    />
  );
}
