import { Form, Link } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { PasswordField } from "~/features/auth/PasswordField";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import type { FieldState, useFormState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { PasswordExtra } from "./types";
import * as styles from "~/ui/auth.css";

/** A password form's browser state. */
export type PasswordFormState = ReturnType<typeof useFormState<PasswordExtra>>;

interface PasswordFormProps {
  action: string;
  state: PasswordFormState;
  /** Replaces the state's own submit check (the mobile form's "send code" checks the number only). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Sent as `intent` by the submit button (the mobile form's other button sends another). */
  submitIntent?: string;
  /** Hidden fields, inputs and extra buttons, between the failure and the submit button. */
  children: ReactNode;
}

/** A password form: a plain post (works without JavaScript), the platform's refusal, its fields, submit. */
export function PasswordForm({ action, state, onSubmit, submitLabel, submitIntent, children }: PasswordFormProps) {
  const { t } = useTranslation();
  const { submitting } = state;
  return (
    <Form method="post" action={action} replace className={styles.form} {...state.props} onSubmit={onSubmit ?? state.props.onSubmit}>
      <LoginFailureMessage failure={state.failure} />
      {children}
      <button
        type="submit"
        name={submitIntent ? "intent" : undefined}
        value={submitIntent}
        className={cx(ui.button.primary, ui.buttonLarge)}
        disabled={submitting}
      >
        {submitting ? t("passwords.saving") : submitLabel}
      </button>
    </Form>
  );
}

/**
 * A new password (with the rule's length bounds under it) and, when `confirm` is given, its
 * confirmation. Never refilled: keyed by the action's answer, they empty with each one.
 */
export function NewPasswordFields({
  password,
  confirm,
  rule,
  nonce,
}: {
  password: FieldState;
  confirm?: FieldState;
  rule: { min: number; max: number } | null;
  nonce: string | undefined;
}) {
  const { t } = useTranslation();
  const field = (state: FieldState, label: string) => (
    <PasswordField key={`${state.name}-${nonce}`} field={state} label={label} autoComplete="new-password" />
  );
  return (
    <>
      {field(password, t("passwords.newPassword"))}
      {rule ? <p className={ui.label}>{t("passwords.ruleHint", { min: rule.min, max: rule.max })}</p> : null}
      {confirm ? field(confirm, t("passwords.confirmNewPassword")) : null}
    </>
  );
}

/** A popup's closing message (a change done, an email sent): the text, and OK to `to`, the home by default (a link: no JavaScript needed). */
export function DoneMessage({ text, to = "/" }: { text: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={styles.status}>
        {text}
      </p>
      <div className={ui.dialogActions}>
        <Link to={to} replace className={ui.button.primary} data-autofocus>
          {t("passwords.ok")}
        </Link>
      </div>
    </>
  );
}
