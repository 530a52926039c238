import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { BotCheck } from "~/forms/bot-check/BotCheck";
import { VERIFY_PATH } from "./paths";
import { ExpiredStep, StepDialog, StepFailure, StepField } from "./StepParts";
import { VERIFY_FORM, VERIFY_SEND_FORM, type StepExtra, type VerificationMethod, type VerifyView } from "./types";
import * as styles from "./steps.css";

/**
 * The verification step's content (the player's popup and the agent page share it): the
 * methods as links (`?method=`), then the chosen method's form. Plain forms and links:
 * it all works without JavaScript. `action` is the step's own path.
 */
export function VerifyStep({ action, loginPath }: { action: string; loginPath: string }) {
  const { t } = useTranslation();
  const view = useLoaderData<VerifyView>();
  const confirm = useFormState<StepExtra>({ form: VERIFY_FORM, rules: view.state === "pending" ? view.rules : undefined, action });
  const send = useFormState<StepExtra>({ form: VERIFY_SEND_FORM, action });
  if (view.state === "expired" || confirm.extra?.expired || send.extra?.expired) {
    // The last answer's own refusal, unless it was the expiry itself.
    const ended = confirm.failure?.code === "VERIFICATION_EXPIRED" ? null : confirm.failure;
    return <ExpiredStep loginPath={loginPath} failure={ended} />;
  }
  if (view.state === "unavailable") {
    return (
      <p role="alert" className={styles.alert}>
        {t(`errors.${view.code}`)}
      </p>
    );
  }
  const { method, methods, mobileHint, redirectTo, locked } = view;
  const busy = confirm.submitting || send.submitting;
  const linkTo = (next: VerificationMethod) => {
    const params = new URLSearchParams({ method: next });
    if (redirectTo) params.set("redirectTo", redirectTo);
    return `${action}?${params}`;
  };
  const hidden = (
    <>
      <input type="hidden" name="method" value={method} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t("signInSteps.verifyIntro")}</p>
      {methods.length > 1 ? (
        <nav aria-label={t("signInSteps.methods")}>
          <ul className={styles.methods}>
            {methods.map((candidate) => (
              <li key={candidate}>
                <Link
                  to={linkTo(candidate)}
                  replace
                  className={cx(styles.method, candidate === method && styles.methodCurrent)}
                  aria-current={candidate === method ? "page" : undefined}
                >
                  {t(`signInSteps.method.${candidate}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <StepFailure failure={send.failure ?? confirm.failure ?? locked} formErrors={send.formErrors ?? confirm.formErrors} />

      {method === "mobile" ? (
        <Form method="post" action={linkTo(method)} replace className={styles.sendRow} {...send.props}>
          {hidden}
          <BotCheck purpose="sms" round={send.reply} noscriptPass={view.smsNoscriptPass} />
          <button type="submit" name="intent" value="send" className={ui.button.secondary} disabled={busy}>
            {t("signInSteps.sendCode")}
          </button>
          {send.done ? (
            <p role="status" className={styles.status}>
              {t(send.done.message as "signInSteps.codeSent", send.done.values)}
            </p>
          ) : null}
        </Form>
      ) : null}

      <Form method="post" action={linkTo(method)} replace className={styles.form} key={method} {...confirm.props}>
        {hidden}
        <input type="hidden" name="intent" value="verify" />
        <StepField
          field={confirm.field("answer")}
          label={t(`signInSteps.answerLabel.${method}`, { mobile: mobileHint ?? "" })}
          type={method === "email" ? "email" : "text"}
          autoComplete={method === "totp" || method === "mobile" ? "one-time-code" : method === "email" ? "email" : "off"}
          inputMode={method === "mobile" ? "numeric" : undefined}
        />
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy}>
          {t("signInSteps.confirm")}
        </button>
      </Form>
    </div>
  );
}

/** The player's verification step: a popup over the home (`/login/verify`). */
export function VerifyStepDialog() {
  const { t } = useTranslation();
  return (
    <StepDialog title={t("signInSteps.verifyTitle")} name="verify">
      <VerifyStep action={VERIFY_PATH} loginPath="/login" />
    </StepDialog>
  );
}
