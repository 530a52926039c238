import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorAria, FieldError } from "~/ui/Field";
import { SectionError } from "~/features/home/HomeSection";
import type { RECEIPT_OUTCOMES } from "~/platform/contract/money";
import * as ui from "~/ui/ui.css";
import type { ConfirmView } from "./confirm.server";
import * as styles from "./money.css";
import { Done, Failure, MoneyPage, MoneySection, SubmitButton, TextInput, useMoneyForm } from "./MoneyUi";
import { MONEY_PATHS } from "./paths";
import { WithdrawalList } from "./WithdrawalList";

/** The contract's outcomes, listed here so the page does not load the contract (and zod) in the browser. */
const OUTCOMES = ["RECEIVED", "PARTLY_RECEIVED", "NOT_RECEIVED"] as const satisfies typeof RECEIPT_OUTCOMES;

/** Confirm receipt of a paid withdrawal: the outcome, the amount when partly received, up to 3 proof images. A multipart post. */
export function ConfirmPage({ view }: { view: ConfirmView }) {
  const { t } = useTranslation();
  const { errorsOf, valueOf, failure } = useMoneyForm("confirm");
  const withdrawal = view.withdrawal;
  const action = withdrawal.ok ? `${MONEY_PATHS.confirmReceipt}?ref=${withdrawal.value.reference}` : MONEY_PATHS.confirmReceipt;
  const outcome = valueOf("outcome") ?? "RECEIVED";
  return (
    <MoneyPage name="confirmReceipt" title={t("money.confirmTitle")}>
      {view.done ? <Done text={t("money.confirmDone")} /> : null}
      {!withdrawal.ok ? (
        <SectionError code={withdrawal.error} />
      ) : (
        <MoneySection title={withdrawal.value.reference} name="confirm">
          <WithdrawalList withdrawals={[{ ...withdrawal.value, confirmHref: null }]} />
          {withdrawal.value.status !== "PAID" ? (
            view.done ? null : (
              <p className={styles.muted}>{t("money.notConfirmable")}</p>
            )
          ) : (
            <Form method="post" action={action} encType="multipart/form-data" className={styles.form} noValidate>
              <Failure code={failure} />
              <input type="hidden" name="ref" value={withdrawal.value.reference} />
              <fieldset className={styles.choices}>
                <legend>{t("money.outcome")}</legend>
                {OUTCOMES.map((value) => (
                  <label key={value} className={styles.chip}>
                    <input type="radio" name="outcome" value={value} defaultChecked={value === outcome} />
                    {t(`money.receipt${value}`)}
                  </label>
                ))}
              </fieldset>
              <TextInput
                id="confirm-received"
                name="receivedAmount"
                label={t("money.receivedAmount")}
                errors={errorsOf("receivedAmount")}
                defaultValue={valueOf("receivedAmount")}
                inputMode="decimal"
              />
              <div className={ui.field}>
                <label className={ui.label} htmlFor="confirm-proofs">
                  {t("money.proofs")}
                </label>
                <input
                  id="confirm-proofs"
                  name="proofs"
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  {...errorAria("confirm-proofs", errorsOf("proofs"))}
                />
                <FieldError id="confirm-proofs" errors={errorsOf("proofs")} />
              </div>
              <SubmitButton label={t("money.confirmSubmit")} action={MONEY_PATHS.confirmReceipt} />
            </Form>
          )}
          <Link to={MONEY_PATHS.withdraw}>{t("money.withdrawTitle")}</Link>
        </MoneySection>
      )}
    </MoneyPage>
  );
}
