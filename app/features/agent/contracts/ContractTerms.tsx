import { useTranslation } from "~/i18n/react";
import * as money from "~/features/money/money.css";
import type { ContractKind } from "~/platform/contract/agent-contracts";
import type { TermsView } from "./types";

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
    <div className={money.scroll}>
      <table className={money.table} data-terms="tiers">
        <caption className={money.muted}>
          {terms.period ? `${t("agentContracts.period")}: ${t(`agentContracts.periods.${terms.period}`)}. ` : null}
          {t("agentContracts.termsCaption")}
        </caption>
        <thead>
          <tr>
            <th className={money.cell} scope="col">
              {t("agentContracts.tierColumn")}
            </th>
            <th className={money.number} scope="col">
              {t("agentContracts.activeMembers")}
            </th>
            <th className={money.number} scope="col">
              {t(betLabel(kind))}
            </th>
            {kind === "DIVIDEND" ? (
              <th className={money.number} scope="col">
                {t("agentContracts.loss")}
              </th>
            ) : null}
            <th className={money.number} scope="col">
              {t("agentContracts.rate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index}>
              <th className={money.cell} scope="row">
                {index + 1}
              </th>
              <td className={money.number}>{tier.activeMembers}</td>
              <td className={money.number}>{tier.bet}</td>
              {kind === "DIVIDEND" ? <td className={money.number}>{tier.loss}</td> : null}
              <td className={money.number}>{t("agentContracts.percent", { rate: tier.rate })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a tier's bet threshold counts, per kind. */
export const betLabel = (kind: ContractKind) =>
  kind === "DIVIDEND" ? "agentContracts.validBet" : kind === "HOURLY_SALARY" ? "agentContracts.betPerHour" : "agentContracts.betPerDay";
