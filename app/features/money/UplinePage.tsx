import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { WithdrawPasswordInput } from "~/features/money/WithdrawPasswordInput";
import { MONEY_PATHS } from "./paths";
import type { NextKey } from "~/forms/money";
import type { UplineView } from "./upline.server";

/** Transfer to upline: who the upline is, the balance, the amount and the withdrawal password. */
export function UplinePage({ view }: { view: UplineView }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "upline", rules: view.rules, action: MONEY_PATHS.transferUpline });
  return (
    <CentrePage name="transferUpline" title={t("money.uplineTitle")}>
      {!view.info.ok ? (
        <SectionError code={view.info.code} />
      ) : view.info.value.upline === null ? (
        <p className={styles.muted} data-state="empty">
          {t("money.noUpline")}
        </p>
      ) : (
        <CentreSection title={`${t("money.upline")}: ${view.info.value.upline}`} name="upline">
          <p className={styles.muted}>{t("money.availableBalance", { amount: view.info.value.balance })}</p>
          <Form method="post" action={MONEY_PATHS.transferUpline} className={styles.form} {...form.props}>
            <Failure code={form.failure?.code} />
            <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
            <TextInput {...form.field("amount")} label={t("money.amount")} inputMode="decimal" />
            <WithdrawPasswordInput {...form.field("withdrawPassword")} />
            <SubmitButton label={t("money.uplineSubmit")} action={MONEY_PATHS.transferUpline} />
          </Form>
        </CentreSection>
      )}
    </CentrePage>
  );
}
