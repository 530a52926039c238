import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import { errorAria, Field } from "~/ui/Field";

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  errors: string[] | undefined;
  /** "new-password" for a password being chosen (browsers then offer to generate and save one). */
  autoComplete?: "current-password" | "new-password";
}

/** A password input with a show/hide toggle. Never given a value: the server does not echo passwords. */
export function PasswordField({ id, name, label, errors, autoComplete = "current-password" }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} errors={errors}>
      <div className={ui.inputRow}>
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className={ui.input}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          {...errorAria(id, errors)}
        />
        <button
          type="button"
          className={ui.iconButton}
          aria-pressed={visible}
          aria-controls={id}
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
