import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "./FieldError";
import * as styles from "./auth.css";

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  errors: string[] | undefined;
}

/** A password input with a show/hide toggle. Never given a value: the server does not echo passwords. */
export function PasswordField({ id, name, label, errors }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className={styles.input}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t(visible ? "login.hidePassword" : "login.showPassword")}
          title={t(visible ? "login.hidePassword" : "login.showPassword")}
          onClick={() => setVisible((on) => !on)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
