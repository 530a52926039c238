import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BotCheck } from "~/features/bot-check/BotCheck";
import * as ui from "~/ui/ui.css";
import { CaptchaField } from "./CaptchaField";
import { errorAria, Field } from "~/ui/Field";
import { textValue, useLoginForm } from "./form-state";
import { LoginForm, RememberCheckbox, useRememberedValue } from "./LoginForm";
import { PasswordField } from "./PasswordField";
import { usernameLoginSchema } from "./schema";
import type { LoginActionData } from "./types";
import * as styles from "./auth.css";

interface UsernameLoginFormProps {
  /** The action's last answer for this form. */
  last: LoginActionData | undefined;
  rememberedUsername: string | null;
  redirectTo: string | null;
  /** The bot check's no-JavaScript pass (docs/decisions/bot-check.md). */
  noscriptPass: string;
}

/** Username, password, captcha when asked, remember me, forgot password. A plain form post without JS. */
export function UsernameLoginForm({ last, rememberedUsername, redirectTo, noscriptPass }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const { form, fields, submitting } = useLoginForm("login-username", usernameLoginSchema, last);
  const remembered = useRememberedValue(rememberedUsername, last !== undefined);
  const captchaShown = last?.captcha.shown ?? false;

  return (
    <LoginForm type="username" form={form} last={last} redirectTo={redirectTo} submitting={submitting}>
      {/* The bot check before sign-in; a submit waits for it. */}
      <BotCheck purpose="login" round={last?.captcha.nonce} noscriptPass={noscriptPass} />
      {captchaShown ? <input type="hidden" name="captchaShown" value="on" /> : null}

      <Field id={fields.username.id} label={t("auth.username")} errors={fields.username.errors}>
        <input
          ref={remembered.input}
          id={fields.username.id}
          name={fields.username.name}
          defaultValue={textValue(fields.username.initialValue)}
          className={ui.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...errorAria(fields.username.id, fields.username.errors)}
        />
      </Field>

      <PasswordField id={fields.password.id} name={fields.password.name} label={t("auth.password")} errors={fields.password.errors} />

      {captchaShown ? (
        <CaptchaField id={fields.captcha.id} name={fields.captcha.name} errors={fields.captcha.errors} nonce={last?.captcha.nonce ?? ""} />
      ) : null}

      <div className={styles.options}>
        <RememberCheckbox
          name={fields.remember.name}
          defaultChecked={fields.remember.initialValue === "on"}
          inputRef={remembered.remember}
        />
        <Link to="/forgot-password">{t("auth.forgotPassword")}</Link>
      </div>
    </LoginForm>
  );
}
