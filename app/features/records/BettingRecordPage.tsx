import { useTranslation } from "~/i18n/react";
import type { BetRow, BettingRecordData } from "./betting-record.server";
import { RecordsPage } from "./RecordsPage";
import { OutcomeAmount } from "./RecordsTable";
import type { DataColumn } from "~/ui/DataTable";

export function BettingRecordPage({ data }: { data: BettingRecordData }) {
  const { t } = useTranslation();
  const gameType = (type: string) => t(`records.gameTypes.${type}`, { defaultValue: type });
  const columns: Array<DataColumn<BetRow>> = [
    { id: "time", header: t("records.columns.time"), cell: (row) => row.time },
    { id: "game", header: t("records.columns.game"), cell: (row) => row.game },
    { id: "vendor", header: t("records.columns.vendor"), cell: (row) => row.vendor },
    { id: "type", header: t("records.columns.type"), cell: (row) => gameType(row.gameType) },
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
      name="betting-record"
      title={t("records.bettingRecord")}
      data={data}
      typeLabel={t("records.gameType")}
      typeName={gameType}
      emptyText={t("records.emptyBets")}
      columns={columns}
      rowKey={(row) => row.id}
      totalsCells={(totals) => ({
        game: t("records.totalCount", { count: totals.bets }),
        stake: totals.stake,
        win: totals.win,
        profit: <OutcomeAmount amount={totals.profit} outcome={totals.outcome} />,
      })}
    />
  );
}
