import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { errorAria, Field } from "~/ui/Field";
import { Failure, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import * as ui from "~/ui/ui.css";
import * as styles from "~/ui/account-page.css";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { DataTable } from "~/ui/DataTable";
import { MONEY_PATHS } from "./paths";
import type { TransferView, WalletView } from "./transfer.server";
import type { NextKey } from "~/forms/money";

/** The wallet page: balances, the consolidated balance (AGENTPOLICY3), and a transfer between wallets. */
export function TransferPage({ view }: { view: TransferView }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "transfer", rules: view.rules, action: MONEY_PATHS.transferFund });
  const nameOf = (wallet: WalletView) => wallet.name ?? t("money.mainWallet");
  return (
    <CentrePage name="transferFund" title={t("money.transferFundTitle")}>
      {!view.wallets.ok ? (
        <SectionError code={view.wallets.code} />
      ) : (
        <>
          <CentreSection title={t("money.wallets")} name="wallets">
            {view.consolidated ? (
              <p className={styles.total} data-consolidated="">
                {t("money.consolidated")}: {view.consolidated}
              </p>
            ) : null}
            <DataTable
              columns={[
                { id: "wallet", header: t("money.wallet"), rowHeader: true, cell: nameOf },
                { id: "balance", header: t("money.balance"), numeric: true, cell: (wallet) => wallet.balance },
              ]}
              rows={view.wallets.value}
              rowKey={(wallet) => wallet.code}
              rowProps={(wallet) => ({ "data-wallet": wallet.code })}
            />
          </CentreSection>
          <CentreSection title={t("money.transfer")} name="transfer">
            <Form method="post" action={MONEY_PATHS.transferFund} className={styles.form} {...form.props}>
              <Failure code={form.failure?.code} />
              <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
              {(["from", "to"] as const)
                .map((side) => ({ side, picked: form.field(side) }))
                .map(({ side, picked }) => (
                  <Field key={side} id={picked.id} label={t(`money.${side}Wallet`)} errors={picked.errors}>
                    <select
                      id={picked.id}
                      name={picked.name}
                      className={ui.input}
                      defaultValue={
                        picked.defaultValue ?? (side === "from" ? "MAIN" : view.wallets.ok ? view.wallets.value[1]?.code : undefined)
                      }
                      required={picked.control.required}
                      {...errorAria(picked.id, picked.errors)}
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
              <TextInput {...form.field("amount")} label={t("money.amount")} inputMode="decimal" />
              <SubmitButton label={t("money.transferSubmit")} action={MONEY_PATHS.transferFund} />
            </Form>
          </CentreSection>
        </>
      )}
    </CentrePage>
  );
}
