import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { FieldState, FormState } from "~/features/auth/form-state";
import { PasswordField } from "~/features/auth/PasswordField";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { PasswordActionData } from "./types";
import * as styles from "~/features/auth/auth.css";

interface PasswordFormProps {
  action: string;
  form: FormState;
  /** The action's last answer for this form. */
  last: PasswordActionData | undefined;
  submitLabel: string;
  /** Sent as `intent` by the submit button (the mobile form's other button sends another). */
  submitIntent?: string;
  /** Hidden fields, inputs and extra buttons, between the failure and the submit button. */
  children: ReactNode;
}

/** A password form: a plain post (works without JavaScript), the platform's refusal, its fields, submit. */
export function PasswordForm({ action, form, last, submitLabel, submitIntent, children }: PasswordFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} replace className={styles.form} {...form.props}>
      <LoginFailureMessage failure={last?.failure ?? null} />
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

/** The action's answer when it is this form's. */
export const answerOf = (data: unknown, form: PasswordActionData["form"]) =>
  (data as PasswordActionData | undefined)?.form === form ? (data as PasswordActionData) : undefined;

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
    <PasswordField
      key={`${state.name}-${nonce}`}
      id={state.id}
      name={state.name}
      label={label}
      errors={state.errors}
      autoComplete="new-password"
    />
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
