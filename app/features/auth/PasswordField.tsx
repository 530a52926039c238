import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { FieldState } from "~/forms/use-form-state";
import { Icon } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import { Field } from "~/ui/Field";

interface PasswordFieldProps {
  field: FieldState;
  label: string;
  /** "new-password" for a password being chosen (browsers then offer to generate and save one). */
  autoComplete?: "current-password" | "new-password";
}

/** A password input with a show/hide toggle. Never given a value: the server does not echo passwords. */
export function PasswordField({ field, label, autoComplete = "current-password" }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      <div className={ui.inputRow}>
        <input
          {...field.control}
          type={visible ? "text" : "password"}
          className={ui.input}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
        />
        <button
          type="button"
          className={ui.iconButton}
          aria-pressed={visible}
          aria-controls={field.id}
          aria-label={t(visible ? "login.hidePassword" : "login.showPassword")}
          title={t(visible ? "login.hidePassword" : "login.showPassword")}
          onClick={() => setVisible((on) => !on)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} />
        </button>
      </div>
    </Field>
  );
}
