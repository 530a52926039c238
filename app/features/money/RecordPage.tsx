import { useTranslation } from "~/i18n/react";
import { RecordsPage } from "~/features/records/RecordsPage";
import type { DataColumn } from "~/ui/DataTable";
import type { AccountRecordData, AccountRecordRow } from "./record.server";

/** "bet.win" -> the pack's "bet_win" (a dot would be read as nesting). */
const kindKey = (kind: string) => `money.kinds.${kind.replace(".", "_")}` as "money.kinds.bet_win";

/** The account record: the records toolkit's page with the ledger's columns and the range's totals in and out. */
export function RecordPage({ data }: { data: AccountRecordData }) {
  const { t } = useTranslation();
  const kindName = (kind: string) => t(kindKey(kind), { defaultValue: kind });
  const columns: Array<DataColumn<AccountRecordRow>> = [
    { id: "time", header: t("records.columns.time"), cell: (row) => row.time },
    { id: "type", header: t("records.columns.type"), cell: (row) => kindName(row.kind) },
    { id: "wallet", header: t("money.wallet"), cell: (row) => (row.wallet === "MAIN" ? t("money.mainWallet") : row.wallet) },
    { id: "in", header: t("money.moneyIn"), cell: (row) => row.moneyIn, numeric: true },
    { id: "out", header: t("money.moneyOut"), cell: (row) => row.moneyOut, numeric: true },
    { id: "balance", header: t("money.balance"), cell: (row) => row.balance, numeric: true },
    { id: "reference", header: t("money.reference"), cell: (row) => row.reference },
  ];
  return (
    <RecordsPage
      name="transactionHistory"
      title={t("money.recordTitle")}
      data={data}
      typeLabel={t("records.columns.type")}
      typeName={kindName}
      emptyText={t("money.noRecords")}
      columns={columns}
      rowKey={(row) => String(row.id)}
      totalsCells={(totals) => ({ in: totals.moneyIn, out: totals.moneyOut })}
    />
  );
}
