import { Form, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { FlashMessage } from "~/ui/FlashMessage";
import { Failure } from "~/ui/FormParts";
import * as money from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import { ContractTerms } from "./ContractTerms";
import { CONTRACT_POPUP_PATH } from "./popup-path";
import type { ContractPopupView } from "./types";
import * as styles from "./contracts.css";

/** The page under the popup: where closing it goes. */
const CLOSED_PATH = "/";

/**
 * The contract popup over the home: each waiting contract request with its terms
 * and an accept and a reject button (POST forms: they work without JavaScript).
 */
export function ContractPopup({ view }: { view: ContractPopupView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failure = useFormState({ form: "respond" }).failure;
  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { preventScrollReset: true })}
      title={t("agentContracts.popupTitle")}
      closeAction={CLOSED_PATH}
      name="contract"
    >
      <FlashMessage />
      <Failure code={failure?.code} />
      {!view.pending.ok ? (
        <SectionError code={view.pending.code} />
      ) : view.pending.value.length === 0 ? (
        <p className={money.muted} data-state="empty">
          {t("agentContracts.popupNone")}
        </p>
      ) : (
        <>
          <p className={money.muted}>{t("agentContracts.popupIntro")}</p>
          <ul className={styles.list}>
            {view.pending.value.map((contract) => (
              <li key={contract.id} className={styles.contract} data-contract={contract.id}>
                <h3 className={money.heading}>
                  {t("agentContracts.popupOffer", { kind: t(`agentContracts.kinds.${contract.kind}`), upline: contract.upline })}
                </h3>
                <ContractTerms kind={contract.kind} terms={contract.terms} />
                <Form method="post" action={CONTRACT_POPUP_PATH} className={styles.actions}>
                  <input type="hidden" name="intent" value="respond" />
                  <input type="hidden" name="contractId" value={contract.id} />
                  <button type="submit" name="action" value="accept" className={ui.button.primary} data-autofocus>
                    {t("agentContracts.actions.accept")}
                  </button>
                  <button type="submit" name="action" value="reject" className={ui.button.secondary}>
                    {t("agentContracts.actions.reject")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
