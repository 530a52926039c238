import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field } from "~/ui/Field";
import { SectionError } from "~/features/home/HomeSection";
import * as ui from "~/ui/ui.css";
import * as styles from "./money.css";
import { Done, Failure, KeyField, MoneyPage, MoneySection, SubmitButton, TextInput, useMoneyForm } from "./MoneyUi";
import { MONEY_PATHS } from "./paths";
import type { TransferView, WalletView } from "./transfer.server";

/** The wallet page: balances, the consolidated balance (AGENTPOLICY3), and a transfer between wallets. */
export function TransferPage({ view }: { view: TransferView }) {
  const { t } = useTranslation();
  const { last, errorsOf, valueOf, failure } = useMoneyForm("transfer");
  const nameOf = (wallet: WalletView) => wallet.name ?? t("money.mainWallet");
  return (
    <MoneyPage name="transferFund" title={t("money.transferFundTitle")}>
      {view.done ? <Done text={t("money.transferDone")} /> : null}
      {!view.wallets.ok ? (
        <SectionError code={view.wallets.error} />
      ) : (
        <>
          <MoneySection title={t("money.wallets")} name="wallets">
            {view.consolidated ? (
              <p className={styles.total} data-consolidated="">
                {t("money.consolidated")}: {view.consolidated}
              </p>
            ) : null}
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {t("money.wallet")}
                    </th>
                    <th className={styles.number} scope="col">
                      {t("money.balance")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.wallets.value.map((wallet) => (
                    <tr key={wallet.code} data-wallet={wallet.code}>
                      <th className={styles.cell} scope="row">
                        {nameOf(wallet)}
                      </th>
                      <td className={styles.number}>{wallet.balance}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </MoneySection>
          <MoneySection title={t("money.transfer")} name="transfer">
            <Form method="post" action={MONEY_PATHS.transferFund} className={styles.form} noValidate>
              <Failure code={failure} />
              <KeyField value={last?.nextKey ?? view.idempotencyKey} />
              {(["from", "to"] as const).map((side) => (
                <Field key={side} id={`transfer-${side}`} label={t(`money.${side}Wallet`)} errors={errorsOf(side)}>
                  <select
                    id={`transfer-${side}`}
                    name={side}
                    className={ui.input}
                    defaultValue={valueOf(side) ?? (side === "from" ? "MAIN" : view.wallets.ok ? view.wallets.value[1]?.code : undefined)}
                  >
                    {view.wallets.ok
                      ? view.wallets.value.map((wallet) => (
                          <option key={wallet.code} value={wallet.code}>
                            {nameOf(wallet)} ({wallet.balance})
                          </option>
                        ))
                      : null}
                  </select>
                </Field>
              ))}
              <TextInput
                id="transfer-amount"
                name="amount"
                label={t("money.amount")}
                errors={errorsOf("amount")}
                defaultValue={valueOf("amount")}
                inputMode="decimal"
              />
              <SubmitButton label={t("money.transferSubmit")} action={MONEY_PATHS.transferFund} />
            </Form>
          </MoneySection>
        </>
      )}
    </MoneyPage>
  );
}
