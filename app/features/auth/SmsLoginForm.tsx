import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import * as ui from "~/ui/ui.css";
import { errorAria, Field, FieldError } from "~/ui/Field";
import { textValue, useLoginForm } from "./form-state";
import { LoginForm, RememberCheckbox, useRememberedValue } from "./LoginForm";
import { SendCodeButton, SendCodeStatus, useSendCode } from "./SendCodeButton";
import { smsLoginSchema } from "./schema";
import type { Country, LoginActionData } from "./types";
import * as styles from "./auth.css";

interface SmsLoginFormProps {
  last: LoginActionData | undefined;
  /** Null while loading or when they could not be loaded. */
  countries: Country[] | null;
  countriesFailed: boolean;
  remembered: { country: string; mobile: string } | null;
  defaultCountry: string | null;
  redirectTo: string | null;
}

/** SMS login (MOBILEVERCODELOGIN3): country code, mobile number, a code sent by SMS. */
export function SmsLoginForm({ last, countries, countriesFailed, remembered, defaultCountry, redirectTo }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, submitting } = useLoginForm("login-sms", smsLoginSchema, last);
  const rememberedMobile = useRememberedValue(remembered?.mobile, last !== undefined);
  const sender = useSendCode(formRef, (name) => form.validate({ name }));
  const initialCountry = textValue(fields.country.initialValue) ?? defaultCountry ?? undefined;

  return (
    <LoginForm type="sms" form={form} last={last} redirectTo={redirectTo} submitting={submitting} formRef={formRef}>
      {countriesFailed ? (
        <p role="alert" className={styles.formError}>
          {t("login.countriesUnavailable")}
        </p>
      ) : null}

      <Field id={fields.mobile.id} label={t("auth.mobile")} errors={fields.mobile.errors}>
        <div className={ui.inputRow}>
          {/* Keyed by the list so the default applies once the countries arrive. */}
          <select
            key={countries ? "countries" : "loading"}
            id={fields.country.id}
            name={fields.country.name}
            className={ui.select}
            defaultValue={initialCountry}
            aria-label={t("login.country")}
            {...errorAria(fields.country.id, fields.country.errors)}
            data-autofocus
          >
            {(countries ?? []).map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {`+${country.countryDialingCode.replace(/^\+/, "")} ${country.name}`}
              </option>
            ))}
          </select>
          <input
            ref={rememberedMobile.input}
            id={fields.mobile.id}
            name={fields.mobile.name}
            defaultValue={textValue(fields.mobile.initialValue)}
            className={ui.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...errorAria(fields.mobile.id, fields.mobile.errors)}
          />
        </div>
        <FieldError id={fields.country.id} errors={fields.country.errors} />
      </Field>

      <Field
        id={fields.code.id}
        label={t("auth.verificationCode")}
        errors={fields.code.errors}
        after={<SendCodeStatus result={sender.result} />}
      >
        <div className={ui.inputRow}>
          <input
            key={last?.captcha.nonce}
            id={fields.code.id}
            name={fields.code.name}
            className={ui.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...errorAria(fields.code.id, fields.code.errors)}
          />
          <SendCodeButton sender={sender} disabled={!countries?.length} />
        </div>
      </Field>

      <RememberCheckbox
        name={fields.remember.name}
        defaultChecked={fields.remember.initialValue === "on"}
        inputRef={rememberedMobile.remember}
      />
    </LoginForm>
  );
}
