import { Form, Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { errorAria, Field } from "~/ui/Field";
import { Failure, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import * as ui from "~/ui/ui.css";
import * as styles from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { WithdrawPasswordInput } from "~/features/money/WithdrawPasswordInput";
import { useFlashSuccess } from "~/ui/FlashMessage";
import { useInCentre } from "~/session/centre-path";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import type { NextKey } from "~/forms/money";
import type { WithdrawView } from "./withdraw.server";
import { WithdrawalList } from "./WithdrawalList";

/** Before the amount is typed: which withdrawals wait for identity verification, and where to verify. */
function KycNotice({ threshold, pending, path }: { threshold: string; pending: boolean; path: string }) {
  const { t } = useTranslation();
  return (
    <p data-state="need-kyc">
      {threshold === "" ? t("money.kycNeededAll") : t("money.kycNeeded", { amount: threshold })}{" "}
      {pending ? t("money.kycPending") : <Link to={path}>{t("money.kycLink")}</Link>}
    </p>
  );
}

/** The withdrawal page: what is needed first (password, bank account), the form, recent withdrawals. */
export function WithdrawPage({ view }: { view: WithdrawView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  const action = inCentre(MONEY_PATHS.withdraw);
  const form = useFormState<NextKey>({ form: "withdraw", rules: view.rules, action });
  const sent = useFlashSuccess(MONEY_DONE.withdraw);
  // Each request sent comes back here saying so: the form starts empty, rather than offering the
  // same amount and password for a second one. A refused request keeps them, for a correction.
  useEffect(() => {
    const element = document.getElementById(form.props.id);
    if (sent && element instanceof HTMLFormElement) element.reset();
  }, [sent, form.props.id]);
  const bank = form.field("bankAccountId");
  const info = view.info;
  return (
    <CentrePage name="withdraw" title={t("money.withdrawTitle")}>
      {!info.ok ? (
        <SectionError code={info.code} />
      ) : (
        <>
          <CentreSection title={t("money.withdrawTitle")} name="withdraw">
            <p className={styles.muted}>
              {t("money.availableBalance", { amount: info.value.balance })} ·{" "}
              {t("money.limits", { min: info.value.min, max: info.value.max })}
            </p>
            {view.kyc ? <KycNotice {...view.kyc} path={view.kycPath} /> : null}
            {!info.value.passwordSet ? (
              <p data-state="need-password">
                {t("money.needPassword")} <Link to={inCentre(MONEY_PATHS.withdrawalPassword)}>{t("money.setPasswordLink")}</Link>
              </p>
            ) : !view.banks.ok ? (
              <SectionError code={view.banks.code} />
            ) : view.banks.value.length === 0 ? (
              <p data-state="need-bank">
                {t("money.needBankAccount")} <Link to={inCentre(MONEY_PATHS.bankAccounts)}>{t("money.addBankLink")}</Link>
              </p>
            ) : (
              <Form method="post" action={action} className={styles.form} {...form.props}>
                <Failure code={form.failure?.code} />
                {form.failure?.code === "KYC_REQUIRED" ? (
                  <p>
                    <Link to={view.kycPath}>{t("money.kycLink")}</Link>
                  </p>
                ) : null}
                <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
                <TextInput {...form.field("amount")} label={t("money.amount")} inputMode="decimal" />
                <Field id={bank.id} label={t("money.bankAccount")} errors={bank.errors}>
                  <select
                    id={bank.id}
                    name={bank.name}
                    className={ui.input}
                    defaultValue={bank.defaultValue}
                    required={bank.control.required}
                    {...errorAria(bank.id, bank.errors)}
                  >
                    {view.banks.value.map((bank) => (
                      <option key={bank.id} value={bank.id}>
                        {bank.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <WithdrawPasswordInput {...form.field("withdrawPassword")} />
                <SubmitButton label={t("money.withdrawSubmit")} action={action} />
              </Form>
            )}
            <p className={styles.muted}>{t("money.autoReceiptRule", { count: info.value.autoReceiptMinutes })}</p>
          </CentreSection>
          <CentreSection title={t("money.recentWithdrawals")} name="recent">
            <WithdrawalList withdrawals={info.value.recent} />
          </CentreSection>
        </>
      )}
    </CentrePage>
  );
}
