import { useTranslation } from "~/i18n/react";
import type { FormFailure } from "~/forms/reply";
import * as styles from "./auth.css";

/** The platform's refusal, translated (`errors.<CODE>`), with the wait for TOO_MANY_ATTEMPTS. */
export function LoginFailureMessage({ failure }: { failure: FormFailure | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p role="alert" className={styles.formError} data-error-code={failure.code}>
      {failure.code === "TOO_MANY_ATTEMPTS" && failure.retryAfterMinutes
        ? t("login.tooManyAttempts", { minutes: failure.retryAfterMinutes })
        : t(`errors.${failure.code}`)}
    </p>
  );
}
