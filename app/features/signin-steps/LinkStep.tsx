import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { ExpiredStep, StepDialog, StepFailure, StepField } from "./StepParts";
import { LINK_PATH } from "./paths";
import { LINK_FORM, type LinkView, type StepExtra } from "./types";
import * as styles from "./steps.css";

/** The link step: a provider's identity no account has yet is linked by the account's username and password. */
export function LinkStep() {
  const { t } = useTranslation();
  const { provider, rules } = useLoaderData<LinkView>();
  const state = useFormState<StepExtra>({ form: LINK_FORM, rules, action: LINK_PATH });
  const name = provider ? t(`signInSteps.provider.${provider}`) : "";
  return (
    <StepDialog title={provider ? t("signInSteps.linkTitle", { provider: name }) : t("auth.loginTitle")} name="social-link">
      {!provider || state.extra?.expired ? (
        <ExpiredStep loginPath="/login" />
      ) : (
        <Form method="post" action={LINK_PATH} replace className={styles.form} {...state.props}>
          <p className={styles.intro}>{t("signInSteps.linkIntro", { provider: name })}</p>
          <StepFailure failure={state.failure} formErrors={state.formErrors} />
          <StepField field={state.field("username")} label={t("auth.username")} autoComplete="username" />
          <StepField field={state.field("password")} type="password" label={t("auth.password")} autoComplete="current-password" />
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={state.submitting}>
            {t("signInSteps.linkSubmit")}
          </button>
        </Form>
      )}
    </StepDialog>
  );
}
