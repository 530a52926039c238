import { Form } from "@remix-run/react";
import { useState } from "react";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import * as styles from "~/ui/panel.css";
import { securityTabPath } from "~/features/security/tabs";
import { useFormState } from "~/forms/use-form-state";
import { useRootData } from "~/route-data";
import { useTranslation } from "~/i18n/react";
import { Field } from "~/ui/Field";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import * as own from "./authenticator.css";
import { CONFIRM_FORM, REMOVE_FORM, START_FORM, type AuthenticatorView, type ConfirmExtra } from "./types";

const TAB = securityTabPath("authenticator");

/**
 * The authenticator tab: off (a button to set it up), being set up (the QR code and the
 * secret, and a code to confirm), just turned on (the recovery codes, this once), or on (how
 * many recovery codes are left, and removing it). Plain posts: it all works without JavaScript.
 */
export function AuthenticatorTab({ view }: { view: AuthenticatorView }) {
  const { t } = useTranslation();
  const start = useFormState({ form: START_FORM, action: TAB });
  const confirm = useFormState<ConfirmExtra>({ form: CONFIRM_FORM, rules: view.state === "pending" ? view.rules : undefined, action: TAB });
  const recoveryCodes = confirm.extra?.recoveryCodes;

  return (
    <div className={styles.panel}>
      <h2 className={ui.dialogTitle}>{t("security.tabs.authenticator")}</h2>
      <p>{t("security.authenticator.intro")}</p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : view.state === "unavailable" ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${view.code}`)}
        </p>
      ) : view.state === "off" ? (
        <>
          <p data-authenticator="off">{t("security.authenticator.off")}</p>
          <Form method="post" action={TAB} className={styles.form} {...start.props}>
            <LoginFailureMessage failure={start.failure} />
            {start.formErrors?.map((message) => (
              <p key={message} role="alert" className={styles.error}>
                {t(message as "errors.INVALID_REQUEST")}
              </p>
            ))}
            <div className={styles.actions}>
              <button
                type="submit"
                name="intent"
                value="start"
                className={cx(ui.button.primary, ui.buttonLarge)}
                disabled={start.submitting}
              >
                {t("security.authenticator.start")}
              </button>
            </div>
          </Form>
        </>
      ) : view.state === "pending" ? (
        <SetUp view={view} confirm={confirm} />
      ) : (
        <Remove recoveryCodesLeft={view.recoveryCodesLeft} rules={view.rules} />
      )}
    </div>
  );
}

type ConfirmState = ReturnType<typeof useFormState<ConfirmExtra>>;

function SetUp({ view, confirm }: { view: Extract<AuthenticatorView, { state: "pending" }>; confirm: ConfirmState }) {
  const { t } = useTranslation();
  const code = confirm.field("code");
  return (
    <>
      <p data-authenticator="pending">{t("security.authenticator.scan")}</p>
      <img className={own.qrCode} src={view.qrCode} alt={t("security.authenticator.qrAlt")} width={192} height={192} />
      <p>
        {t("security.authenticator.secret")}{" "}
        <code className={own.code} data-authenticator-secret="">
          {view.secret}
        </code>{" "}
        <CopyButton text={view.secret.replace(/\s/g, "")} />
      </p>
      <Form method="post" action={TAB} replace className={styles.form} {...confirm.props}>
        <input type="hidden" name="intent" value="confirm" />
        <LoginFailureMessage failure={confirm.failure} />
        <Field id={code.id} label={t("security.authenticator.code")} errors={code.errors}>
          <input {...code.control} className={ui.input} inputMode="numeric" autoComplete="one-time-code" />
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={confirm.submitting}>
            {t("security.authenticator.turnOn")}
          </button>
        </div>
      </Form>
      <Form method="post" action={TAB}>
        <button type="submit" name="intent" value="start" className={ui.button.secondary}>
          {t("security.authenticator.restart")}
        </button>
      </Form>
    </>
  );
}

/** Copies the secret for pasting into an app on the same device; without JavaScript the text is there to select. */
function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={ui.button.secondary}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t("security.authenticator.copied") : t("security.authenticator.copy")}
    </button>
  );
}

/** The recovery codes, the only time they are shown: listed, and as a text file made in the page (nothing more is asked of the platform). */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const brand = useRootData()?.brand.displayName ?? "";
  const file = [t("security.authenticator.fileHeading", { brand }), "", ...codes, ""].join("\n");
  return (
    <>
      <p role="status" className={styles.status} data-authenticator="on">
        {t("security.authenticator.turnedOn")}
      </p>
      <h3>{t("security.authenticator.recoveryTitle")}</h3>
      <p className={own.note}>{t("security.authenticator.recoveryNote")}</p>
      <ul className={own.recoveryCodes} aria-label={t("security.authenticator.recoveryTitle")}>
        {codes.map((code) => (
          <li key={code} className={own.code} data-recovery-code="">
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a
          className={cx(ui.button.primary, ui.buttonLarge)}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="recovery-codes.txt"
        >
          {t("security.authenticator.download")}
        </a>
        <a className={ui.button.secondary} href={TAB}>
          {t("security.authenticator.stored")}
        </a>
      </div>
    </>
  );
}

function Remove({ recoveryCodesLeft, rules }: { recoveryCodesLeft: number; rules: Extract<AuthenticatorView, { state: "on" }>["rules"] }) {
  const { t } = useTranslation();
  const remove = useFormState({ form: REMOVE_FORM, rules, action: TAB });
  const password = remove.field("password");
  const code = remove.field("code");
  return (
    <>
      <p data-authenticator="on">{t("security.authenticator.on")}</p>
      <p data-recovery-codes-left={recoveryCodesLeft}>{t("security.authenticator.recoveryLeft", { count: recoveryCodesLeft })}</p>
      <h3>{t("security.authenticator.removeTitle")}</h3>
      <p>{t("security.authenticator.removeIntro")}</p>
      <Form method="post" action={TAB} replace className={styles.form} {...remove.props}>
        <input type="hidden" name="intent" value="remove" />
        <LoginFailureMessage failure={remove.failure} />
        <Field id={password.id} label={t("security.authenticator.password")} errors={password.errors}>
          <input {...password.control} className={ui.input} type="password" autoComplete="current-password" />
        </Field>
        <Field id={code.id} label={t("security.authenticator.removeCode")} errors={code.errors}>
          <input {...code.control} className={ui.input} autoComplete="one-time-code" defaultValue={code.defaultValue} />
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={cx(ui.button.secondary, ui.buttonLarge)} disabled={remove.submitting}>
            {t("security.authenticator.remove")}
          </button>
        </div>
      </Form>
    </>
  );
}
