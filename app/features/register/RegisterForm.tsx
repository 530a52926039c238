import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { CaptchaField } from "~/features/auth/CaptchaField";
import { errorAria, Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { textValue, useLoginForm, type FieldState } from "~/features/auth/form-state";
import { PasswordField } from "~/features/auth/PasswordField";
import { SendCodeButton, SendCodeStatus, useSendCode } from "~/features/auth/SendCodeButton";
import type { Country } from "~/features/auth/types";
import * as authStyles from "~/features/auth/auth.css";
import { BotCheck } from "~/features/bot-check/BotCheck";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { registerFormSchema } from "./form-check";
import type { RegisterActionData, RegisterField, RegisterFieldName, RegisterModeForm } from "./types";

/** The register popup's route: its form posts here. */
export const REGISTER_PATH = "/register";
export const REGISTER_CAPTCHA_PATH = "/register/captcha";
export const REGISTER_CODE_PATH = "/register/sms-code";

const PASSWORDS = new Set<RegisterFieldName>(["password", "confirmPassword", "paymentPassword"]);
const AUTOCOMPLETE: Partial<Record<RegisterFieldName, string>> = {
  username: "username",
  email: "email",
  payeeName: "name",
};

interface RegisterFormProps {
  tab: RegisterModeForm;
  /** The action's last answer for this tab. */
  last: RegisterActionData | undefined;
  countries: Country[] | null;
  defaultCountry: string | null;
  minimumAge: number;
  referralCode: string | null;
  noscriptPass: string;
}

/**
 * One tab of the register popup: the fields the merchant's rules show, checked in the
 * browser by the same rules as on the server, the terms and age boxes, and the bot check.
 * A plain form post without JavaScript (the send-code button then posts the form too).
 */
export function RegisterForm({ tab, last, countries, defaultCountry, minimumAge, referralCode, noscriptPass }: RegisterFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = registerFormSchema(tab.mode, tab.fields);
  const { form, fields, submitting } = useLoginForm(`register-${tab.mode}`, schema, last, REGISTER_PATH);
  const sender = useSendCode(formRef, (name) => form.validate({ name }), REGISTER_CODE_PATH);
  const state = (name: string) => fields[name as keyof typeof fields] as FieldState;
  const codeResult = sender.result ?? last?.codeSent ?? undefined;

  const input = (field: RegisterField, extra: { type?: string; inputMode?: "numeric" } = {}) => {
    const { id, name, errors, initialValue } = state(field.name);
    return (
      <input
        id={id}
        name={name}
        defaultValue={textValue(initialValue)}
        className={ui.input}
        autoComplete={AUTOCOMPLETE[field.name] ?? "off"}
        autoCapitalize="none"
        spellCheck={false}
        aria-required={field.required || undefined}
        // The dialog focuses the tab's first field.
        data-autofocus={field === tab.fields[0] ? true : undefined}
        {...extra}
        {...errorAria(id, errors)}
      />
    );
  };
  const label = (field: RegisterField) =>
    field.required ? t(`register.fields.${field.name}`) : t("register.optional", { field: t(`register.fields.${field.name}`) });

  const render = (field: RegisterField) => {
    const { id, name, errors } = state(field.name);
    if (PASSWORDS.has(field.name)) {
      return <PasswordField key={name} id={id} name={name} label={label(field)} errors={errors} autoComplete="new-password" />;
    }
    if (field.name === "captcha") {
      return (
        <CaptchaField key={name} id={id} name={name} errors={errors} nonce={last?.nonce ?? "first"} imagePath={REGISTER_CAPTCHA_PATH} />
      );
    }
    if (field.name === "mobile") {
      const country = state("country");
      return (
        <Field key={name} id={id} label={label(field)} errors={errors}>
          <div className={ui.inputRow}>
            <select
              key={countries ? "countries" : "loading"}
              id={country.id}
              name={country.name}
              className={ui.select}
              defaultValue={textValue(country.initialValue) ?? defaultCountry ?? undefined}
              aria-label={t("login.country")}
              {...errorAria(country.id, country.errors)}
            >
              {(countries ?? []).map((option) => (
                <option key={option.countryCode} value={option.countryCode}>
                  {`+${option.countryDialingCode.replace(/^\+/, "")} ${option.name}`}
                </option>
              ))}
            </select>
            {input(field, { type: "tel", inputMode: "numeric" })}
          </div>
          <FieldError id={country.id} errors={country.errors} />
        </Field>
      );
    }
    if (field.name === "verificationCode") {
      return (
        <Field key={name} id={id} label={label(field)} errors={errors} after={<SendCodeStatus result={codeResult} />}>
          <div className={ui.inputRow}>
            {input(field, { inputMode: "numeric" })}
            <SendCodeButton sender={sender} disabled={!countries?.length} noScriptIntent="sendCode" />
          </div>
        </Field>
      );
    }
    return (
      <Field key={name} id={id} label={label(field)} errors={errors}>
        {input(field, field.name === "email" ? { type: "email" } : {})}
      </Field>
    );
  };

  return (
    <Form ref={formRef} method="post" action={REGISTER_PATH} replace className={authStyles.form} {...form.props}>
      <input type="hidden" name="mode" value={tab.mode} />
      {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
      <BotCheck purpose="register" round={last?.nonce} noscriptPass={noscriptPass} />
      <LoginFailureMessage failure={last?.failure ?? null} />
      {tab.fields.map(render)}

      <Checkbox field={state("age")} label={t("register.age", { age: minimumAge })} />
      <Checkbox
        field={state("terms")}
        label={
          <>
            {t("register.termsBefore")} <Link to="/help#term">{t("register.termsLink")}</Link>
          </>
        }
      />

      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={submitting}>
        {t(submitting ? "register.submitting" : "register.submit")}
      </button>
    </Form>
  );
}

/** A required box (terms, age) with its message. */
function Checkbox({ field, label }: { field: FieldState; label: React.ReactNode }) {
  return (
    <div className={ui.field}>
      <label className={ui.checkbox}>
        <input
          id={field.id}
          type="checkbox"
          name={field.name}
          defaultChecked={field.initialValue === "on"}
          aria-required
          {...errorAria(field.id, field.errors)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={field.id} errors={field.errors} />
    </div>
  );
}
