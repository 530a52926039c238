import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import type { FormFailure } from "~/forms/reply";
import type { FieldState } from "~/forms/use-form-state";
import { Field } from "~/ui/Field";
import { refusalText } from "~/ui/LoginFailureMessage";
import * as styles from "./steps.css";

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
 * The step's last refusal, translated as the login popup's (`LoginFailureMessage`), and the
 * form's own messages. Not that component itself: sharing it would split the popup's script
 * into one more chunk, and the popup is at its page-weight budget (docs/decisions/page-weight.md).
 */
export function StepFailure({ failure, formErrors }: { failure: FormFailure | null; formErrors?: string[] }) {
  const { t } = useTranslation();
  const translate = t as (key: string) => string;
  const text = failure ? refusalText(t, failure) : formErrors?.[0] ? translate(formErrors[0]) : null;
  if (!text) return null;
  return (
    <p role="alert" className={styles.alert} data-error-code={failure?.code}>
      {text}
    </p>
  );
}

/** A labelled text field of a step form (its message a pack key: `signInSteps.*`, `login.*` or `errors.*`). */
export function StepField({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
}: {
  field: FieldState;
  label: string;
  type?: "text" | "password" | "email";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text";
}) {
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      <input
        {...field.control}
        type={type}
        className={ui.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={field.defaultValue}
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
      />
    </Field>
  );
}

/**
 * "Sign in again": where an ended step sends the person. `failure` is the refusal that ended it
 * when it says more than "expired" (the fifth wrong authenticator code ends the pending sign-in
 * and locks the codes: the lock and its end are what the player needs to read).
 */
export function ExpiredStep({ loginPath, failure = null }: { loginPath: string; failure?: FormFailure | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      {failure ? (
        <StepFailure failure={failure} />
      ) : (
        <p role="alert" className={styles.alert}>
          {t("signInSteps.expired")}
        </p>
      )}
      <a className={`${ui.button.primary} ${ui.buttonLarge}`} href={loginPath}>
        {t("signInSteps.loginAgain")}
      </a>
    </div>
  );
}
