import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Pager } from "~/ui/Pager";
import { errorBox, errorTitle, message } from "~/ui/section.css";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { RecordsFilterForm } from "./RecordsFilterForm";
import { RecordsTable } from "./RecordsTable";
import type { DataColumn } from "~/ui/DataTable";
import type { ErrorCode } from "~/platform/errors";
import type { RecordsPageData } from "./types";
import * as styles from "./records.css";

interface Props<Row, Totals> {
  /** `data-page` of the page, for tests and styles. */
  name: string;
  title: string;
  data: RecordsPageData<Row, Totals>;
  typeLabel: string;
  typeName: (type: string) => string;
  emptyText: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => string;
  /** The totals row's value under each column id given (the first column holds its label). */
  totalsCells: (totals: Totals) => Partial<Record<string, ReactNode>>;
  /** A page's own filter fields (see RecordsFilterForm's children). */
  filterFields?: ReactNode;
  /** Shown above a list with rows (the agent reports' export link, a summary). */
  toolbar?: ReactNode;
  /** Whether trying the same view again may help (default: always); a refusal of the filters will not. */
  retryable?: (error: ErrorCode) => boolean;
}

/** A record page: title, filter form, then the list (RecordsList). */
export function RecordsPage<Row, Totals>(props: Props<Row, Totals>) {
  const { name, title, data, typeLabel, typeName, emptyText, columns, rowKey, totalsCells, filterFields, toolbar, retryable } = props;
  const { filters, result } = data;
  return (
    <div className={styles.page} data-page={name}>
      <h1 className={styles.title}>{title}</h1>
      <RecordsFilterForm filters={filters} typeLabel={typeLabel} typeName={typeName}>
        {filterFields}
      </RecordsFilterForm>
      <RecordsList
        label={title}
        filters={filters}
        result={result}
        emptyText={emptyText}
        columns={columns}
        rowKey={rowKey}
        totalsCells={totalsCells}
        toolbar={toolbar}
        retryable={retryable}
      />
    </div>
  );
}

/**
 * A record list under its filters: its table and pager, the empty message, or the platform's
 * failure with a link that tries the same view again. While a new view loads (a filter or a
 * page link, with JavaScript) the list is dimmed, marked busy and says so.
 */
export function RecordsList<Row, Totals>(
  props: Pick<Props<Row, Totals>, "emptyText" | "columns" | "rowKey" | "totalsCells" | "toolbar" | "retryable"> &
    RecordsPageData<Row, Totals> & { label: string },
) {
  const { label, filters, result, emptyText, columns, rowKey, totalsCells, toolbar, retryable } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section aria-label={label} aria-busy={loading} className={loading ? styles.busy : undefined} data-records="list">
      {/* Seen as the dimmed list, heard as this status (as the header balance does). */}
      {loading ? (
        <p role="status">
          <VisuallyHidden>{t("records.loading")}</VisuallyHidden>
        </p>
      ) : null}
      {!result.ok ? (
        <div className={errorBox} role="alert" data-state="error">
          <p className={errorTitle}>{t("records.unavailable", { reason: t(`errors.${result.code}`) })}</p>
          {retryable?.(result.code) === false ? null : <Link to={location.pathname + location.search}>{t("records.retry")}</Link>}
        </div>
      ) : result.total === 0 ? (
        <p className={message} data-state="empty">
          {emptyText}
        </p>
      ) : (
        <>
          {result.rows.length > 0 ? toolbar : null}
          {result.rows.length > 0 ? (
            <RecordsTable
              caption={t("records.showing", { from: filters.from, to: filters.to })}
              columns={columns}
              rows={result.rows}
              rowKey={rowKey}
              totals={{ label: t("records.totals"), cells: totalsCells(result.totals) }}
            />
          ) : null}
          <Pager page={result.page} totalPages={result.totalPages} />
        </>
      )}
    </section>
  );
}
