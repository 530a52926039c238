import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import * as styles from "./form.css";
import * as root from "./styles.css";

/** A form's parts besides its fields: its own messages, a button that shows it is busy, which field to focus. */

/**
 * The name of the first of `names` (in the form's order) with an error: the field a page read
 * without JavaScript focuses (`focusOnLoad`), as the form itself does once scripts run.
 */
export function firstWithError(fields: Record<string, { errors?: string[] }>, names: readonly string[]): string | undefined {
  return names.find((name) => fields[name]?.errors?.length);
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
