import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { errorTextOf } from "./messages";
import { ExpiredStep, StepFailure, StepField } from "./StepParts";
import type { StepActionData, VerificationMethod, VerifyView } from "./types";
import * as styles from "./steps.css";

/**
 * The verification step's content (the player's popup and the agent page share it): the
 * methods as links (`?method=`), then the chosen method's form. Plain forms and links:
 * it all works without JavaScript. `action` is the step's own path.
 */
export function VerifyStep({ action, loginPath }: { action: string; loginPath: string }) {
  const { t } = useTranslation();
  const view = useLoaderData<VerifyView>();
  const last = useActionData<StepActionData>();
  const navigation = useNavigation();
  if (view.state === "expired" || last?.expired) return <ExpiredStep loginPath={loginPath} />;
  if (view.state === "unavailable") {
    return (
      <p role="alert" className={styles.alert}>
        {t(`errors.${view.code}`)}
      </p>
    );
  }
  const { method, methods, mobileHint, redirectTo } = view;
  const busy = navigation.state !== "idle";
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

      <StepFailure last={last} />

      {method === "mobile" ? (
        <Form method="post" action={linkTo(method)} replace className={styles.sendRow}>
          {hidden}
          <button type="submit" name="intent" value="send" className={ui.button.secondary} disabled={busy}>
            {t("signInSteps.sendCode")}
          </button>
          {last?.sentMinutes ? (
            <p role="status" className={styles.status}>
              {t("signInSteps.codeSent", { minutes: last.sentMinutes })}
            </p>
          ) : null}
        </Form>
      ) : null}

      <Form method="post" action={linkTo(method)} replace className={styles.form} key={method}>
        {hidden}
        <input type="hidden" name="intent" value="verify" />
        <StepField
          id={`verify-${method}`}
          name="answer"
          label={t(`signInSteps.answerLabel.${method}`, { mobile: mobileHint ?? "" })}
          error={errorTextOf(last?.fieldError)}
          type={method === "email" ? "email" : "text"}
          autoComplete={method === "totp" || method === "mobile" ? "one-time-code" : method === "email" ? "email" : "off"}
          inputMode={method === "totp" || method === "mobile" ? "numeric" : undefined}
        />
        <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy}>
          {t("signInSteps.confirm")}
        </button>
      </Form>
    </div>
  );
}
