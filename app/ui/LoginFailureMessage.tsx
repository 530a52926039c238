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

/** The refusals of a sign-in that a break or the national register closed: each says where to get help. */
const CLOSED_CODES: ReadonlySet<string> = new Set(["SELF_EXCLUDED", "TIMED_OUT", "NATIONALLY_EXCLUDED", "EXCLUSION_ENDED"]);

/**
 * The platform's refusal, translated (`refusalText`, with the wait where there is one); a
 * time-out or self-exclusion with its end, and every refusal of a closed account (a break, the
 * national register, a self-exclusion not yet come back from) with where to get help, instead of
 * a bare failure.
 */
export function LoginFailureMessage({ failure }: { failure: FormFailure | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const closed = CLOSED_CODES.has(failure.code);
  const message = (
    <p role="alert" className={styles.formError} data-error-code={failure.code}>
      {refusalText(t, failure)}
      {closed && failure.until !== undefined
        ? ` ${failure.until === null ? t("login.excludedForGood") : t("login.excludedUntil", { until: failure.until })}`
        : null}
    </p>
  );
  if (!closed) return message;
  return (
    <>
      {message}
      <ExclusionHelp help={failure.help} />
    </>
  );
}

/** Where a player whose play is closed gets help: the responsible-gaming page and the brand's customer service (to talk, or to withdraw the balance). */
export function ExclusionHelp({ help }: { help: FormFailure["help"] }) {
  const { t } = useTranslation();
  return (
    <p className={styles.failureLine} data-help="exclusion">
      {t("login.excludedHelp")} <a href="/responsible-gaming">{t("login.excludedRgPage")}</a>
      {help?.email ? (
        <>
          {" · "}
          <a href={`mailto:${help.email}`}>{t("system.contactEmail", { email: help.email })}</a>
        </>
      ) : null}
      {help?.liveChat ? (
        <>
          {" · "}
          <a href={help.liveChat} target="_blank" rel="noopener noreferrer" onClick={(event) => openServiceWindow(event, help.liveChat!)}>
            {t("system.contactLiveChat")}
          </a>
        </>
      ) : null}
    </p>
  );
}
