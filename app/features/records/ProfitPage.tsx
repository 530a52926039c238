import { useTranslation } from "react-i18next";
import type { ProfitData, ProfitRow } from "./profit.server";
import { RecordsPage } from "./RecordsPage";
import { RecordsTable, type RecordsColumn } from "./RecordsTable";
import * as styles from "./records.css";

export function ProfitPage({ data }: { data: ProfitData }) {
  const { t } = useTranslation();
  const columns: Array<RecordsColumn<ProfitRow>> = [
    { id: "day", header: t("records.columns.day"), cell: (row) => row.day },
    { id: "bets", header: t("records.columns.bets"), cell: (row) => row.bets, numeric: true },
    { id: "stake", header: t("records.columns.stake"), cell: (row) => row.stake, numeric: true },
    { id: "win", header: t("records.columns.win"), cell: (row) => row.win, numeric: true },
    {
      id: "profit",
      header: t("records.columns.profit"),
      cell: (row) => <span className={styles.outcome[row.outcome]}>{row.profit}</span>,
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
    >
      {(rows, totals) => (
        <RecordsTable
          caption={t("records.showing", { from: data.filters.from, to: data.filters.to })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.day}
          totals={{
            label: t("records.totals"),
            cells: {
              bets: totals.bets,
              stake: totals.stake,
              win: totals.win,
              profit: <span className={styles.outcome[totals.outcome]}>{totals.profit}</span>,
            },
          }}
        />
      )}
    </RecordsPage>
  );
}
