import type { ReactNode } from "react";
import type { Outcome } from "./types";
import * as styles from "./records.css";

export interface RecordsColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

interface Props<Row> {
  caption: string;
  columns: ReadonlyArray<RecordsColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals row: its label in the first column, then a value for each column id given. */
  totals: { label: string; cells: Partial<Record<string, ReactNode>> };
}

/** A record list as a table with a header row and a totals footer (the totals are of the whole range, not the page). */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, totals }: Props<Row>) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-records="table">
        <caption className={styles.showing}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${styles.cell[column.numeric ? "numeric" : "text"]} ${styles.headCell}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-records="row">
              {columns.map((column) => (
                <td key={column.id} className={styles.cell[column.numeric ? "numeric" : "text"]}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalsRow} data-records="totals">
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.id} scope="row" className={styles.cell.text}>
                  {totals.label}
                </th>
              ) : (
                <td key={column.id} className={styles.cell[column.numeric ? "numeric" : "text"]}>
                  {totals.cells[column.id] ?? null}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A result amount, coloured by whether it is a gain or a loss (its minus sign says so too). */
export function OutcomeAmount({ amount, outcome }: { amount: string; outcome: Outcome }) {
  return <span className={styles.outcome[outcome]}>{amount}</span>;
}
