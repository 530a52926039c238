import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "./CaptchaField";
import { FieldError } from "./FieldError";
import { LoginFailureMessage } from "./LoginFailureMessage";
import { PasswordField } from "./PasswordField";
import { usernameLoginSchema } from "./schema";
import type { LoginActionData } from "./types";
import * as styles from "./auth.css";

/** The login action's path (the home route answers /login with the popup and this action). */
export const LOGIN_ACTION_PATH = "/login";

interface UsernameLoginFormProps {
  /** The action's last answer for this form. */
  last: LoginActionData | undefined;
  rememberedUsername: string | null;
  redirectTo: string | null;
}

/** Username, password, captcha when asked, remember me, forgot password. A plain form post without JS. */
export function UsernameLoginForm({ last, rememberedUsername, redirectTo }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const usernameRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: "login-username",
    lastResult: last?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: usernameLoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === LOGIN_ACTION_PATH;
  const captchaShown = last?.captcha.shown ?? false;
  const typedUsername = typeof fields.username.initialValue === "string" ? fields.username.initialValue : undefined;

  // The remembered username arrives after the popup opens (its cookie is httpOnly): fill it in unless typed over.
  useEffect(() => {
    const input = usernameRef.current;
    if (!rememberedUsername || !input || input.value !== "" || last) return;
    input.value = rememberedUsername;
    if (rememberRef.current) rememberRef.current.checked = true;
  }, [rememberedUsername, last]);

  return (
    <Form method="post" action={LOGIN_ACTION_PATH} replace className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="type" value="username" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {captchaShown ? <input type="hidden" name="captchaShown" value="on" /> : null}

      <LoginFailureMessage failure={last?.failure ?? null} />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={fields.username.id}>
          {t("auth.username")}
        </label>
        <input
          ref={usernameRef}
          id={fields.username.id}
          name={fields.username.name}
          defaultValue={typedUsername}
          className={styles.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          aria-invalid={fields.username.errors ? true : undefined}
          aria-describedby={fields.username.errors ? fields.username.errorId : undefined}
        />
        <FieldError id={fields.username.errorId} errors={fields.username.errors} />
      </div>

      <PasswordField
        id={fields.password.id}
        name={fields.password.name}
        label={t("auth.password")}
        errors={fields.password.errors}
      />

      {captchaShown ? (
        <CaptchaField id={fields.captcha.id} name={fields.captcha.name} errors={fields.captcha.errors} nonce={last?.captcha.nonce ?? ""} />
      ) : null}

      <div className={styles.options}>
        <label className={styles.checkbox}>
          <input
            ref={rememberRef}
            type="checkbox"
            name={fields.remember.name}
            defaultChecked={fields.remember.initialValue === "on"}
          />
          {t("login.remember")}
        </label>
        <Link to="/login?forgot=1">{t("auth.forgotPassword")}</Link>
      </div>

      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {t(submitting ? "login.submitting" : "login.submit")}
      </button>
    </Form>
  );
}
