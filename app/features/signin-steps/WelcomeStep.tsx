import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { StepDialog, StepFailure } from "./StepParts";
import { WELCOME_PATH } from "./paths";
import { WELCOME_FORM, type WelcomeView } from "./types";
import * as styles from "./steps.css";

/** The first-login step: the first-login notices, and Continue (a plain form post). */
export function WelcomeStep() {
  const { t } = useTranslation();
  const view = useLoaderData<WelcomeView>();
  const state = useFormState({ form: WELCOME_FORM, action: WELCOME_PATH });
  return (
    <StepDialog title={t("signInSteps.welcomeTitle", { username: view.username })} name="first-login">
      <Form method="post" action={WELCOME_PATH} replace className={styles.form} {...state.props}>
        <p className={styles.intro}>{t("signInSteps.welcomeIntro")}</p>
        <section aria-label={t("header.notices")}>
          {!view.notices.ok ? (
            <p role="alert" className={styles.alert}>
              {t("signInSteps.noticesUnavailable")} {t(`errors.${view.notices.code}`)}
            </p>
          ) : view.notices.items.length === 0 ? (
            <p className={styles.intro}>{t("signInSteps.noNotices")}</p>
          ) : (
            <ul className={styles.notices}>
              {view.notices.items.map((notice) => (
                <li key={notice.id}>{notice.title}</li>
              ))}
            </ul>
          )}
        </section>
        <StepFailure failure={state.failure} />
        {view.redirectTo ? <input type="hidden" name="redirectTo" value={view.redirectTo} /> : null}
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={state.submitting} data-autofocus>
          {t("signInSteps.continue")}
        </button>
      </Form>
    </StepDialog>
  );
}
