import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BotCheck } from "~/forms/bot-check/BotCheck";
import type { FormRules } from "~/forms/rules";
import { useFormState } from "~/forms/use-form-state";
import * as ui from "~/ui/ui.css";
import { Field } from "~/ui/Field";
import { CaptchaField } from "./CaptchaField";
import { LOGIN_ACTION_PATH, LoginForm, RememberCheckbox, useRememberedValue } from "./LoginForm";
import { PasswordField } from "./PasswordField";
import { USERNAME_FORM, type LoginExtra } from "./types";
import * as styles from "~/ui/auth.css";

interface UsernameLoginFormProps {
  /** The form's browser rules (from its schema, by the /login loader). */
  rules: FormRules;
  rememberedUsername: string | null;
  redirectTo: string | null;
  /** The bot check's no-JavaScript pass (docs/decisions/bot-check.md). */
  noscriptPass: string;
}

/** Username, password, captcha when asked, remember me, forgot password. A plain form post without JS. */
export function UsernameLoginForm({ rules, rememberedUsername, redirectTo, noscriptPass }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const state = useFormState<LoginExtra>({ form: USERNAME_FORM, rules, action: LOGIN_ACTION_PATH });
  const remembered = useRememberedValue(rememberedUsername, state.reply !== undefined);
  const captcha = state.extra?.captcha;
  const username = state.field("username");
  const remember = state.field("remember");

  return (
    <LoginForm type="username" state={state} redirectTo={redirectTo}>
      {/* The bot check before sign-in; a submit waits for it. */}
      <BotCheck purpose="login" round={captcha?.nonce} noscriptPass={noscriptPass} />
      {captcha?.shown ? <input type="hidden" name="captchaShown" value="on" /> : null}

      <Field id={username.id} label={t("auth.username")} errors={username.errors}>
        <input
          ref={remembered.input}
          {...username.control}
          defaultValue={username.defaultValue}
          className={ui.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
        />
      </Field>

      <PasswordField field={state.field("password")} label={t("auth.password")} />

      {captcha?.shown ? <CaptchaField field={state.field("captcha")} nonce={captcha.nonce} /> : null}

      <div className={styles.options}>
        <RememberCheckbox name={remember.name} defaultChecked={remember.defaultValue === "on"} inputRef={remembered.remember} />
        <Link to="/forgot-password">{t("auth.forgotPassword")}</Link>
      </div>
    </LoginForm>
  );
}
