import { useTranslation } from "~/i18n/react";
import * as money from "~/ui/account-page.css";
import { DataTable } from "~/ui/DataTable";
import type { ContractKind } from "~/platform/contract/agent-contracts";
import type { TermsView } from "./types";

type Tier = TermsView["tiers"][number];

/** A contract's terms: a dividend's period, the tiers (the highest reached applies), or real-time salary's rates. */
export function ContractTerms({ kind, terms }: { kind: ContractKind; terms: TermsView }) {
  const { t } = useTranslation();
  if (terms.realtime) {
    return (
      <dl className={money.muted} data-terms="realtime">
        <dt>{t("agentContracts.profitRate")}</dt>
        <dd>{t("agentContracts.percent", { rate: terms.realtime.profitRate })}</dd>
        <dt>{t("agentContracts.lossRate")}</dt>
        <dd>{t("agentContracts.percent", { rate: terms.realtime.lossRate })}</dd>
        <dt>{t("agentContracts.singleBet")}</dt>
        <dd>{terms.realtime.singleBet}</dd>
      </dl>
    );
  }
  return (
    <DataTable
      caption={
        <>
          {terms.period ? `${t("agentContracts.period")}: ${t(`agentContracts.periods.${terms.period}`)}. ` : null}
          {t("agentContracts.termsCaption")}
        </>
      }
      columns={[
        { id: "tier", header: t("agentContracts.tierColumn"), rowHeader: true, cell: (_tier, index) => index + 1 },
        { id: "activeMembers", header: t("agentContracts.activeMembers"), numeric: true, cell: (tier) => tier.activeMembers },
        { id: "bet", header: t(betLabel(kind)), numeric: true, cell: (tier) => tier.bet },
        ...(kind === "DIVIDEND" ? [{ id: "loss", header: t("agentContracts.loss"), numeric: true, cell: (tier: Tier) => tier.loss }] : []),
        { id: "rate", header: t("agentContracts.rate"), numeric: true, cell: (tier) => t("agentContracts.percent", { rate: tier.rate }) },
      ]}
      rows={terms.tiers}
      rowKey={(_tier, index) => index}
      data={{ "data-terms": "tiers" }}
    />
  );
}

/** What a tier's bet threshold counts, per kind. */
export const betLabel = (kind: ContractKind) =>
  kind === "DIVIDEND" ? "agentContracts.validBet" : kind === "HOURLY_SALARY" ? "agentContracts.betPerHour" : "agentContracts.betPerDay";
