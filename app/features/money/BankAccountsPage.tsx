import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { BankAccountsView } from "./bank-accounts.server";
import * as styles from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { useFlashSaid } from "~/ui/FlashMessage";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import { useInCentre } from "~/session/centre-path";

/** The bank accounts tab: the list (masked numbers) with a remove button each, and the add form. */
export function BankAccountsPage({ view }: { view: BankAccountsView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  const action = inCentre(MONEY_PATHS.bankAccounts);
  const add = useFormState({ form: "addBank", rules: view.rules, action });
  const remove = useFormState({ form: "removeBank", action });
  const added = useFlashSaid(MONEY_DONE.bankAdded);
  return (
    <CentrePage name="bankAccounts" title={t("money.bankAccountsTitle")}>
      {added ? (
        <p>
          <Link to={inCentre(MONEY_PATHS.withdraw)}>{t("money.continueToWithdraw")}</Link>
        </p>
      ) : null}
      {!view.accounts.ok ? (
        <SectionError code={view.accounts.code} />
      ) : (
        <>
          <CentreSection title={t("money.bankAccountsTitle")} name="list">
            <Failure code={remove.failure?.code} />
            {view.accounts.value.length === 0 ? (
              <p className={styles.muted} data-state="empty">
                {t("money.noBankAccounts")}
              </p>
            ) : (
              <ul className={styles.list}>
                {view.accounts.value.map((account) => (
                  <li key={account.id} className={styles.row} data-bank-account={account.id}>
                    <span>
                      <strong>{account.bankName}</strong> {account.maskedNumber}
                      <br />
                      <span className={styles.muted}>{account.accountName}</span>
                    </span>
                    <Form method="post" action={action}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={account.id} />
                      <button type="submit" className={cx(ui.button.secondary)}>
                        {t("money.removeBank", { bank: account.bankName, number: account.maskedNumber })}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </CentreSection>
          <CentreSection title={t("money.addBank")} name="add">
            <Form method="post" action={action} className={styles.form} {...add.props}>
              <Failure code={add.failure?.code} />
              <input type="hidden" name="intent" value="add" />
              <TextInput {...add.field("bankName")} label={t("money.bankName")} />
              <TextInput {...add.field("accountName")} label={t("money.accountName")} autoComplete="name" />
              <TextInput
                {...add.field("accountNumber")}
                label={t("money.accountNumber")}
                inputMode="numeric"
                hint={t("money.accountNumberRule")}
                maxLength={30}
              />
              <SubmitButton label={t("money.addBank")} action={action} />
            </Form>
          </CentreSection>
        </>
      )}
    </CentrePage>
  );
}
