import type { Key, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "./cx";
import * as styles from "./data-table.css";
import { visuallyHidden } from "./ui.css";

/** `data-*` attributes that tests and scripts find a table, a row or a cell by. */
export type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };

export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  /** The cell of a row; `index` is the row's place in its list, from 0. */
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A class of its own for this column's body cells. */
  className?: (row: Row) => string | undefined;
  data?: DataAttributes;
}

/** A row's own attributes: its data-* name, `aria-current`, a highlight class. */
type RowProps = DataAttributes & { "aria-current"?: "true"; className?: string };

interface Props<Row> {
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowProps?: (row: Row) => RowProps;
  /** Names the table: shown above it, or for screen readers only when `captionHidden`. */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Rows after the list, in a body of their own (the player's own rank below a ranking). */
  tail?: { rows: readonly Row[]; data: DataAttributes };
  /** The totals row: its label in the first column, then a value for each column id given. */
  totals?: { label: ReactNode; cells: Partial<Record<string, ReactNode>>; data?: DataAttributes };
  /** A bordered table with roomier cells (the record lists). */
  framed?: boolean;
  /**
   * A focusable region named `label`, so a keyboard can scroll a table wider than the
   * screen when it holds no link or button of its own.
   */
  region?: { label: string };
  className?: string;
  data?: DataAttributes;
}

/**
 * Every table of the portal: a header row of `scope="col"` cells, one row per item, figures
 * right-aligned, in a frame that scrolls sideways on a narrow screen. Plain markup, so it
 * reads the same without JavaScript.
 *
 * In a right-to-left language a cell's text is a bidi isolate of its own (`<bdi>`: its direction
 * is its first letter's, left to right when it has none), so a time ("2026-11-23 15:43 GMT+4"),
 * a reference or a Latin name keeps its order instead of being turned round by the page's; an
 * Arabic text, or an amount in Arabic (which starts with a right-to-left mark), reads right to left
 * as before. A left-to-right page needs no isolates: those texts already run its way.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  captionHidden = false,
  empty,
  tail,
  totals,
  framed = false,
  region,
  className,
  data,
}: Props<Row>) {
  const { i18n } = useTranslation();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const content = (cell: ReactNode) => (i18n.dir === "rtl" && typeof cell === "string" ? <bdi>{cell}</bdi> : cell);
  const body = (list: readonly Row[]) =>
    list.map((row, index) => {
      const { className: rowClass, ...attributes }: RowProps = rowProps?.(row) ?? {};
      return (
        <tr key={rowKey(row, index)} className={rowClass} {...attributes}>
          {columns.map((column) => {
            const Cell = column.rowHeader ? "th" : "td";
            return (
              <Cell
                key={column.id}
                scope={column.rowHeader ? "row" : undefined}
                className={cx(column.numeric && styles.numeric, column.className?.(row)) || undefined}
                {...column.data}
              >
                {content(column.cell(row, index))}
              </Cell>
            );
          })}
        </tr>
      );
    });
  return (
    <div
      className={framed ? styles.framedScroll : styles.scroll}
      {...(region ? { tabIndex: 0, role: "region", "aria-label": region.label } : {})}
    >
      <table className={cx(styles.table, framed && styles.framed, className)} {...data}>
        {caption ? <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body(rows)}</tbody>
        {tail ? <tbody {...tail.data}>{body(tail.rows)}</tbody> : null}
        {totals ? (
          <tfoot>
            <tr {...totals.data}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row">
                    {totals.label}
                  </th>
                ) : (
                  <td key={column.id} className={column.numeric ? styles.numeric : undefined}>
                    {content(totals.cells[column.id] ?? null)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
