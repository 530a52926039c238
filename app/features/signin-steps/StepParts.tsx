import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as styles from "./steps.css";
import type { FieldMessageKey } from "./messages";
import type { StepActionData } from "./types";

/** The page under a step's popup: closing it goes home (a plain GET form without JavaScript). */
const CLOSED_PATH = "/";

/** A sign-in step as a popup over the home, like the login popup (rendered open by the server). */
export function StepDialog({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Dialog open onClose={() => navigate(CLOSED_PATH, { replace: true })} title={title} closeAction={CLOSED_PATH} name={name}>
      {children}
    </Dialog>
  );
}

/**
 * The step's last refusal, translated as the login popup's (`LoginFailureMessage`). Not that
 * component itself: sharing it would split the popup's script into one more chunk, and the
 * popup is at its page-weight budget (docs/decisions/page-weight.md).
 */
export function StepFailure({ last }: { last: Pick<StepActionData, "failure"> | undefined }) {
  const { t } = useTranslation();
  const failure = last?.failure;
  if (!failure) return null;
  return (
    <p role="alert" className={styles.alert}>
      {failure.retryAfterMinutes ? t("login.tooManyAttempts", { minutes: failure.retryAfterMinutes }) : t(`errors.${failure.code}`)}
    </p>
  );
}

/** A labelled text field whose message is a pack key (`signInSteps.*`, `login.*` or `errors.*`). */
export function StepField({
  id,
  name,
  label,
  error,
  type = "text",
  autoComplete,
  inputMode,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  error: FieldMessageKey | null | undefined;
  type?: "text" | "password" | "email";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text";
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={ui.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      />
      {error ? (
        <p id={errorId} className={ui.fieldError}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** "Sign in again": where an expired step sends the person. */
export function ExpiredStep({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <p role="alert" className={styles.alert}>
        {t("signInSteps.expired")}
      </p>
      <a className={`${ui.button.primary} ${ui.buttonLarge}`} href={loginPath}>
        {t("signInSteps.loginAgain")}
      </a>
    </div>
  );
}
