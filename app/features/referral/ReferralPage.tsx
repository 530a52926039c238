import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageHref } from "~/ui/paging";
import { SectionError } from "~/ui/Section";
import * as money from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import type { NextKey } from "~/forms/money";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyError, KeyField, SubmitButton } from "~/ui/FormParts";
import { Pagination } from "~/ui/Pagination";
import { CopyLinkField } from "./CopyLinkField";
import { REFERRAL_PATH } from "./paths";
import type { ReferralView } from "./referral.server";
import * as styles from "./referral.css";

/** Refer and earn: the link with its QR code, the earnings and their claim, the invitees, the rules. */
export function ReferralPage({ view }: { view: ReferralView }) {
  const { t } = useTranslation();
  return (
    <CentrePage name="referral" title={t("referral.title")}>
      {view.link.ok ? (
        <>
          <CentreSection title={t("referral.linkTitle")} name="referral-link">
            <div className={styles.linkRow}>
              <div className={styles.linkField}>
                <p className={money.muted}>{t("referral.linkExplain")}</p>
                <CopyLinkField url={view.link.value.url} />
              </div>
              <img className={styles.qr} src={view.link.value.qr} width={160} height={160} alt={t("referral.qrAlt")} data-qr="referral" />
            </div>
          </CentreSection>
          <Earnings link={view.link.value} idempotencyKey={view.idempotencyKey} />
        </>
      ) : (
        <CentreSection title={t("referral.linkTitle")} name="referral-link">
          <SectionError code={view.link.code} />
        </CentreSection>
      )}
      <Invitees invitees={view.invitees} />
      <CentreSection title={t("referral.rulesTitle")} name="referral-rules">
        <ol className={styles.rules}>
          {(["one", "two", "three", "four"] as const).map((rule) => (
            <li key={rule}>{t(`referral.rules.${rule}`, { rate: view.link.ok ? view.link.value.ratePercent : "—" })}</li>
          ))}
        </ol>
      </CentreSection>
    </CentrePage>
  );
}

function Earnings({ link, idempotencyKey }: { link: Extract<ReferralView["link"], { ok: true }>["value"]; idempotencyKey: string }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "referral", action: REFERRAL_PATH });
  return (
    <CentreSection title={t("referral.earningsTitle")} name="referral-earnings">
      <dl className={styles.figures}>
        {(
          [
            ["invitees", String(link.inviteeCount)],
            ["earned", link.earned],
            ["claimedTotal", link.claimed],
            ["pending", link.pending],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className={styles.figure} data-figure={name}>
            <dt className={money.muted}>{t(`referral.figures.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Failure code={form.failure?.code} />
      {/* The only field is the hidden key: its error (a stale or tampered form) is the form's. */}
      <KeyError errors={form.field("idempotencyKey").errors} />
      {link.claimable ? (
        <Form method="post" action={REFERRAL_PATH} className={money.form} noValidate>
          <KeyField value={form.extra?.nextKey ?? idempotencyKey} />
          <SubmitButton label={t("referral.claim", { amount: link.pending })} action={REFERRAL_PATH} />
        </Form>
      ) : (
        <p className={money.muted} data-state="empty">
          {t("referral.nothingPending")}
        </p>
      )}
    </CentreSection>
  );
}

function Invitees({ invitees }: { invitees: ReferralView["invitees"] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <CentreSection title={t("referral.inviteesTitle")} name="referral-invitees">
      {!invitees.ok ? (
        <SectionError code={invitees.code} />
      ) : (
        <DataTable
          caption={t("referral.inviteesCaption", { page: invitees.value.page, pages: invitees.value.totalPages })}
          empty={
            <p className={money.muted} data-state="empty">
              {t("referral.noInvitees")}
            </p>
          }
          columns={[
            { id: "username", header: t("referral.columns.username"), rowHeader: true, cell: (item) => item.username },
            { id: "joined", header: t("referral.columns.joined"), cell: (item) => item.joined },
            { id: "status", header: t("referral.columns.status"), cell: (item) => t(`referral.statuses.${item.status}`) },
            { id: "validBet", header: t("referral.columns.validBet"), numeric: true, cell: (item) => item.validBet },
            { id: "earned", header: t("referral.columns.earned"), numeric: true, cell: (item) => item.earned },
          ]}
          rows={invitees.value.items}
          rowKey={(item, index) => `${item.username}-${item.joined}-${index}`}
          rowProps={(item) => ({ "data-status": item.status })}
          data={{ "data-invitees": true }}
        />
      )}
      {invitees.ok ? (
        <Pagination
          page={invitees.value.page}
          totalPages={invitees.value.totalPages}
          hrefOf={(page) => pageHref(pathname, "", page)}
          label={t("referral.inviteesPages")}
        />
      ) : null}
    </CentreSection>
  );
}
