import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { CaptchaField } from "~/features/auth/CaptchaField";
import { Field, FieldError, FieldMessages } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { useFormState, type FieldState } from "~/forms/use-form-state";
import { PasswordField } from "~/features/auth/PasswordField";
import { SendCodeButton, SendCodeStatus, useSendCode } from "~/features/auth/SendCodeButton";
import type { Country } from "~/platform/countries";
import * as authStyles from "~/ui/auth.css";
import { BotCheck, NoscriptPass } from "~/forms/bot-check/BotCheck";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { DiallingCodeOptions } from "~/ui/DiallingCodeOptions";
import { fieldMessage } from "./messages";
import { registerFormOf, type RegisterExtra, type RegisterField, type RegisterFieldName, type RegisterTab } from "./types";

/** The register popup's route: its form posts here. */
export const REGISTER_PATH = "/register";
export const REGISTER_CAPTCHA_PATH = "/register/captcha";
export const REGISTER_CODE_PATH = "/register/sms-code";

const PASSWORDS = new Set<RegisterFieldName>(["password", "confirmPassword", "paymentPassword"]);
const AUTOCOMPLETE: Partial<Record<RegisterFieldName, string>> = {
  username: "username",
  email: "email",
  payeeName: "name",
  birthday: "bday",
};

interface RegisterFormProps {
  /** The tab: its fields and its form's browser rules (from its schema). */
  tab: RegisterTab;
  countries: Country[] | null;
  defaultCountry: string | null;
  minimumAge: number;
  referralCode: string | null;
  noscriptPass: string;
  smsNoscriptPass: string;
}

/**
 * One tab of the register popup: the fields the merchant's rules show, checked in the
 * browser by the rules made from the server's schema, the terms and age boxes, and the bot check.
 * A plain form post without JavaScript (the send-code button then posts the form too).
 */
export function RegisterForm({
  tab,
  countries,
  defaultCountry,
  minimumAge,
  referralCode,
  noscriptPass,
  smsNoscriptPass,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState<RegisterExtra>({ form: registerFormOf(tab.mode), rules: tab.rules, action: REGISTER_PATH });
  const sender = useSendCode(formRef, () => [form.validate("country"), form.validate("mobile")].every(Boolean), REGISTER_CODE_PATH);
  const state = form.field;
  const nonce = form.extra?.nonce;
  // A code sent without JavaScript (the send button posted the form) is the form's reply.
  const sentMinutes = form.done ? Number(form.done.values?.count) : null;
  const codeResult = sender.result ?? (sentMinutes ? { ok: true as const, expiredMinutes: sentMinutes } : undefined);

  const input = (field: RegisterField, extra: { type?: string; inputMode?: "numeric" } = {}) => {
    const { control, defaultValue } = state(field.name);
    return (
      <input
        {...control}
        defaultValue={defaultValue}
        className={ui.input}
        autoComplete={AUTOCOMPLETE[field.name] ?? "off"}
        autoCapitalize="none"
        spellCheck={false}
        aria-required={field.required || undefined}
        // The dialog focuses the tab's first field.
        data-autofocus={field === tab.fields[0] ? true : undefined}
        {...extra}
      />
    );
  };
  const label = (field: RegisterField) =>
    field.required ? t(`register.fields.${field.name}`) : t("register.optional", { field: t(`register.fields.${field.name}`) });

  /** A field, its messages translated with its own rule's min and max (the birthday's with the brand's minimum age). */
  const ageValues = { age: minimumAge };
  const render = (field: RegisterField) => (
    <FieldMessages.Provider key={field.name} value={(t, message) => fieldMessage(t, message, field.rule, ageValues)}>
      {control(field)}
    </FieldMessages.Provider>
  );

  const control = (field: RegisterField): ReactNode => {
    const fieldState = state(field.name);
    const { id, name, errors } = fieldState;
    if (PASSWORDS.has(field.name)) {
      return <PasswordField key={`${name}-${nonce}`} field={fieldState} label={label(field)} autoComplete="new-password" />;
    }
    if (field.name === "captcha") {
      return <CaptchaField field={fieldState} nonce={nonce ?? "first"} imagePath={REGISTER_CAPTCHA_PATH} />;
    }
    if (field.name === "mobile") {
      const country = state("country");
      return (
        <Field id={id} label={label(field)} errors={errors}>
          <div className={ui.inputRow}>
            <select
              key={countries ? "countries" : "loading"}
              {...country.control}
              className={ui.select}
              defaultValue={country.defaultValue ?? defaultCountry ?? undefined}
              aria-label={t("login.country")}
            >
              <DiallingCodeOptions countries={countries} />
            </select>
            {input(field, { type: "tel", inputMode: "numeric" })}
          </div>
          <FieldError id={country.id} errors={country.errors} />
        </Field>
      );
    }
    if (field.name === "verificationCode") {
      return (
        <Field id={id} label={label(field)} errors={errors} after={<SendCodeStatus result={codeResult} />}>
          <div className={ui.inputRow}>
            {input(field, { inputMode: "numeric" })}
            <SendCodeButton sender={sender} disabled={!countries?.length} noScriptIntent="sendCode" />
            <NoscriptPass purpose="sms" pass={smsNoscriptPass} />
          </div>
        </Field>
      );
    }
    return (
      <Field id={id} label={label(field)} errors={errors}>
        {input(field, field.name === "email" ? { type: "email" } : field.name === "birthday" ? { type: "date" } : {})}
      </Field>
    );
  };

  return (
    <Form ref={formRef} method="post" action={REGISTER_PATH} replace className={authStyles.form} {...form.props}>
      <input type="hidden" name="mode" value={tab.mode} />
      {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
      <BotCheck purpose="register" round={nonce} noscriptPass={noscriptPass} />
      <LoginFailureMessage failure={form.failure} />
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

      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={form.submitting}>
        {t(form.submitting ? "register.submitting" : "register.submit")}
      </button>
    </Form>
  );
}

/** A required box (terms, age) with its message. */
function Checkbox({ field, label }: { field: FieldState; label: ReactNode }) {
  return (
    <div className={ui.field}>
      <label className={ui.checkbox}>
        <input {...field.control} type="checkbox" defaultChecked={field.defaultValue === "on"} aria-required />
        <span>{label}</span>
      </label>
      <FieldError id={field.id} errors={field.errors} />
    </div>
  );
}
