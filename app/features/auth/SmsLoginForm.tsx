import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "./FieldError";
import { LoginFailureMessage } from "./LoginFailureMessage";
import { SendCodeButton, SendCodeStatus, useSendCode } from "./SendCodeButton";
import { smsLoginSchema } from "./schema";
import type { Country, LoginActionData } from "./types";
import { LOGIN_ACTION_PATH } from "./UsernameLoginForm";
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
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: "login-sms",
    lastResult: last?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: smsLoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === LOGIN_ACTION_PATH;
  const sender = useSendCode(formRef, (name) => form.validate({ name }));
  const initialCountry = text(fields.country.initialValue) ?? defaultCountry ?? undefined;

  // The remembered number arrives after the popup opens (its cookie is httpOnly).
  useEffect(() => {
    if (!remembered || last || !mobileRef.current || mobileRef.current.value !== "") return;
    mobileRef.current.value = remembered.mobile;
    if (rememberRef.current) rememberRef.current.checked = true;
  }, [remembered, last]);

  return (
    <Form ref={formRef} method="post" action={LOGIN_ACTION_PATH} replace className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="type" value="sms" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}

      <LoginFailureMessage failure={last?.failure ?? null} />
      {countriesFailed ? (
        <p role="alert" className={styles.formError}>
          {t("login.countriesUnavailable")}
        </p>
      ) : null}

      <div className={styles.field}>
        <label className={styles.label} htmlFor={fields.mobile.id}>
          {t("auth.mobile")}
        </label>
        <div className={styles.inputRow}>
          {/* Keyed by the list so the default applies once the countries arrive. */}
          <select
            key={countries ? "countries" : "loading"}
            id={fields.country.id}
            name={fields.country.name}
            className={styles.select}
            defaultValue={initialCountry}
            aria-label={t("login.country")}
            aria-invalid={fields.country.errors ? true : undefined}
            aria-describedby={fields.country.errors ? fields.country.errorId : undefined}
            data-autofocus
          >
            {(countries ?? []).map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {`+${country.countryDialingCode.replace(/^\+/, "")} ${country.name}`}
              </option>
            ))}
          </select>
          <input
            ref={mobileRef}
            id={fields.mobile.id}
            name={fields.mobile.name}
            defaultValue={text(fields.mobile.initialValue)}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={fields.mobile.errors ? true : undefined}
            aria-describedby={fields.mobile.errors ? fields.mobile.errorId : undefined}
          />
        </div>
        <FieldError id={fields.country.errorId} errors={fields.country.errors} />
        <FieldError id={fields.mobile.errorId} errors={fields.mobile.errors} />
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={fields.code.id}>
          {t("auth.verificationCode")}
        </label>
        <div className={styles.inputRow}>
          <input
            key={last?.captcha.nonce}
            id={fields.code.id}
            name={fields.code.name}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={fields.code.errors ? true : undefined}
            aria-describedby={fields.code.errors ? fields.code.errorId : undefined}
          />
          <SendCodeButton sender={sender} disabled={!countries?.length} />
        </div>
        <FieldError id={fields.code.errorId} errors={fields.code.errors} />
        <SendCodeStatus result={sender.result} />
      </div>

      <label className={styles.checkbox}>
        <input
          ref={rememberRef}
          type="checkbox"
          name={fields.remember.name}
          defaultChecked={fields.remember.initialValue === "on"}
        />
        {t("login.remember")}
      </label>

      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {t(submitting ? "login.submitting" : "login.submit")}
      </button>
    </Form>
  );
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
