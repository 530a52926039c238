import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { BotCheck } from "~/forms/bot-check/BotCheck";
import { useFormState } from "~/forms/use-form-state";
import * as styles from "~/ui/panel.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { DiallingCodeOptions } from "~/ui/DiallingCodeOptions";
import type { BindingView } from "./binding.server";
import { bindingForm, securityTabPath } from "./tabs";
import { EMAIL_LINK_FORM } from "~/features/email-verify/paths";

/**
 * Bind a mobile number or an email (a tab each): what is bound now, then one form whose
 * "Send code" button sends a code to the new number or address and whose "Bind" button
 * binds it with that code. Plain posts: works without JavaScript; with it, the browser checks
 * each field's shape first (the rules the loader made from the form's schema).
 */
export function BindingTab({ view }: { view: BindingView }) {
  const { t } = useTranslation();
  const { channel } = view;
  const path = securityTabPath(channel);
  const form = useFormState({ form: bindingForm(channel), rules: view.rules, action: path });
  const busy = form.submitting;
  const country = form.field("country");
  const mobile = form.field("mobile");
  const email = form.field("email");
  const code = form.field("code");

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t(`security.tabs.${channel}`)}</h2>
      {view.error ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${view.error}`)}
        </p>
      ) : (
        <p data-bound={view.current ?? ""}>
          {view.current ? t("security.binding.current", { value: view.current }) : t("security.binding.none")}
          {view.verified === null ? null : (
            <>
              {" "}
              <strong data-email-verified={view.verified ? "yes" : "no"} className={view.verified ? styles.status : styles.error}>
                {t(view.verified ? "security.emailVerify.verified" : "security.emailVerify.unverified")}
              </strong>
            </>
          )}
        </p>
      )}
      {view.verified === false ? <SendLinkAgain path={path} /> : null}
      <p>{t(channel === "mobile" ? "security.binding.mobileIntro" : "security.binding.emailIntro")}</p>
      <Form method="post" action={path} replace className={styles.form} {...form.props}>
        {/* Enter in a field submits the form's first button: bind. */}
        <button type="submit" name="intent" value="bind" hidden tabIndex={-1} />
        <LoginFailureMessage failure={form.failure} />
        {channel === "mobile" ? <BotCheck purpose="sms" round={form.reply} noscriptPass={view.smsNoscriptPass} /> : null}
        {channel === "mobile" ? (
          <Field id={mobile.id} label={t("security.binding.mobile")} errors={mobile.errors}>
            {view.countries ? null : (
              <p role="alert" className={styles.error}>
                {t("security.binding.noCountries")}
              </p>
            )}
            <div className={ui.inputRow}>
              <select
                {...country.control}
                className={ui.select}
                defaultValue={country.defaultValue ?? view.defaultCountry ?? undefined}
                aria-label={t("security.binding.country")}
              >
                <DiallingCodeOptions countries={view.countries} />
              </select>
              <input
                {...mobile.control}
                className={ui.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                defaultValue={mobile.defaultValue}
              />
            </div>
            <FieldError id={country.id} errors={country.errors} />
          </Field>
        ) : (
          <Field id={email.id} label={t("security.binding.email")} errors={email.errors}>
            {/* Text with the email keyboard: the schema's own pattern decides what an address is, in the browser as on the server. */}
            <input
              {...email.control}
              className={ui.input}
              type="text"
              inputMode="email"
              autoComplete="email"
              defaultValue={email.defaultValue}
            />
          </Field>
        )}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="send-code" className={cx(ui.button.secondary, ui.buttonLarge)} disabled={busy}>
            {t("security.binding.sendCode")}
          </button>
          {form.done ? (
            <p role="status" className={styles.status}>
              {t(form.done.message as "security.binding.codeSent", form.done.values)}
            </p>
          ) : null}
        </div>
        <Field id={code.id} label={t("security.binding.code")} errors={code.errors}>
          <input {...code.control} className={ui.input} inputMode="numeric" autoComplete="one-time-code" />
        </Field>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="bind" className={cx(ui.button.primary, ui.buttonLarge)} disabled={busy}>
            {t("security.binding.bind")}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** An unverified email's note and its "send the link again" (a plain post; the platform spaces the sends). */
function SendLinkAgain({ path }: { path: string }) {
  const { t } = useTranslation();
  const form = useFormState({ form: EMAIL_LINK_FORM, action: path });
  return (
    <Form method="post" action={path} replace className={styles.form} {...form.props}>
      <p>{t("security.emailVerify.unverifiedNote")}</p>
      <LoginFailureMessage failure={form.failure} />
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value="send-link"
          className={cx(ui.button.secondary, ui.buttonLarge)}
          disabled={form.submitting}
        >
          {t("security.emailVerify.sendLink")}
        </button>
        {form.done ? (
          <p role="status" className={styles.status}>
            {t(form.done.message as "security.emailVerify.linkSent", form.done.values)}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
