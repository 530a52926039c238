import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field } from "~/ui/Field";
import { SectionError } from "~/features/home/HomeSection";
import * as ui from "~/ui/ui.css";
import * as styles from "./money.css";
import { Done, Failure, KeyField, MoneyPage, MoneySection, SubmitButton, TextInput, useMoneyForm, WithdrawPasswordInput } from "./MoneyUi";
import { useInCentre } from "~/features/member/centre-path";
import { MONEY_PATHS } from "./paths";
import type { WithdrawView } from "./withdraw.server";
import { WithdrawalList } from "./WithdrawalList";

/** The withdrawal page: what is needed first (password, bank account), the form, recent withdrawals. */
export function WithdrawPage({ view }: { view: WithdrawView }) {
  const { t } = useTranslation();
  const { last, errorsOf, valueOf, failure } = useMoneyForm("withdraw");
  const inCentre = useInCentre();
  const info = view.info;
  return (
    <MoneyPage name="withdraw" title={t("money.withdrawTitle")}>
      {view.done ? <Done text={t("money.withdrawDone", { reference: view.done })} /> : null}
      {!info.ok ? (
        <SectionError code={info.error} />
      ) : (
        <>
          <MoneySection title={t("money.withdrawTitle")} name="withdraw">
            <p className={styles.muted}>
              {t("money.availableBalance", { amount: info.value.balance })} ·{" "}
              {t("money.limits", { min: info.value.min, max: info.value.max })}
            </p>
            {!info.value.passwordSet ? (
              <p data-state="need-password">
                {t("money.needPassword")} <Link to={MONEY_PATHS.withdrawalPassword}>{t("money.setPasswordLink")}</Link>
              </p>
            ) : !view.banks.ok ? (
              <SectionError code={view.banks.error} />
            ) : view.banks.value.length === 0 ? (
              <p data-state="need-bank">
                {t("money.needBankAccount")} <Link to={MONEY_PATHS.bankAccounts}>{t("money.addBankLink")}</Link>
              </p>
            ) : (
              <Form method="post" action={inCentre(MONEY_PATHS.withdraw)} className={styles.form} noValidate>
                <Failure code={failure} />
                <KeyField value={last?.nextKey ?? view.idempotencyKey} />
                <TextInput
                  id="withdraw-amount"
                  name="amount"
                  label={t("money.amount")}
                  errors={errorsOf("amount")}
                  defaultValue={valueOf("amount")}
                  inputMode="decimal"
                />
                <Field id="withdraw-bank" label={t("money.bankAccount")} errors={errorsOf("bankAccountId")}>
                  <select id="withdraw-bank" name="bankAccountId" className={ui.input} defaultValue={valueOf("bankAccountId")}>
                    {view.banks.value.map((bank) => (
                      <option key={bank.id} value={bank.id}>
                        {bank.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <WithdrawPasswordInput id="withdraw-password" errors={errorsOf("withdrawPassword")} />
                <SubmitButton label={t("money.withdrawSubmit")} action={inCentre(MONEY_PATHS.withdraw)} />
              </Form>
            )}
            <p className={styles.muted}>{t("money.autoReceiptRule", { minutes: info.value.autoReceiptMinutes })}</p>
          </MoneySection>
          <MoneySection title={t("money.recentWithdrawals")} name="recent">
            <WithdrawalList withdrawals={info.value.recent} />
          </MoneySection>
        </>
      )}
    </MoneyPage>
  );
}
