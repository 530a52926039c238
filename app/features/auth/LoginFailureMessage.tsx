import { useTranslation } from "~/i18n/react";
import type { FormFailure } from "~/forms/reply";
import { openServiceWindow } from "~/features/layout/service-window";
import * as styles from "./auth.css";

/**
 * The platform's refusal, translated (`errors.<CODE>`), with the wait for TOO_MANY_ATTEMPTS and
 * the lock's end for SECOND_FACTOR_LOCKED; a
 * time-out or self-exclusion with its end and where to get help (the responsible-gaming page,
 * the brand's customer service) instead of a bare failure.
 */
export function LoginFailureMessage({ failure }: { failure: FormFailure | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const paused = failure.code === "SELF_EXCLUDED" || failure.code === "TIMED_OUT";
  const message = (
    <p role="alert" className={styles.formError} data-error-code={failure.code}>
      {failure.code === "TOO_MANY_ATTEMPTS" && failure.retryAfterMinutes
        ? t("login.tooManyAttempts", { minutes: failure.retryAfterMinutes })
        : t(`errors.${failure.code}`)}
      {failure.code === "SECOND_FACTOR_LOCKED" && failure.until && failure.retryAfterMinutes
        ? `. ${t("login.secondFactorLockedUntil", { until: failure.until, minutes: failure.retryAfterMinutes })}`
        : null}
      {paused && failure.until !== undefined
        ? ` ${failure.until === null ? t("login.excludedForGood") : t("login.excludedUntil", { until: failure.until })}`
        : null}
    </p>
  );
  if (!paused) return message;
  return (
    <>
      {message}
      <p className={styles.failureLine} data-help="exclusion">
        {t("login.excludedHelp")} <a href="/responsible-gaming">{t("login.excludedRgPage")}</a>
        {failure.help?.email ? (
          <>
            {" · "}
            <a href={`mailto:${failure.help.email}`}>{t("system.contactEmail", { email: failure.help.email })}</a>
          </>
        ) : null}
        {failure.help?.liveChat ? (
          <>
            {" · "}
            <a
              href={failure.help.liveChat}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => openServiceWindow(event, failure.help!.liveChat!)}
            >
              {t("system.contactLiveChat")}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
