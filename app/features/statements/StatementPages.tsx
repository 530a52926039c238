import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { DataTable } from "~/ui/DataTable";
import { pageHref } from "~/ui/paging";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/panel.css";
import { useFormState } from "~/forms/use-form-state";
import { Failure } from "~/ui/FormParts";
import { Checking } from "~/ui/Checking";
import { formatDateTime } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
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
  view: V | { ok: false; code: ErrorCode };
  children: (view: V) => ReactNode;
}) {
  return (
    <section className={styles.content} aria-labelledby={`${id}-title`} data-statement={id}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {title}
      </h1>
      <Checking />
      {view.ok ? children(view as V) : <SectionError code={view.code} />}
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
  const zone = usePlayerZone();
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
          <DataTable
            caption={t("member.creditReport.changes")}
            empty={<Empty text={t("member.creditReport.empty")} />}
            columns={[
              { id: "time", header: t("member.creditReport.time"), cell: (item) => formatDateTime(item.time, zone) },
              { id: "kind", header: t("member.creditReport.kind"), cell: (item) => t(`member.creditReport.kinds.${item.kind}`) },
              { id: "amount", header: t("member.creditReport.amount"), cell: (item) => item.amount },
              { id: "limitAfter", header: t("member.creditReport.limitAfter"), cell: (item) => item.limitAfter },
              { id: "remark", header: t("member.creditReport.remark"), cell: (item) => item.remark },
            ]}
            rows={report.items}
            rowKey={(item) => item.id}
          />
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
  const zone = usePlayerZone();
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
          <DataTable
            caption={t("member.redEnvelope.list")}
            empty={<Empty text={t("member.redEnvelope.empty")} />}
            columns={[
              { id: "sentAt", header: t("member.redEnvelope.sentAt"), cell: (item) => formatDateTime(item.sentAt, zone) },
              { id: "name", header: t("member.redEnvelope.name"), cell: (item) => item.title },
              { id: "amount", header: t("member.redEnvelope.amount"), cell: (item) => item.amount },
              {
                id: "status",
                header: t("member.redEnvelope.status"),
                cell: (item) =>
                  item.status === "OPEN" && item.claimKey ? (
                    <>
                      {item.expiresAt ? (
                        <p className={styles.loading}>{t("redEnvelopeClaim.openUntil", { time: formatDateTime(item.expiresAt, zone) })}</p>
                      ) : null}
                      <ClaimForm action={pathname} source="RAFFLE" id={item.id} claimKey={item.claimKey} title={item.title} />
                    </>
                  ) : (
                    t(item.status === "RECEIVED" ? "member.redEnvelope.statuses.RECEIVED" : "member.redEnvelope.statuses.EXPIRED")
                  ),
              },
            ]}
            rows={report.items}
            rowKey={(item) => item.id}
            rowProps={(item) => ({ "data-status": item.status })}
          />
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
