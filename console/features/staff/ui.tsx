import { getInputProps, getSelectProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from "react";
import { formatDateTime, UTC_ZONE } from "~/format/dates";
import * as root from "../../ui/styles.css";
import * as styles from "./ui.css";

/** The staff pages' form parts: a labelled field with its first error, the form's own messages, a button that shows it is busy. */

/** A time as the console shows it, always in UTC with seconds: "2026-11-30 03:12:45 UTC". */
export const formatUtc = (at: string | number | Date) => formatDateTime(at, UTC_ZONE, { seconds: true });

type InputType = "email" | "password" | "text" | "date" | "search";

interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Focused when it appears (also without JavaScript): the form's first field, or its first field with an error. */
  focusOnLoad?: boolean;
  hint?: ReactNode;
  maxLength?: number;
  list?: string;
}

/** A labelled input: its label, an optional hint, the control and its first error (which the control points at). */
export function TextField({ meta, label, type = "text", autoComplete, inputMode, focusOnLoad, hint, maxLength, list }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  const input = useRef<HTMLInputElement>(null);
  // Only on a page whose one task starts in this field (signing in), or at the field an answer refused.
  useEffect(() => {
    if (focusOnLoad) input.current?.focus();
  }, [focusOnLoad]);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        // A secret is never typed in again from what the server sent back.
        defaultValue={type === "password" ? undefined : props.defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        ref={input}
        maxLength={maxLength}
        list={list}
      />
      <FieldError meta={meta} />
    </div>
  );
}

interface SelectFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ meta, label, options }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      <select key={key} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * The name of the first of `names` (in the form's order) with an error: the field a page read
 * without JavaScript focuses (`focusOnLoad`), as the form itself does once scripts run.
 */
export function firstWithError(fields: Record<string, { errors?: string[] }>, names: readonly string[]): string | undefined {
  return names.find((name) => fields[name]?.errors?.length);
}

export function FieldError({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const first = meta.errors?.[0];
  return first ? (
    <p id={meta.errorId} className={styles.fieldError}>
      {first}
    </p>
  ) : null;
}

/** A reply's first message (a field's, else the form's own): for a form that shows one line (a table's row). */
export const firstMessage = (result: SubmissionResult<string[]>): string | undefined =>
  Object.values(result.error ?? {}).flatMap((messages) => messages ?? [])[0];

/** The form's own messages (a refusal, a lock): read out as they appear. */
export function FormErrors({ id, errors }: { id?: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={styles.formError}>
      {errors.map((message) => (
        <p key={message} className={styles.flush}>
          {message}
        </p>
      ))}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.formNotice}>
      {children}
    </p>
  );
}

/**
 * Whether a form of this page is being sent (and its answer loaded): by its `intent` (and the
 * row's `id`) when given, else any form of the method. The button that sent it says so and cannot
 * be pressed twice.
 */
export function usePending(intent?: string, id?: string, method: "POST" | "GET" = "POST"): boolean {
  const navigation = useNavigation();
  const data = navigation.formData;
  if (navigation.state === "idle" || !data || navigation.formMethod?.toUpperCase() !== method) return false;
  if (intent !== undefined && data.get("intent") !== intent) return false;
  return id === undefined || data.get("id") === id;
}

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  pending: boolean;
  /** What the button says while its form is being sent. */
  pendingLabel: string;
  secondary?: boolean;
}

/**
 * A form's submit button. While its form is being sent it says so and does nothing when pressed
 * again; it is not disabled, so keyboard focus stays where it was rather than falling to the page.
 */
export function SubmitButton({ pending, pendingLabel, secondary, children, className, ...rest }: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type="submit"
      className={[secondary ? root.secondaryButton : root.button, pending ? styles.busy : "", className ?? ""].filter(Boolean).join(" ")}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export interface OneTimeCredentials {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
  /** The otpauth link as a QR code (an SVG data URI). */
  qrCode: string;
}

/**
 * A staff member's new password and authenticator secret, shown once: the store keeps the
 * password's hash only, so the page that made them is the one chance to hand them over.
 */
export function CredentialsPanel({ credentials, heading }: { credentials: OneTimeCredentials; heading: string }) {
  // The form that asked for them is further down the page: its reader is taken to them.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [credentials]);
  return (
    <section className={styles.panel} aria-labelledby="credentials-heading">
      <h2 id="credentials-heading" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      <p>
        Hand these to {credentials.email} now, in person or over a channel you trust: they are shown this once and cannot be shown again.
        Their authenticator app adds the account from the QR code, or from the secret typed in.
      </p>
      <dl className={styles.definitions}>
        <dt>E-mail</dt>
        <dd className={styles.secret}>{credentials.email}</dd>
        <dt>One-time password</dt>
        <dd className={styles.secret} data-testid="one-time-password">
          {credentials.password}
        </dd>
        <dt>Authenticator secret</dt>
        <dd className={styles.secret} data-testid="totp-secret">
          {credentials.totpSecret}
        </dd>
        <dt>Authenticator link</dt>
        <dd className={styles.secret}>{credentials.otpauthUri}</dd>
      </dl>
      <img className={styles.qr} src={credentials.qrCode} alt={`QR code of the authenticator link for ${credentials.email}`} />
    </section>
  );
}

export const visuallyHidden = styles.visuallyHidden;
