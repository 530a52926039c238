import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { FieldState } from "~/forms/use-form-state";
import type { ErrorCode } from "~/platform/errors";
import { cx } from "~/ui/cx";
import { errorAria, Field } from "~/ui/Field";
import * as styles from "~/ui/form-parts.css";
import * as ui from "~/ui/ui.css";

/**
 * What the portal's plain-post forms show around their fields: the platform's refusal, what a
 * post did, the submit button, the hidden idempotency key and its error, a labelled text input.
 */

/**
 * The platform's refusal or failure (a form's `failure.code`, or a read's error), translated.
 * CHECKING is no refusal: the page's frame says it (`Checking`), where it shows whatever the page could load.
 */
export function Failure({ code }: { code: ErrorCode | null | undefined }) {
  const { t } = useTranslation();
  if (!code || code === "CHECKING") return null;
  return (
    <p role="alert" className={styles.alert} data-error-code={code}>
      {t(`errors.${code}`)}
    </p>
  );
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
  const message = errors?.[0];
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert} data-field-error="idempotencyKey">
      {t(message as "money.formExpired")}
    </p>
  );
}

/** The hidden idempotency key: the loader's, or the action's next one (`extra.nextKey`) after a refusal. */
export function KeyField({ value }: { value: string }) {
  return <input type="hidden" name="idempotencyKey" value={value} />;
}

interface InputProps {
  id: string;
  name: string;
  label: string;
  errors: string[] | undefined;
  /** The value to show: the reply's (a `FieldState` spread in brings it), else the page's. */
  defaultValue?: string;
  /** The constraint and aria attributes of the form state's field (`useFormState().field(name)` spread in). */
  control?: FieldState["control"];
  type?: "text" | "password";
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  hint?: ReactNode;
  maxLength?: number;
}

/**
 * A labelled text input with its first error (a translation key) and an optional hint under it.
 * Spread a form state's field in (`<TextInput {...form.field("amount")} label=… />`): its
 * control brings the rules made from the form's schema.
 */
export function TextInput({
  id,
  name,
  label,
  errors,
  defaultValue,
  control,
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
        {...control}
      />
    </Field>
  );
}
