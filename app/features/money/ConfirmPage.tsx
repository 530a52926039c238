import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { FieldError } from "~/ui/Field";
import { useFlashSaid } from "~/ui/FlashMessage";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import type { RECEIPT_OUTCOMES } from "~/platform/contract/money";
import * as ui from "~/ui/ui.css";
import type { ConfirmView } from "./confirm.server";
import * as styles from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import { WithdrawalList } from "./WithdrawalList";

/** The contract's outcomes, listed here so the page does not load the contract (and zod) in the browser. */
const OUTCOMES = ["RECEIVED", "PARTLY_RECEIVED", "NOT_RECEIVED"] as const satisfies typeof RECEIPT_OUTCOMES;

/** Confirm receipt of a paid withdrawal: the outcome, the amount when partly received, up to 3 proof images. A multipart post. */
export function ConfirmPage({ view }: { view: ConfirmView }) {
  const { t } = useTranslation();
  const form = useFormState({ form: "confirm", rules: view.rules, action: MONEY_PATHS.confirmReceipt });
  const proofs = form.field("proofs");
  const withdrawal = view.withdrawal;
  const action = withdrawal.ok ? `${MONEY_PATHS.confirmReceipt}?ref=${withdrawal.value.reference}` : MONEY_PATHS.confirmReceipt;
  const outcome = form.field("outcome").defaultValue ?? "RECEIVED";
  const done = useFlashSaid(MONEY_DONE.confirm);
  return (
    <CentrePage name="confirmReceipt" title={t("money.confirmTitle")}>
      {!withdrawal.ok ? (
        <SectionError code={withdrawal.code} />
      ) : (
        <CentreSection title={withdrawal.value.reference} name="confirm">
          <WithdrawalList withdrawals={[{ ...withdrawal.value, confirmHref: null }]} />
          {withdrawal.value.status !== "PAID" ? (
            done ? null : (
              <p className={styles.muted}>{t("money.notConfirmable")}</p>
            )
          ) : (
            <Form method="post" action={action} encType="multipart/form-data" className={styles.form} {...form.props}>
              <Failure code={form.failure?.code} />
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
              <TextInput {...form.field("receivedAmount")} label={t("money.receivedAmount")} inputMode="decimal" />
              <div className={ui.field}>
                <label className={ui.label} htmlFor={proofs.id}>
                  {t("money.proofs")}
                </label>
                <input {...proofs.control} type="file" accept="image/png,image/jpeg" multiple />
                <FieldError id={proofs.id} errors={proofs.errors} />
              </div>
              <SubmitButton label={t("money.confirmSubmit")} action={MONEY_PATHS.confirmReceipt} />
            </Form>
          )}
          <Link to={MONEY_PATHS.withdraw}>{t("money.withdrawTitle")}</Link>
        </CentreSection>
      )}
    </CentrePage>
  );
}
