import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorAria, Field, FieldError } from "~/ui/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import { answerFor, errorsOf, postedValue } from "~/features/member/form-answer";
import * as styles from "~/features/member/member.css";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { BindingView } from "./binding.server";
import { securityTabPath } from "./tabs";

/**
 * Bind a mobile number or an email (a tab each): what is bound now, then one form whose
 * "Send code" button sends a code to the new number or address and whose "Bind" button
 * binds it with that code. Plain posts: works without JavaScript.
 */
export function BindingTab({ view }: { view: BindingView }) {
  const { t } = useTranslation();
  const { channel } = view;
  const path = securityTabPath(channel);
  const last = answerFor(useActionData(), channel);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === path;
  const id = (name: string) => `bind-${channel}-${name}`;
  const codeErrors = errorsOf(last, "code");

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t(`security.tabs.${channel}`)}</h2>
      {view.bound && !last ? (
        <p role="status" className={styles.status}>
          {t("security.binding.bound")}
        </p>
      ) : null}
      {view.error ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${view.error}`)}
        </p>
      ) : (
        <p data-bound={view.current ?? ""}>
          {view.current ? t("security.binding.current", { value: view.current }) : t("security.binding.none")}
        </p>
      )}
      <p>{t(channel === "mobile" ? "security.binding.mobileIntro" : "security.binding.emailIntro")}</p>
      <Form method="post" action={path} replace className={styles.form} noValidate>
        {/* Enter in a field submits the form's first button: bind. */}
        <button type="submit" name="intent" value="bind" hidden tabIndex={-1} />
        <LoginFailureMessage failure={last?.failure ?? null} />
        {channel === "mobile" ? (
          <Field id={id("mobile")} label={t("security.binding.mobile")} errors={errorsOf(last, "mobile")}>
            {view.countries ? null : (
              <p role="alert" className={styles.error}>
                {t("security.binding.noCountries")}
              </p>
            )}
            <div className={ui.inputRow}>
              <select
                id={id("country")}
                name="country"
                className={ui.select}
                defaultValue={postedValue(last, "country") ?? view.defaultCountry ?? undefined}
                aria-label={t("security.binding.country")}
                {...errorAria(id("country"), errorsOf(last, "country"))}
              >
                {(view.countries ?? []).map((option) => (
                  <option key={option.countryCode} value={option.countryCode}>
                    {`+${option.countryDialingCode.replace(/^\+/, "")} ${option.name}`}
                  </option>
                ))}
              </select>
              <input
                id={id("mobile")}
                name="mobile"
                className={ui.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                defaultValue={postedValue(last, "mobile")}
                {...errorAria(id("mobile"), errorsOf(last, "mobile"))}
              />
            </div>
            <FieldError id={id("country")} errors={errorsOf(last, "country")} />
          </Field>
        ) : (
          <Field id={id("email")} label={t("security.binding.email")} errors={errorsOf(last, "email")}>
            <input
              id={id("email")}
              name="email"
              className={ui.input}
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={postedValue(last, "email")}
              {...errorAria(id("email"), errorsOf(last, "email"))}
            />
          </Field>
        )}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="send-code" className={cx(ui.button.secondary, ui.buttonLarge)} disabled={busy}>
            {t("security.binding.sendCode")}
          </button>
          {last?.done ? (
            <p role="status" className={styles.status}>
              {t(last.done.message as "security.binding.codeSent", last.done.values)}
            </p>
          ) : null}
        </div>
        <Field id={id("code")} label={t("security.binding.code")} errors={codeErrors}>
          <input
            id={id("code")}
            name="code"
            className={ui.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...errorAria(id("code"), codeErrors)}
          />
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
