import { useTranslation } from "~/i18n/react";
import type { FormFailure } from "~/forms/reply";
import { openServiceWindow } from "~/ui/service-window";
import * as styles from "./auth.css";

type Translate = ReturnType<typeof useTranslation>["t"];

/**
 * A refusal's text (`errors.<CODE>`), saying when to try again where waiting helps: too many
 * attempts, codes by SMS paused for the brand (its budget spent), or the second factor's codes
 * locked (with the lock's end).
 */
export function refusalText(t: Translate, failure: Pick<FormFailure, "code" | "retryAfterMinutes" | "until">) {
  const { code, retryAfterMinutes: minutes } = failure;
  if (code === "SECOND_FACTOR_LOCKED" && failure.until && minutes)
    return `${t("errors.SECOND_FACTOR_LOCKED")}. ${t("login.secondFactorLockedUntil", { until: failure.until, minutes })}`;
  if (!minutes) return t(`errors.${code}`);
  return code === "SMS_UNAVAILABLE" ? t("login.smsUnavailable", { minutes }) : t("login.tooManyAttempts", { minutes });
}

/**
 * The platform's refusal, translated (`refusalText`, with the wait where there is one); a
 * time-out or self-exclusion with its end and where to get help (the responsible-gaming page,
 * the brand's customer service) instead of a bare failure.
 */
export function LoginFailureMessage({ failure }: { failure: FormFailure | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const paused = failure.code === "SELF_EXCLUDED" || failure.code === "TIMED_OUT";
  const message = (
    <p role="alert" className={styles.formError} data-error-code={failure.code}>
      {refusalText(t, failure)}
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
