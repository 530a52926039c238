import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { SocialProvider } from "~/platform/contract/sign-in-steps";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { errorTextOf } from "./messages";
import { ExpiredStep, StepDialog, StepFailure, StepField } from "./StepParts";
import { LINK_PATH } from "./paths";
import type { StepActionData } from "./types";
import * as styles from "./steps.css";

/** The link step: a provider's identity no account has yet is linked by the account's username and password. */
export function LinkStep() {
  const { t } = useTranslation();
  const { provider } = useLoaderData<{ provider: SocialProvider | null }>();
  const last = useActionData<StepActionData>();
  const busy = useNavigation().state !== "idle";
  const name = provider ? t(`signInSteps.provider.${provider}`) : "";
  const fieldError = errorTextOf(last?.fieldError);
  return (
    <StepDialog title={provider ? t("signInSteps.linkTitle", { provider: name }) : t("auth.loginTitle")} name="social-link">
      {!provider || last?.expired ? (
        <ExpiredStep loginPath="/login" />
      ) : (
        <Form method="post" action={LINK_PATH} replace className={styles.form}>
          <p className={styles.intro}>{t("signInSteps.linkIntro", { provider: name })}</p>
          <StepFailure last={last} />
          <StepField
            id="link-username"
            name="username"
            label={t("auth.username")}
            autoComplete="username"
            error={fieldError?.startsWith("login.username") ? fieldError : null}
          />
          <StepField
            id="link-password"
            name="password"
            type="password"
            label={t("auth.password")}
            autoComplete="current-password"
            error={fieldError && !fieldError.startsWith("login.username") ? fieldError : null}
          />
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy}>
            {t("signInSteps.linkSubmit")}
          </button>
        </Form>
      )}
    </StepDialog>
  );
}
