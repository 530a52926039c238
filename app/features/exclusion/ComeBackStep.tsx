import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { ExpiredStep, StepDialog, StepFailure } from "~/features/signin-steps/StepParts";
import * as styles from "~/features/signin-steps/steps.css";
import { cx } from "~/ui/cx";
import { ExclusionHelp, LoginFailureMessage } from "~/ui/LoginFailureMessage";
import * as ui from "~/ui/ui.css";
import { COME_BACK_PATH } from "./paths";
import { COME_BACK_FORM, type ComeBackExtra, type ComeBackView } from "./types";

/**
 * The come-back step after a self-exclusion ended: ask to come back, wait out the cooling-off,
 * then (signed in again, which leads here again) confirm. Plain forms: it works without JavaScript.
 */
export function ComeBackStep() {
  const { t } = useTranslation();
  const view = useLoaderData<ComeBackView>();
  const form = useFormState<ComeBackExtra>({ form: COME_BACK_FORM, action: COME_BACK_PATH });
  return (
    <StepDialog title={t("signInSteps.comeBackTitle")} name="come-back">
      {view.state === "expired" || form.extra?.expired ? (
        <ExpiredStep loginPath="/login" />
      ) : view.state === "unavailable" ? (
        <p role="alert" className={styles.alert}>
          {t(`errors.${view.code}`)}
        </p>
      ) : view.state === "OPEN" ? (
        <div className={styles.form}>
          <p role="status" className={styles.status} data-state="open">
            {t("signInSteps.comeBackDone")}
          </p>
          <a className={cx(ui.button.primary, ui.buttonLarge)} href="/login">
            {t("signInSteps.loginAgain")}
          </a>
        </div>
      ) : (
        <div className={styles.form}>
          {view.state === "ASK" ? <LoginFailureMessage failure={{ code: "EXCLUSION_ENDED", help: view.help }} /> : null}
          <StepFailure failure={form.failure} formErrors={form.formErrors} />
          <p className={styles.intro}>{t("signInSteps.comeBackEnded", { ended: view.ended })}</p>
          {view.state === "WAIT" ? (
            <p role="status" className={styles.status} data-state="waiting">
              {t("signInSteps.comeBackWaiting", { asked: view.asked, until: view.until })}
            </p>
          ) : (
            <Form method="post" action={COME_BACK_PATH} replace className={styles.form} {...form.props}>
              <p className={styles.intro}>{view.state === "ASK" ? t("signInSteps.comeBackHow") : t("signInSteps.comeBackReady")}</p>
              <button
                type="submit"
                name="intent"
                value={view.state === "ASK" ? "ask" : "confirm"}
                className={cx(ui.button.primary, ui.buttonLarge)}
                disabled={form.submitting}
              >
                {view.state === "ASK" ? t("signInSteps.comeBackAsk") : t("signInSteps.comeBackConfirm")}
              </button>
            </Form>
          )}
          {view.state === "ASK" ? null : <ExclusionHelp help={view.help} />}
        </div>
      )}
    </StepDialog>
  );
}
