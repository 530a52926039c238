import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import type { Outcome } from "./types";
import * as styles from "./records.css";

interface Props<Row> {
  caption: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals row: its label in the first column, then a value for each column id given. */
  totals: { label: string; cells: Partial<Record<string, ReactNode>> };
}

/** A record list as a table with a header row and a totals footer (the totals are of the whole range, not the page). */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, totals }: Props<Row>) {
  return (
    <DataTable
      framed
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowProps={() => ({ "data-records": "row" })}
      totals={{ ...totals, data: { "data-records": "totals" } }}
      data={{ "data-records": "table" }}
    />
  );
}

/** A result amount, coloured by whether it is a gain or a loss (its minus sign says so too). */
export function OutcomeAmount({ amount, outcome }: { amount: string; outcome: Outcome }) {
  return <span className={styles.outcome[outcome]}>{amount}</span>;
}
