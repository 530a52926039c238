import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination } from "~/ui/Pagination";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import * as styles from "~/features/money/money.css";
import { ACCOUNT_ACTIVITY_PATH } from "./paths";
import { PERIODS, type ActivityView, type Period } from "./types";

const hrefOf = (period: Period, page = 1) =>
  `${ACCOUNT_ACTIVITY_PATH}?${new URLSearchParams(page > 1 ? { period, page: String(page) } : { period })}`;

/**
 * Account activity: deposits, withdrawals, net result and time played per day, week or month over
 * the last 12 months, newest first, from one platform call. The period switch and the pages are
 * links, so the page works without JavaScript and each view has its address.
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
          {activity.value.rows.length === 0 ? (
            <p className={styles.muted} data-state="empty">
              {t("playTime.activity.empty")}
            </p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className={styles.muted}>{t("playTime.activity.caption")}</caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {t("playTime.activity.period")}
                    </th>
                    <th className={styles.number} scope="col">
                      {t("playTime.activity.deposits")}
                    </th>
                    <th className={styles.number} scope="col">
                      {t("playTime.activity.withdrawals")}
                    </th>
                    <th className={styles.number} scope="col">
                      {t("playTime.activity.net")}
                    </th>
                    <th className={styles.number} scope="col">
                      {t("playTime.activity.played")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {activity.value.rows.map((row) => (
                    <tr key={row.periodStart} data-period-start={row.periodStart}>
                      <th className={styles.cell} scope="row">
                        {label(row.periodStart)}
                      </th>
                      <td className={styles.number}>{row.deposits}</td>
                      <td className={styles.number}>{row.withdrawals}</td>
                      <td className={styles.number}>{row.net}</td>
                      <td className={styles.number}>{t("playTime.activity.minutes", { minutes: row.playedMinutes })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={view.page}
            totalPages={activity.value.totalPages}
            hrefOf={(page) => hrefOf(view.period, page)}
            label={t("playTime.activity.pages")}
          />
        </CentreSection>
      )}
    </CentrePage>
  );
}
