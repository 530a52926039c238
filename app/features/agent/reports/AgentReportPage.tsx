import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import * as member from "~/ui/panel.css";
import { RecordsPage } from "~/features/records/RecordsPage";
import { OutcomeAmount } from "~/features/records/RecordsTable";
import type { DataColumn } from "~/ui/DataTable";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { reportCsvPath, totalsText, type AgentReport, type Translate } from "./report";
import type { AgentReportData } from "./report.server";
import * as styles from "./reports.css";

/**
 * An agent report's page: the records toolkit's page (GET filters, table, totals, pages, empty
 * and failure states) with the member filter, a summary, and the export of this very view.
 */
export function AgentReportPage<Row, Totals>({ report, data }: { report: AgentReport<Row, Totals>; data: AgentReportData<Row, Totals> }) {
  // The report's keys are built from codes (game types, ledger kinds): checked by the packs' tests, not by the key types.
  const t = useTranslation().t as Translate;
  const { search } = useLocation();
  const id = useId();
  const refused = !data.result.ok && data.result.code === "NOT_IN_TEAM";
  const columns: Array<DataColumn<Row>> = report.columns(t, data.timeZone).map((column) => ({
    id: column.id,
    header: column.header,
    numeric: column.numeric,
    cell: column.outcome ? (row) => <OutcomeAmount amount={column.text(row)} outcome={column.outcome!(row)} /> : column.text,
  }));
  const summary = data.result.ok && report.summary ? report.summary(t, data.result.totals) : [];
  return (
    <section className={member.panel} data-agent-report={report.page}>
      <RecordsPage
        name={report.page}
        title={t(`agentCentre.nav.${report.page}`)}
        data={data}
        typeLabel={report.typeLabel?.(t) ?? ""}
        typeName={(type) => report.typeName?.(t, type) ?? type}
        emptyText={report.empty(t)}
        columns={columns}
        rowKey={report.rowKey}
        totalsCells={(totals) =>
          Object.fromEntries(
            Object.entries(report.totals(t, totals)).map(([column, cell]) => [
              column,
              cell !== undefined && typeof cell !== "string" ? (
                <OutcomeAmount amount={cell.text} outcome={cell.outcome} />
              ) : (
                totalsText(cell)
              ),
            ]),
          )
        }
        retryable={(error) => error !== "NOT_IN_TEAM"}
        filterFields={
          <div className={cx(ui.field, styles.member)}>
            <label className={ui.label} htmlFor={`${id}-member`}>
              {t("agentReports.member")}
            </label>
            <input
              id={`${id}-member`}
              name="member"
              className={ui.input}
              defaultValue={data.member}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={refused || undefined}
              aria-describedby={`${id}-member-hint`}
            />
            <p id={`${id}-member-hint`} className={refused ? ui.fieldError : styles.hint}>
              {refused ? t("errors.NOT_IN_TEAM") : t("agentReports.memberHint")}
            </p>
          </div>
        }
        toolbar={
          <div className={styles.toolbar}>
            {summary.length > 0 ? (
              <dl className={styles.summary} data-agent-report="summary">
                {summary.map((item, index) => (
                  // Two categories the packs do not know are both "Other": the label alone is no key.
                  <div key={`${index}-${item.label}`}>
                    <dt>{item.label}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <a className={ui.button.secondary} href={reportCsvPath(report.page, search)} download data-agent-report="export">
              {t("agentReports.export")}
            </a>
          </div>
        }
      />
    </section>
  );
}
