import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { errorAria, Field } from "~/ui/Field";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { ErrorCode } from "~/platform/errors";
import * as styles from "./money.css";
import type { MoneyActionData } from "./types";

/**
 * A money page: its title and sections (every page of the member centre's money area). While
 * the page itself reloads (a filter, a preset, the redirect after a post) it says so and is
 * marked busy.
 */
export function MoneyPage({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className={styles.page} data-page={name} aria-busy={reloading}>
      <h1 className={styles.heading}>{title}</h1>
      {reloading ? (
        <p role="status" className={styles.muted} data-state="loading">
          {t("common.loading")}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** A titled box of a money page. */
export function MoneySection({ title, children, name }: { title: string; children: ReactNode; name?: string }) {
  const id = `money-${name ?? title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className={styles.card} aria-labelledby={id} data-section={name}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The platform's refusal or failure, translated. */
export function Failure({ code }: { code: ErrorCode | null | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className={styles.alert} data-error-code={code}>
      {t(`errors.${code}`)}
    </p>
  );
}

/** What a successful post led to (after its redirect). */
export function Done({ text }: { text: string }) {
  return (
    <p role="status" className={styles.success} data-state="done">
      {text}
    </p>
  );
}

/** The action's last answer for the form named `form`, and its fields' errors and values. */
export function useMoneyForm(form: string) {
  const data = useActionData() as MoneyActionData | undefined;
  const last = data?.form === form ? data : undefined;
  const errorsOf = (name: string) => last?.result.error?.[name] ?? undefined;
  const valueOf = (name: string) => {
    const value = (last?.result.initialValue as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };
  return { last, errorsOf, valueOf, failure: last?.failure ?? null };
}

/** The form's submit button: disabled, and saying so, while its form posts. */
export function SubmitButton({ label, action, name, value }: { label: string; action: string; name?: string; value?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
  return (
    <button type="submit" name={name} value={value} className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy} aria-busy={busy}>
      {busy ? t("money.processing") : label}
    </button>
  );
}

/** The hidden key's own error (a stale or tampered form): the form's, as it has no field to show it under. */
export function KeyError({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation();
  const error = errors?.[0];
  if (!error) return null;
  return (
    <p role="alert" className={styles.alert} data-field-error="idempotencyKey">
      {t(error as "money.formExpired")}
    </p>
  );
}

/** The hidden idempotency key: the loader's, or the action's next one after a refusal. */
export function KeyField({ value }: { value: string }) {
  return <input type="hidden" name="idempotencyKey" value={value} />;
}

interface InputProps {
  id: string;
  name: string;
  label: string;
  errors: string[] | undefined;
  defaultValue?: string;
  type?: "text" | "password";
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  hint?: ReactNode;
  maxLength?: number;
}

/** A labelled text input with its first error (a translation key) and an optional hint under it. */
export function TextInput({
  id,
  name,
  label,
  errors,
  defaultValue,
  type = "text",
  inputMode,
  autoComplete = "off",
  hint,
  maxLength,
}: InputProps) {
  return (
    <Field id={id} label={label} errors={errors} after={hint ? <p className={styles.muted}>{hint}</p> : null}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        className={ui.input}
        defaultValue={type === "password" ? undefined : defaultValue}
        maxLength={maxLength}
        {...errorAria(id, errors)}
      />
    </Field>
  );
}

/** The withdrawal password of a money form (six digits, never refilled). */
export function WithdrawPasswordInput({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <TextInput
      id={id}
      name="withdrawPassword"
      type="password"
      inputMode="numeric"
      label={t("money.withdrawPassword")}
      errors={errors}
      maxLength={6}
    />
  );
}
