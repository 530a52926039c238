import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as member from "~/ui/panel.css";
import { Failure } from "~/ui/FormParts";
import * as money from "~/ui/account-page.css";
import { RecordsFilterForm } from "~/features/records/RecordsFilterForm";
import { RecordsList } from "~/features/records/RecordsPage";
import { OutcomeAmount } from "~/features/records/RecordsTable";
import type { DataColumn } from "~/ui/DataTable";
import { useFormState } from "~/forms/use-form-state";
import { ContractCard } from "./ContractCard";
import { CONTRACT_PAGE, contractPagePath } from "./kinds";
import { OfferForm } from "./OfferForm";
import type { ContractPageView, SettlementRow } from "./types";
import * as styles from "./contracts.css";

/**
 * A contract page of the agent centre: the agent's own contracts of the kind (accept, reject,
 * ask to terminate), the ones it gave its downline (approve a termination) with the offer
 * form, and the settlements (date range, whose, pages, totals).
 */
export function ContractPage({ view }: { view: ContractPageView }) {
  const { t } = useTranslation();
  const pageId = CONTRACT_PAGE[view.kind];
  const action = contractPagePath(view.kind);
  // The decisions' forms hold only hidden fields and buttons: their reply shows here, above the contracts.
  const respond = useFormState({ form: "respond" });
  // Shown by the form itself; here when the form is not (the offer was refused because the agent may not offer).
  const offerFailure = useFormState({ form: "offer" }).failure;
  const columns: Array<DataColumn<SettlementRow>> = [
    { id: "period", header: t("agentContracts.columns.period"), cell: (row) => row.period },
    { id: "holder", header: t("agentContracts.columns.account"), cell: (row) => row.holder },
    { id: "activeMembers", header: t("agentContracts.activeMembers"), cell: (row) => row.activeMembers, numeric: true },
    { id: "validBet", header: t("agentContracts.columns.validBet"), cell: (row) => row.validBet, numeric: true },
    {
      id: "profitLoss",
      header: t("agentContracts.columns.profitLoss"),
      cell: (row) => <OutcomeAmount amount={row.profitLoss} outcome={row.outcome} />,
      numeric: true,
    },
    ...(view.kind === "REALTIME_SALARY"
      ? []
      : [
          {
            id: "rate",
            header: t("agentContracts.rate"),
            cell: (row: SettlementRow) => t("agentContracts.percent", { rate: row.rate }),
            numeric: true,
          },
        ]),
    { id: "amount", header: t("agentContracts.columns.amount"), cell: (row) => row.amount, numeric: true },
  ];
  const overview = view.overview;
  return (
    <div className={styles.page} data-page={pageId}>
      <h1 className={member.heading}>{t(`agentCentre.nav.${pageId}`)}</h1>
      <Failure code={respond.failure?.code} />
      {respond.field("contractId").errors || respond.field("action").errors ? (
        <p role="alert" className={money.alert}>
          {t("money.formExpired")}
        </p>
      ) : null}
      {!overview.ok ? (
        <section className={member.panel} aria-labelledby="contracts-held" data-section="contracts">
          <h2 id="contracts-held" className={money.heading}>
            {t("agentContracts.heldTitle")}
          </h2>
          <SectionError code={overview.code} />
        </section>
      ) : (
        <>
          <section className={member.panel} aria-labelledby="contracts-held" data-section="held">
            <h2 id="contracts-held" className={money.heading}>
              {t("agentContracts.heldTitle")}
            </h2>
            {overview.value.held.length === 0 ? (
              <p className={money.muted} data-state="empty">
                {t("agentContracts.heldEmpty")}
              </p>
            ) : (
              <ul className={styles.list}>
                {overview.value.held.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} side="holder" action={action} />
                ))}
              </ul>
            )}
          </section>
          <section className={member.panel} aria-labelledby="contracts-offered" data-section="offered">
            <h2 id="contracts-offered" className={money.heading}>
              {t("agentContracts.offeredTitle")}
            </h2>
            {overview.value.offered.length === 0 ? (
              <p className={money.muted} data-state="empty">
                {t("agentContracts.offeredEmpty")}
              </p>
            ) : (
              <ul className={styles.list}>
                {overview.value.offered.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} side="upline" action={action} />
                ))}
              </ul>
            )}
          </section>
          <section className={member.panel} aria-labelledby="contracts-offer" data-section="offer">
            <h2 id="contracts-offer" className={money.heading}>
              {t("agentContracts.offerTitle")}
            </h2>
            {!view.canOffer || overview.value.downlines.length === 0 ? (
              <>
                <Failure code={offerFailure?.code} />
                <p className={money.muted}>{t(view.canOffer ? "agentContracts.noDownline" : "agentContracts.needOwn")}</p>
              </>
            ) : (
              <OfferForm
                kind={view.kind}
                action={action}
                downlines={overview.value.downlines}
                limit={view.offerLimit}
                rules={view.offerRules}
              />
            )}
          </section>
        </>
      )}
      <section className={member.panel} aria-labelledby="contracts-records" data-section="settlements">
        <h2 id="contracts-records" className={money.heading}>
          {t("agentContracts.recordsTitle")}
        </h2>
        <RecordsFilterForm
          filters={view.records.filters}
          typeLabel={t("agentContracts.side")}
          typeName={(side) => t(`agentContracts.sides.${side as "OWN"}`)}
          allLabel={t("agentContracts.sides.ALL")}
        />
        <RecordsList
          label={t("agentContracts.recordsTitle")}
          {...view.records}
          emptyText={t("agentContracts.recordsEmpty")}
          columns={columns}
          rowKey={(row) => String(row.id)}
          totalsCells={(totals) => ({
            validBet: totals.validBet,
            profitLoss: <OutcomeAmount amount={totals.profitLoss} outcome={totals.outcome} />,
            amount: totals.amount,
          })}
        />
      </section>
    </div>
  );
}
