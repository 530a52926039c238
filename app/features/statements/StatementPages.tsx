import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { pageHref } from "~/features/game-pages/paging";
import { table, tableScroll } from "~/features/game-pages/game-pages.css";
import { SectionError } from "~/ui/Section";
import * as styles from "~/features/member/member.css";
import { useFormState } from "~/forms/use-form-state";
import { Checking, Failure } from "~/ui/FormParts";
import { formatDateTime, UTC_ZONE } from "~/format/dates";
import { Pagination } from "~/ui/Pagination";
import type { ErrorCode } from "~/platform/errors";
import { ClaimForm } from "~/features/rewards/ClaimForm";
import { RED_ENVELOPE_FORM } from "~/features/rewards/paths";
import type { CreditReportView, RedEnvelopePageView } from "./statements.server";

/** A statement page: its title, a claim being checked, then its summary and rows, or why they could not be loaded. */
function Statement<V extends { ok: true }>({
  id,
  title,
  view,
  children,
}: {
  id: string;
  title: string;
  view: V | { ok: false; error: ErrorCode };
  children: (view: V) => ReactNode;
}) {
  return (
    <section className={styles.content} aria-labelledby={`${id}-title`} data-statement={id}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {title}
      </h1>
      <Checking />
      {view.ok ? children(view as V) : <SectionError code={view.error} />}
    </section>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className={styles.loading} data-state="empty">
      {text}
    </p>
  );
}

/** The credit report: the credit line (limit, used, available) and its changes. */
export function CreditReport({ view }: { view: CreditReportView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Statement id="credit-report" title={t("member.nav.creditReport")} view={view}>
      {(report) => (
        <div className={styles.panel}>
          <dl className={styles.summary}>
            <div>
              <dt>{t("member.creditReport.limit")}</dt>
              <dd>{report.limit}</dd>
            </div>
            <div>
              <dt>{t("member.creditReport.used")}</dt>
              <dd>{report.used}</dd>
            </div>
            <div>
              <dt>{t("member.creditReport.available")}</dt>
              <dd>{report.available}</dd>
            </div>
          </dl>
          {report.items.length === 0 ? (
            <Empty text={t("member.creditReport.empty")} />
          ) : (
            <div className={tableScroll}>
              <table className={table}>
                <caption className={styles.navTitle}>{t("member.creditReport.changes")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("member.creditReport.time")}</th>
                    <th scope="col">{t("member.creditReport.kind")}</th>
                    <th scope="col">{t("member.creditReport.amount")}</th>
                    <th scope="col">{t("member.creditReport.limitAfter")}</th>
                    <th scope="col">{t("member.creditReport.remark")}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.items.map((item) => (
                    <tr key={item.id}>
                      <td>{formatDateTime(item.time, UTC_ZONE)}</td>
                      <td>{t(`member.creditReport.kinds.${item.kind}`)}</td>
                      <td>{item.amount}</td>
                      <td>{item.limitAfter}</td>
                      <td>{item.remark}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={report.page}
            totalPages={report.totalPages}
            hrefOf={(page) => pageHref(pathname, "", page)}
            label={t("member.creditReport.pages")}
          />
        </div>
      )}
    </Statement>
  );
}

/** The red envelopes sent to the player, with the total received; an open one is claimed into the main wallet. */
export function RedEnvelopes({ view }: { view: RedEnvelopePageView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { failure } = useFormState({ form: RED_ENVELOPE_FORM });
  return (
    <Statement id="red-envelope" title={t("member.nav.redEnvelope")} view={view.list}>
      {(report) => (
        <div className={styles.panel}>
          <Failure code={failure?.code} />
          <dl className={styles.summary}>
            <div>
              <dt>{t("member.redEnvelope.totalReceived")}</dt>
              <dd>{report.totalReceived}</dd>
            </div>
          </dl>
          {report.items.length === 0 ? (
            <Empty text={t("member.redEnvelope.empty")} />
          ) : (
            <div className={tableScroll}>
              <table className={table}>
                <caption className={styles.navTitle}>{t("member.redEnvelope.list")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("member.redEnvelope.sentAt")}</th>
                    <th scope="col">{t("member.redEnvelope.name")}</th>
                    <th scope="col">{t("member.redEnvelope.amount")}</th>
                    <th scope="col">{t("member.redEnvelope.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.items.map((item) => (
                    <tr key={item.id} data-status={item.status}>
                      <td>{formatDateTime(item.sentAt, UTC_ZONE)}</td>
                      <td>{item.title}</td>
                      <td>{item.amount}</td>
                      <td>
                        {item.status === "OPEN" && item.claimKey ? (
                          <>
                            {item.expiresAt ? (
                              <p className={styles.loading}>
                                {t("redEnvelopeClaim.openUntil", { time: formatDateTime(item.expiresAt, UTC_ZONE) })}
                              </p>
                            ) : null}
                            <ClaimForm action={pathname} source="RAFFLE" id={item.id} claimKey={item.claimKey} title={item.title} />
                          </>
                        ) : (
                          t(item.status === "RECEIVED" ? "member.redEnvelope.statuses.RECEIVED" : "member.redEnvelope.statuses.EXPIRED")
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={report.page}
            totalPages={report.totalPages}
            hrefOf={(page) => pageHref(pathname, "", page)}
            label={t("member.redEnvelope.pages")}
          />
        </div>
      )}
    </Statement>
  );
}
