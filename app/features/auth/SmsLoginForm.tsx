import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { FormRules } from "~/forms/rules";
import { useFormState } from "~/forms/use-form-state";
import * as ui from "~/ui/ui.css";
import { Field, FieldError } from "~/ui/Field";
import { LOGIN_ACTION_PATH, LoginForm, RememberCheckbox, useRememberedValue } from "./LoginForm";
import { SendCodeButton, SendCodeStatus, useSendCode } from "./SendCodeButton";
import type { Country } from "~/platform/countries";
import { SMS_FORM, type LoginExtra } from "./types";
import * as styles from "~/ui/auth.css";
import { DiallingCodeOptions } from "~/ui/DiallingCodeOptions";

interface SmsLoginFormProps {
  /** The form's browser rules (from its schema, by the /login loader). */
  rules: FormRules;
  /** Null while loading or when they could not be loaded. */
  countries: Country[] | null;
  countriesFailed: boolean;
  remembered: { country: string; mobile: string } | null;
  defaultCountry: string | null;
  redirectTo: string | null;
}

/** SMS login (MOBILEVERCODELOGIN3): country code, mobile number, a code sent by SMS. */
export function SmsLoginForm({ rules, countries, countriesFailed, remembered, defaultCountry, redirectTo }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useFormState<LoginExtra>({ form: SMS_FORM, rules, action: LOGIN_ACTION_PATH });
  const rememberedMobile = useRememberedValue(remembered?.mobile, state.reply !== undefined);
  // The number is checked (with the form's own rules) before a code is sent to it.
  const sender = useSendCode(formRef, () => [state.validate("country"), state.validate("mobile")].every(Boolean));
  const country = state.field("country");
  const mobile = state.field("mobile");
  const code = state.field("code");
  const remember = state.field("remember");

  return (
    <LoginForm type="sms" state={state} redirectTo={redirectTo} formRef={formRef}>
      {countriesFailed ? (
        <p role="alert" className={styles.formError}>
          {t("login.countriesUnavailable")}
        </p>
      ) : null}

      <Field id={mobile.id} label={t("auth.mobile")} errors={mobile.errors}>
        <div className={ui.inputRow}>
          {/* Keyed by the list so the default applies once the countries arrive. */}
          <select
            key={countries ? "countries" : "loading"}
            {...country.control}
            className={ui.select}
            defaultValue={country.defaultValue ?? defaultCountry ?? undefined}
            aria-label={t("login.country")}
            data-autofocus
          >
            <DiallingCodeOptions countries={countries} />
          </select>
          <input
            ref={rememberedMobile.input}
            {...mobile.control}
            defaultValue={mobile.defaultValue}
            className={ui.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </div>
        <FieldError id={country.id} errors={country.errors} />
      </Field>

      <Field id={code.id} label={t("auth.verificationCode")} errors={code.errors} after={<SendCodeStatus result={sender.result} />}>
        <div className={ui.inputRow}>
          <input key={state.extra?.captcha.nonce} {...code.control} className={ui.input} inputMode="numeric" autoComplete="one-time-code" />
          <SendCodeButton sender={sender} disabled={!countries?.length} />
        </div>
      </Field>

      <RememberCheckbox name={remember.name} defaultChecked={remember.defaultValue === "on"} inputRef={rememberedMobile.remember} />
    </LoginForm>
  );
}
