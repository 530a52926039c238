import { useTranslation } from "react-i18next";
import type { BetRow, BettingRecordData } from "./betting-record.server";
import { RecordsPage } from "./RecordsPage";
import { RecordsTable, type RecordsColumn } from "./RecordsTable";
import * as styles from "./records.css";

export function BettingRecordPage({ data }: { data: BettingRecordData }) {
  const { t } = useTranslation();
  const columns: Array<RecordsColumn<BetRow>> = [
    { id: "time", header: t("records.columns.time"), cell: (row) => row.time },
    { id: "game", header: t("records.columns.game"), cell: (row) => row.game },
    { id: "vendor", header: t("records.columns.vendor"), cell: (row) => row.vendor },
    { id: "type", header: t("records.columns.type"), cell: (row) => t(`records.gameTypes.${row.gameType}`) },
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
      name="betting-record"
      title={t("records.bettingRecord")}
      data={data}
      typeLabel={t("records.gameType")}
      typeName={(type) => t(`records.gameTypes.${type}`, { defaultValue: type })}
      emptyText={t("records.emptyBets")}
    >
      {(rows, totals) => (
        <RecordsTable
          caption={t("records.showing", { from: data.filters.from, to: data.filters.to })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          totals={{
            label: t("records.totals"),
            cells: {
              game: t("records.totalCount", { count: totals.bets }),
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
