import { useTranslation } from "~/i18n/react";
import { formatDateTime, UTC_ZONE } from "~/format/dates";
import { securityTabPath } from "~/features/security/tabs";
import * as member from "~/features/member/member.css";
import { Pagination } from "~/ui/Pagination";
import { SectionError } from "~/ui/Section";
import { muted } from "~/ui/form-parts.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { deviceLabel } from "./device-label";
import type { SignInOutcome } from "~/platform/contract/sessions";
import type { HistoryView } from "./sessions.server";
import * as styles from "./sessions.css";

const PATH = securityTabPath("signInHistory");

const OUTCOME_LABELS = {
  success: "security.sessions.succeeded",
  failure: "security.sessions.failed",
  locked: "security.sessions.locked",
} as const satisfies Record<SignInOutcome, string>;

/** The sign-in history tab: the last 90 days' sign-ins and failed attempts, newest first, a page at a time. */
export function SignInHistoryPage({ view }: { view: HistoryView }) {
  const { t } = useTranslation();
  const { history } = view;
  return (
    <div className={member.panel} data-page="signInHistory">
      <h2 className={ui.dialogTitle}>{t("security.tabs.signInHistory")}</h2>
      <p className={muted}>{t("security.sessions.historyIntro")}</p>
      {!history.ok ? (
        <SectionError code={history.code} />
      ) : history.value.entries.length === 0 ? (
        <p className={muted} data-state="empty">
          {t("security.sessions.historyEmpty")}
        </p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={ui.visuallyHidden}>{t("security.sessions.historyLabel")}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t("security.sessions.time")}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t("security.sessions.result")}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t("security.sessions.method")}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t("security.sessions.device")}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t("security.sessions.where")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.value.entries.map((entry) => (
                  <tr key={entry.id} data-sign-in={entry.outcome}>
                    <td className={styles.cell}>{formatDateTime(entry.at, UTC_ZONE)}</td>
                    <td className={cx(styles.cell, entry.outcome === "success" ? undefined : styles.failed)}>
                      {t(OUTCOME_LABELS[entry.outcome])}
                      {entry.newDevice ? <span className={styles.badge}>{t("security.sessions.newDevice")}</span> : null}
                    </td>
                    <td className={styles.cell}>{t(`security.sessions.methods.${entry.method}`, { defaultValue: entry.method })}</td>
                    <td className={cx(styles.cell, styles.raw)}>
                      {deviceLabel(t, entry.device)}
                      {entry.device.browser === null && entry.device.os === null && entry.userAgent ? (
                        <>
                          <br />
                          <span className={muted}>{entry.userAgent}</span>
                        </>
                      ) : null}
                    </td>
                    <td className={styles.cell}>
                      {entry.ip}
                      {entry.place ? (
                        <>
                          <br />
                          <span className={muted}>{entry.place}</span>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={history.value.page}
            totalPages={history.value.totalPages}
            hrefOf={(page) => `${PATH}?page=${page}`}
            label={t("security.sessions.historyPages")}
          />
        </>
      )}
    </div>
  );
}
