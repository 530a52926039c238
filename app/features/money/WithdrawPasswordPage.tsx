import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import * as styles from "~/ui/account-page.css";
import { useFormState } from "~/forms/use-form-state";
import { useFlashSaid } from "~/ui/FlashMessage";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { CentrePage } from "~/ui/CentrePage";
import { useInCentre } from "~/session/centre-path";
import type { NextKey } from "~/forms/money";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import type { WithdrawPasswordView } from "./withdraw-password.server";

/** The withdrawal password tab: six digits, twice; the current one when one is set. */
export function WithdrawPasswordPage({ view }: { view: WithdrawPasswordView }) {
  const { t } = useTranslation();
  const inCentre = useInCentre();
  const action = inCentre(MONEY_PATHS.withdrawalPassword);
  const form = useFormState<NextKey>({ form: "withdrawPassword", rules: view.rules, action });
  const done = useFlashSaid(MONEY_DONE.withdrawPassword);
  const field = (name: "oldPassword" | "newPassword" | "confirmNewPassword") => (
    <TextInput
      // Emptied after every answer (each brings a new key): passwords are never refilled.
      key={`${name}-${form.extra?.nextKey}`}
      {...form.field(name)}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      label={t(`money.${name}`)}
      maxLength={6}
      hint={name === "newPassword" ? t("money.passwordRule") : undefined}
    />
  );
  return (
    <CentrePage name="withdrawalPassword" title={t("money.withdrawalPasswordTitle")}>
      {done ? (
        <p>
          <Link to={inCentre(MONEY_PATHS.withdraw)}>{t("money.continueToWithdraw")}</Link>
        </p>
      ) : null}
      {!view.status.ok ? (
        <SectionError code={view.status.code} />
      ) : (
        <Form method="post" action={action} className={styles.form} {...form.props}>
          <p className={styles.muted}>{view.status.value.set ? t("money.passwordIsSet") : t("money.passwordNotSet")}</p>
          <Failure code={form.failure?.code} />
          {view.status.value.set ? field("oldPassword") : null}
          {field("newPassword")}
          {field("confirmNewPassword")}
          <SubmitButton label={t("money.passwordSubmit")} action={action} />
        </Form>
      )}
    </CentrePage>
  );
}
