import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { errorAria, Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { textValue, useLoginForm, type FormState } from "~/features/auth/form-state";
import { Dialog } from "~/ui/Dialog";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { answerOf, DoneMessage, PasswordForm, NewPasswordFields } from "./PasswordForm";
import { FORGOT_PASSWORD_PATH } from "./paths";
import { forgotByEmailSchema, forgotByMobileSchema } from "./schema";
import type { ForgotView, PasswordActionData } from "./types";
import * as styles from "~/features/auth/auth.css";
import * as own from "./passwords.css";

const CLOSED_PATH = "/";

/**
 * The forgot-password popup, at /forgot-password (and /login?forgot=1): by
 * email (username and email: a reset link is sent) or, where CHNGPASSVERIF3 is on, by
 * mobile (number, SMS code, new password: signed in, to /), mobile first. The methods are
 * links (`?method=`), so both work without JavaScript, as do their forms.
 */
export function ForgotPasswordDialog({ view }: { view: ForgotView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useActionData() as PasswordActionData | undefined;
  const method = data?.form === "email" || data?.form === "mobile" ? data.form : view.method;

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("passwords.forgotTitle")}
      closeAction={CLOSED_PATH}
      name="forgot-password"
    >
      {view.banner ? <img className={own.banner} src={view.banner.image} alt={view.banner.title} /> : null}
      {view.sent ? (
        // The reset email went out: the confirmation; OK closes the popup.
        <DoneMessage text={t("passwords.emailSent")} />
      ) : (
        <>
          {view.mobileOffered ? (
            <nav aria-label={t("passwords.methods")} className={styles.tabs}>
              {(["mobile", "email"] as const).map((option) => (
                <Link
                  key={option}
                  to={`${FORGOT_PASSWORD_PATH}?method=${option}`}
                  replace
                  preventScrollReset
                  className={styles.tab}
                  aria-current={method === option ? "page" : undefined}
                >
                  {t(option === "mobile" ? "passwords.byMobile" : "passwords.byEmail")}
                </Link>
              ))}
            </nav>
          ) : null}
          {method === "mobile" && view.mobileOffered ? (
            <MobileForm view={view} last={answerOf(data, "mobile")} />
          ) : (
            <>
              {/* A mobile form posted where the method is off (FUNCTION_DISABLED) has no form to show its answer. */}
              {method === "mobile" ? <LoginFailureMessage failure={data?.failure ?? null} /> : null}
              <EmailForm last={answerOf(data, "email")} />
            </>
          )}
        </>
      )}
    </Dialog>
  );
}

function EmailForm({ last }: { last: PasswordActionData | undefined }) {
  const { t } = useTranslation();
  const { form, fields } = useLoginForm("forgot-email", forgotByEmailSchema, last);
  return (
    <PasswordForm action={FORGOT_PASSWORD_PATH} form={form} last={last} submitLabel={t("passwords.sendLink")}>
      <input type="hidden" name="method" value="email" />
      <Field id={fields.username.id} label={t("passwords.username")} errors={fields.username.errors}>
        <input
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
      <Field id={fields.email.id} label={t("passwords.email")} errors={fields.email.errors}>
        <input
          id={fields.email.id}
          name={fields.email.name}
          defaultValue={textValue(fields.email.initialValue)}
          className={ui.input}
          type="email"
          autoComplete="email"
          {...errorAria(fields.email.id, fields.email.errors)}
        />
      </Field>
    </PasswordForm>
  );
}

/** Seconds left of a countdown of `seconds` that starts again with each `key` (a new code went out). */
function useCountdown(seconds: number, key: unknown): number {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const until = Date.now() + seconds * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [seconds, key]);
  return remaining;
}

/**
 * Number, code and new password in one form with two submit buttons: "send code" (needs
 * the number only; the answer keeps the number and starts the countdown) and
 * the reset. A hidden copy of the reset button comes first, so Enter resets.
 */
function MobileForm({ view, last }: { view: ForgotView; last: PasswordActionData | undefined }) {
  const { t } = useTranslation();
  const { form, fields } = useLoginForm("forgot-mobile", forgotByMobileSchema, last);
  const remaining = useCountdown((last?.codeSent?.expiredMinutes ?? 0) * 60, last?.nonce);
  const country = textValue(fields.country.initialValue) ?? view.defaultCountry ?? undefined;

  // "Send code" needs the number only: the shared form state checks the whole form, so that button is checked here.
  const props: FormState = {
    ...form,
    props: {
      ...form.props,
      onSubmit(event) {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (!(submitter instanceof HTMLButtonElement) || submitter.value !== "send-code") return form.props.onSubmit(event);
        form.validate({ name: "country" });
        form.validate({ name: "mobile" });
        const payload = Object.fromEntries(new FormData(event.currentTarget, submitter));
        if (forgotByMobileSchema.check(payload).error) event.preventDefault();
      },
    },
  };

  return (
    <PasswordForm action={FORGOT_PASSWORD_PATH} form={props} last={last} submitLabel={t("passwords.resetByMobile")} submitIntent="reset">
      <button type="submit" name="intent" value="reset" hidden />
      <input type="hidden" name="method" value="mobile" />
      {view.countries ? null : (
        <p role="alert" className={styles.formError}>
          {t("login.countriesUnavailable")}
        </p>
      )}
      <Field id={fields.mobile.id} label={t("auth.mobile")} errors={fields.mobile.errors}>
        <div className={ui.inputRow}>
          <select
            id={fields.country.id}
            name={fields.country.name}
            className={ui.select}
            defaultValue={country}
            aria-label={t("login.country")}
            data-autofocus
            {...errorAria(fields.country.id, fields.country.errors)}
          >
            {(view.countries ?? []).map((option) => (
              <option key={option.countryCode} value={option.countryCode}>
                {`+${option.countryDialingCode.replace(/^\+/, "")} ${option.name}`}
              </option>
            ))}
          </select>
          <input
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
        after={
          last?.codeSent ? (
            <p role="status" className={styles.status}>
              {t("login.codeSent", { minutes: last.codeSent.expiredMinutes })}
            </p>
          ) : null
        }
      >
        <div className={ui.inputRow}>
          <input
            key={last?.nonce}
            id={fields.code.id}
            name={fields.code.name}
            className={ui.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...errorAria(fields.code.id, fields.code.errors)}
          />
          <button
            type="submit"
            name="intent"
            value="send-code"
            className={cx(ui.button.accent, ui.buttonLarge)}
            disabled={remaining > 0 || !view.countries?.length}
          >
            {remaining > 0 ? t("login.resendIn", { seconds: remaining }) : t("auth.sendCode")}
          </button>
        </div>
      </Field>
      <NewPasswordFields password={fields.newPassword} rule={view.rule} nonce={last?.nonce} />
    </PasswordForm>
  );
}
