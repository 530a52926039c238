import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import * as money from "~/ui/account-page.css";
import type { ContractAction } from "~/platform/contract/agent-contracts";
import { ContractTerms } from "./ContractTerms";
import type { ContractView } from "./types";
import * as styles from "./contracts.css";

/** The actions each side may take on a contract in each status. */
const ACTIONS: Record<"holder" | "upline", Partial<Record<ContractView["status"], ContractAction[]>>> = {
  holder: { PENDING: ["accept", "reject"], ACTIVE: ["terminate"] },
  upline: { TERMINATION_REQUESTED: ["approveTermination", "declineTermination"] },
};

/**
 * One contract as its holder (`side` "holder": from its upline) or its upline sees it: the
 * other party, the status and request type, the terms, the dates, and the side's actions as
 * POST forms (they work without JavaScript).
 */
export function ContractCard({ contract, side, action }: { contract: ContractView; side: "holder" | "upline"; action: string }) {
  const { t } = useTranslation();
  const actions = ACTIONS[side][contract.status] ?? [];
  const request = contract.status === "PENDING" || contract.status === "TERMINATION_REQUESTED" ? contract.status : null;
  return (
    <li className={styles.contract} data-contract={contract.id} data-status={contract.status}>
      <div className={styles.contractHead}>
        <h3 className={money.heading}>
          {side === "holder" ? t("agentContracts.from", { upline: contract.upline }) : t("agentContracts.to", { holder: contract.holder })}
        </h3>
        <p className={cx(money.muted, styles.status)}>
          {t(`agentContracts.statuses.${contract.status}`)}
          {request ? ` · ${t(`agentContracts.requestTypes.${request}`)}` : null}
        </p>
      </div>
      <ContractTerms kind={contract.kind} terms={contract.terms} />
      <p className={money.muted}>
        {t("agentContracts.offeredAt", { time: contract.offeredAt })}
        {contract.endedAt ? ` · ${t("agentContracts.endedAt", { time: contract.endedAt })}` : null}
        {contract.endReason ? ` (${t(`agentContracts.endReasons.${contract.endReason}`)})` : null}
      </p>
      {actions.length > 0 ? (
        <Form method="post" action={action} className={styles.actions} preventScrollReset>
          <input type="hidden" name="intent" value="respond" />
          <input type="hidden" name="contractId" value={contract.id} />
          {actions.map((name, index) => (
            <button key={name} type="submit" name="action" value={name} className={index === 0 ? ui.button.primary : ui.button.secondary}>
              {t(`agentContracts.actions.${name}`)}
            </button>
          ))}
        </Form>
      ) : null}
    </li>
  );
}
