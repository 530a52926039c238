import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { BotCheck } from "~/forms/bot-check/BotCheck";
import { replyOf } from "~/forms/reply";
import { useFormState } from "~/forms/use-form-state";
import { Dialog } from "~/ui/Dialog";
import { useFlashSaid } from "~/ui/FlashMessage";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { DoneMessage, PasswordForm, NewPasswordFields } from "./PasswordForm";
import { FORGOT_PASSWORD_PATH } from "./paths";
import { EMAIL_SENT, FORGOT_EMAIL_FORM, FORGOT_MOBILE_FORM, type ForgotView, type PasswordExtra } from "./types";
import * as styles from "~/ui/auth.css";
import { DiallingCodeOptions } from "~/ui/DiallingCodeOptions";
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
  const data = useActionData();
  const mobileReply = replyOf(data, FORGOT_MOBILE_FORM);
  const method = replyOf(data, FORGOT_EMAIL_FORM) ? "email" : mobileReply ? "mobile" : view.method;
  const sent = useFlashSaid(EMAIL_SENT);

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("passwords.forgotTitle")}
      closeAction={CLOSED_PATH}
      name="forgot-password"
    >
      {view.banner ? <img className={own.banner} src={view.banner.image} alt={view.banner.title} /> : null}
      {sent ? (
        // The reset email went out: the confirmation; OK closes the popup.
        <DoneMessage text={t(EMAIL_SENT)} />
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
            <MobileForm view={view} />
          ) : (
            <>
              {/* A mobile form posted where the method is off (FUNCTION_DISABLED) has no form to show its answer. */}
              {method === "mobile" ? <LoginFailureMessage failure={mobileReply?.failure} /> : null}
              <EmailForm view={view} />
            </>
          )}
        </>
      )}
    </Dialog>
  );
}

function EmailForm({ view }: { view: ForgotView }) {
  const { t } = useTranslation();
  const state = useFormState<PasswordExtra>({ form: FORGOT_EMAIL_FORM, rules: view.rules.email, action: FORGOT_PASSWORD_PATH });
  const username = state.field("username");
  const email = state.field("email");
  return (
    <PasswordForm action={FORGOT_PASSWORD_PATH} state={state} submitLabel={t("passwords.sendLink")}>
      <input type="hidden" name="method" value="email" />
      <Field id={username.id} label={t("passwords.username")} errors={username.errors}>
        <input
          {...username.control}
          defaultValue={username.defaultValue}
          className={ui.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
        />
      </Field>
      <Field id={email.id} label={t("passwords.email")} errors={email.errors}>
        <input {...email.control} defaultValue={email.defaultValue} className={ui.input} type="email" autoComplete="email" />
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
 * the number only; the answer keeps the number and starts the countdown) and the reset.
 * A hidden copy of the reset button comes first, so Enter resets.
 */
function MobileForm({ view }: { view: ForgotView }) {
  const { t } = useTranslation();
  const state = useFormState<PasswordExtra>({ form: FORGOT_MOBILE_FORM, rules: view.rules.mobile, action: FORGOT_PASSWORD_PATH });
  const minutes = Number(state.done?.values?.count ?? 0);
  const remaining = useCountdown(minutes * 60, state.extra?.nonce);
  const country = state.field("country");
  const mobile = state.field("mobile");
  const code = state.field("code");

  // "Send code" needs the number only: that button checks the number's two fields, the reset the whole form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.value !== "send-code") return state.props.onSubmit(event);
    if (![state.validate("country"), state.validate("mobile")].every(Boolean)) event.preventDefault();
  };

  return (
    <PasswordForm
      action={FORGOT_PASSWORD_PATH}
      state={state}
      onSubmit={onSubmit}
      submitLabel={t("passwords.resetByMobile")}
      submitIntent="reset"
    >
      <button type="submit" name="intent" value="reset" hidden />
      <input type="hidden" name="method" value="mobile" />
      <BotCheck purpose="sms" round={state.extra?.nonce} noscriptPass={view.smsNoscriptPass} />
      {view.countries ? null : (
        <p role="alert" className={styles.formError}>
          {t("login.countriesUnavailable")}
        </p>
      )}
      <Field id={mobile.id} label={t("auth.mobile")} errors={mobile.errors}>
        <div className={ui.inputRow}>
          <select
            {...country.control}
            className={ui.select}
            defaultValue={country.defaultValue ?? view.defaultCountry ?? undefined}
            aria-label={t("login.country")}
            data-autofocus
          >
            <DiallingCodeOptions countries={view.countries} />
          </select>
          <input
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
      <Field
        id={code.id}
        label={t("auth.verificationCode")}
        errors={code.errors}
        after={
          state.done ? (
            <p role="status" className={styles.status}>
              {t(state.done.message as "login.codeSent", state.done.values)}
            </p>
          ) : null
        }
      >
        <div className={ui.inputRow}>
          <input key={state.extra?.nonce} {...code.control} className={ui.input} inputMode="numeric" autoComplete="one-time-code" />
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
      <NewPasswordFields password={state.field("newPassword")} rule={view.rule} nonce={state.extra?.nonce} />
    </PasswordForm>
  );
}
