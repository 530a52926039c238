import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from "react";
import * as styles from "./form.css";

/**
 * The console's form fields: each labelled, with an optional hint and its first error beside it
 * (the control points at both), the value typed kept when the server answers with an error.
 */

type Meta = FieldMetadata<unknown>;

/** A field's first error, the paragraph its control points at. */
export function FieldError({ meta }: { meta: Meta }) {
  const first = meta.errors?.[0];
  return first ? (
    <p id={meta.errorId} className={styles.fieldError}>
      {first}
    </p>
  ) : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

interface InputFieldProps {
  meta: Meta;
  label: ReactNode;
  type?: "text" | "email" | "password" | "date" | "search" | "number" | "url" | "tel";
  hint?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** Focused when it appears (also without JavaScript): the form's first field, or its first field with an error. */
  focusOnLoad?: boolean;
  step?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  list?: string;
}

/** A labelled input: its label, an optional hint, the control and its first error (which the control points at). */
export function InputField({
  meta,
  label,
  type = "text",
  hint,
  inputMode,
  autoComplete = "off",
  focusOnLoad,
  step,
  min,
  max,
  maxLength,
  placeholder,
  list,
}: InputFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  // The browser's own checks stay off (the form's are worded, beside the field, and the server's are the same).
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type, ariaDescribedBy: hintId });
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
      {hint ? <Hint id={hintId!}>{hint}</Hint> : null}
      <input
        key={key}
        {...props}
        // A secret is never typed in again from what the server sent back.
        defaultValue={type === "password" ? undefined : props.defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        ref={input}
        step={step}
        min={min}
        max={max}
        maxLength={maxLength}
        placeholder={placeholder}
        list={list}
      />
      <FieldError meta={meta} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  hint,
}: {
  meta: Meta;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>);
  const describedBy = [props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      {hint ? <Hint id={hintId!}>{hint}</Hint> : null}
      <select key={key} {...props} aria-describedby={describedBy}>
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

/** A group of checkboxes for a list field (languages, verticals): a fieldset, its legend the label. */
export function CheckboxesField({
  meta,
  legend,
  options,
  hint,
}: {
  meta: Meta;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const boxes = getCollectionProps(meta as FieldMetadata<string[]>, { type: "checkbox", options: options.map((option) => option.value) });
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <Hint id={hintId!}>{hint}</Hint> : null}
      <div className={styles.checkboxes}>
        {boxes.map(({ key, ...props }, index) => (
          <label key={key ?? props.value} className={styles.checkbox}>
            <input {...props} aria-describedby={undefined} />
            {options[index].label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
