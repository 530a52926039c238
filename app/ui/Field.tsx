import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { errorIdOf } from "~/forms/rules";
import * as ui from "~/ui/ui.css";

/** `t` given keys built at run time. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * How a form translates its fields' messages, when it has more than the sign-in's (the
 * register popup's rule messages): provided around the form, so the login popup's
 * JavaScript does not carry the register messages.
 */
// Marked pure: a route that only names a lazily loaded popup must not keep this module for its side effects.
export const FieldMessages = /* @__PURE__ */ createContext<((t: Translate, message: string) => string) | null>(null);

/** aria-invalid and aria-describedby of a control whose errors its `Field` or `FieldError` shows. */
export function errorAria(id: string, errors: string[] | undefined) {
  return errors?.length ? { "aria-invalid": true, "aria-describedby": errorIdOf(id) } : {};
}

interface FieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label: ReactNode;
  errors: string[] | undefined;
  /** The control and what sits beside it. */
  children: ReactNode;
  /** Under the error (e.g. whether a code was sent). */
  after?: ReactNode;
}

/** A labelled form field: its label, its control, its first error. */
export function Field({ id, label, errors, children, after }: FieldProps) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldError id={id} errors={errors} />
      {after}
    </div>
  );
}

/** The first error of the control `id`, translated (by the form's `FieldMessages`, else as a sign-in message). */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  const translate = useContext(FieldMessages);
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={errorIdOf(id)} className={ui.fieldError}>
      {/* A translation key: the forms' schemas (the same on both sides) make every message. */}
      {translate ? translate(t as Translate, first) : t(first as "common.required")}
    </p>
  );
}
