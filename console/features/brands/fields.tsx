import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { HTMLAttributes, ReactNode } from "react";
import * as staff from "../staff/ui.css";
import * as styles from "./ui.css";

/**
 * The brand forms' fields: each labelled, with an optional hint and its first error beside it
 * (the control points at both), the value typed kept when the server answers with an error.
 */

type Meta = FieldMetadata<unknown>;

function Errors({ meta }: { meta: Meta }) {
  const first = meta.errors?.[0];
  return first ? (
    <p id={meta.errorId} className={staff.fieldError}>
      {first}
    </p>
  ) : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={staff.hint}>
      {children}
    </p>
  );
}

interface InputFieldProps {
  meta: Meta;
  label: ReactNode;
  type?: "text" | "number" | "email" | "url" | "tel";
  hint?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  step?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  list?: string;
}

export function InputField({
  meta,
  label,
  type = "text",
  hint,
  inputMode,
  autoComplete = "off",
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
  return (
    <div className={staff.field}>
      <label className={staff.label} htmlFor={meta.id}>
        {label}
      </label>
      {hint ? <Hint id={hintId!}>{hint}</Hint> : null}
      <input
        key={key}
        {...props}
        inputMode={inputMode}
        autoComplete={autoComplete}
        step={step}
        min={min}
        max={max}
        maxLength={maxLength}
        placeholder={placeholder}
        list={list}
      />
      <Errors meta={meta} />
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
    <div className={staff.field}>
      <label className={staff.label} htmlFor={meta.id}>
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
      <Errors meta={meta} />
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
      <Errors meta={meta} />
    </fieldset>
  );
}
