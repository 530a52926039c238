import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
import { securityTabPath } from "~/features/security/tabs";
import { DataTable } from "~/ui/DataTable";
import * as member from "~/ui/panel.css";
import { Pagination } from "~/ui/Pagination";
import { SectionError } from "~/ui/Section";
import { muted } from "~/ui/form-parts.css";
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
  const zone = usePlayerZone();
  const { history } = view;
  return (
    <div className={member.panel} data-page="signInHistory">
      <h2 className={ui.dialogTitle}>{t("security.tabs.signInHistory")}</h2>
      <p className={muted}>{t("security.sessions.historyIntro")}</p>
      {!history.ok ? (
        <SectionError code={history.code} />
      ) : (
        <>
          <DataTable
            caption={t("security.sessions.historyLabel")}
            captionHidden
            empty={
              <p className={muted} data-state="empty">
                {t("security.sessions.historyEmpty")}
              </p>
            }
            columns={[
              { id: "time", header: t("security.sessions.time"), cell: (entry) => formatDateTime(entry.at, zone) },
              {
                id: "result",
                header: t("security.sessions.result"),
                className: (entry) => (entry.outcome === "success" ? undefined : styles.failed),
                cell: (entry) => (
                  <>
                    {t(OUTCOME_LABELS[entry.outcome])}
                    {entry.newDevice ? <span className={styles.badge}>{t("security.sessions.newDevice")}</span> : null}
                  </>
                ),
              },
              {
                id: "method",
                header: t("security.sessions.method"),
                cell: (entry) => t(`security.sessions.methods.${entry.method}`, { defaultValue: entry.method }),
              },
              {
                id: "device",
                header: t("security.sessions.device"),
                className: () => styles.raw,
                cell: (entry) => (
                  <>
                    {deviceLabel(t, entry.device)}
                    {entry.device.browser === null && entry.device.os === null && entry.userAgent ? (
                      <>
                        <br />
                        <span className={muted}>{entry.userAgent}</span>
                      </>
                    ) : null}
                  </>
                ),
              },
              {
                id: "where",
                header: t("security.sessions.where"),
                cell: (entry) => (
                  <>
                    {entry.ip}
                    {entry.place ? (
                      <>
                        <br />
                        <span className={muted}>{entry.place}</span>
                      </>
                    ) : null}
                  </>
                ),
              },
            ]}
            rows={history.value.entries}
            rowKey={(entry) => entry.id}
            rowProps={(entry) => ({ "data-sign-in": entry.outcome })}
          />
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
