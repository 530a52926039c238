import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination } from "~/ui/Pagination";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import * as styles from "~/ui/account-page.css";
import { ACCOUNT_ACTIVITY_PATH } from "./paths";
import { StatementForm } from "./StatementForm";
import { PERIODS, type ActivityView, type Period } from "./types";

const hrefOf = (period: Period, page = 1) =>
  `${ACCOUNT_ACTIVITY_PATH}?${new URLSearchParams(page > 1 ? { period, page: String(page) } : { period })}`;

/**
 * Account activity: deposits, withdrawals, net result and time played per day, week or month over
 * the last 12 months, newest first, from one platform call. The period switch and the pages are
 * links, so the page works without JavaScript and each view has its address. Under them, the
 * statement of any days of those months to download.
 */
export function AccountActivityPage({ view }: { view: ActivityView }) {
  const { t } = useTranslation();
  const activity = view.activity;
  const label = (periodStart: string) =>
    view.period === "MONTH"
      ? periodStart.slice(0, 7)
      : view.period === "WEEK"
        ? t("playTime.activity.weekOf", { day: periodStart })
        : periodStart;
  return (
    <CentrePage name="accountActivity" title={t("playTime.activity.title")}>
      <nav aria-label={t("playTime.activity.show")}>
        <ul className={styles.choices}>
          {PERIODS.map((period) => (
            <li key={period}>
              <Link
                to={hrefOf(period)}
                className={styles.chip}
                aria-current={period === view.period ? "page" : undefined}
                data-period={period}
                replace
              >
                {t(`playTime.activity.periods.${period}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!activity.ok ? (
        <SectionError code={activity.code} />
      ) : (
        <CentreSection title={t(`playTime.activity.periods.${view.period}`)} name="activity">
          <p className={styles.muted}>{t("playTime.activity.explain", { since: activity.value.since })}</p>
          <DataTable
            caption={t("playTime.activity.caption")}
            empty={
              <p className={styles.muted} data-state="empty">
                {t("playTime.activity.empty")}
              </p>
            }
            columns={[
              { id: "period", header: t("playTime.activity.period"), rowHeader: true, cell: (row) => label(row.periodStart) },
              { id: "deposits", header: t("playTime.activity.deposits"), numeric: true, cell: (row) => row.deposits },
              { id: "withdrawals", header: t("playTime.activity.withdrawals"), numeric: true, cell: (row) => row.withdrawals },
              { id: "net", header: t("playTime.activity.net"), numeric: true, cell: (row) => row.net },
              {
                id: "played",
                header: t("playTime.activity.played"),
                numeric: true,
                cell: (row) => t("playTime.activity.minutes", { minutes: row.playedMinutes }),
              },
            ]}
            rows={activity.value.rows}
            rowKey={(row) => row.periodStart}
            rowProps={(row) => ({ "data-period-start": row.periodStart })}
          />
          <Pagination
            page={view.page}
            totalPages={activity.value.totalPages}
            hrefOf={(page) => hrefOf(view.period, page)}
            label={t("playTime.activity.pages")}
          />
        </CentreSection>
      )}
      <StatementForm statement={view.statement} />
    </CentrePage>
  );
}
