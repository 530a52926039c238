import { useActionData, useFetcher, useNavigate, useRouteLoaderData, useSearchParams, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { isErrorCode } from "~/platform/errors";
import type { loader as rootLoader } from "~/root";
import { FreePlayButton } from "./FreePlayButton";
import { LoginFailureMessage } from "./LoginFailureMessage";
import { SmsLoginForm } from "./SmsLoginForm";
import { UsernameLoginForm } from "./UsernameLoginForm";
import type { LoginType } from "./schema";
import type { LoginActionData, LoginFormData } from "./types";
import * as styles from "./auth.css";

export const LOGIN_FORM_DATA_PATH = "/auth/login-form";

/**
 * The login popup (SPEC.md §2), rendered open by the server at /login so it works
 * without JavaScript and survives a reload. With JavaScript it becomes a modal
 * `<dialog>`: focus on the first field, Escape, the close button or a click outside
 * close it and replace the route with `/`.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const actionData = useActionData() as LoginActionData | undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const prefill = useFetcher<LoginFormData>({ key: "login-form" });

  const smsEnabled = root?.flags?.MOBILEVERCODELOGIN3 === true;
  const freePlayEnabled = root?.flags?.FREEPLAY3 === true;
  const [method, setMethod] = useState<LoginType>(smsEnabled && actionData?.type === "sms" ? "sms" : "username");
  const redirectTo = params.get("redirectTo");
  const errorParam = params.get("error");
  // A failed free play comes back as ?error=CODE; an SMS post where SMS login is off has no SMS form to show it.
  const pageFailure =
    actionData?.type === "sms" && !smsEnabled
      ? actionData.failure
      : isErrorCode(errorParam) && !actionData
        ? { code: errorParam }
        : null;

  // Rendered open by the server: make it modal once JavaScript runs, and focus the first field.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!isModal(dialog)) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    dialog.querySelector<HTMLElement>("div:not([hidden]) > form [data-autofocus]")?.focus();
  }, []);

  useEffect(() => {
    if (prefill.state === "idle" && !prefill.data) prefill.load(LOGIN_FORM_DATA_PATH);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => dialogRef.current?.close();

  const switchTo = (next: LoginType) => {
    setMethod(next);
    document.getElementById(tabId(titleId, next))?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft" || event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const next: LoginType =
        event.key === "Home" ? "username" : event.key === "End" ? "sms" : method === "username" ? "sms" : "username";
      switchTo(next);
    }
  };

  const panelProps = (panel: LoginType) =>
    smsEnabled
      ? { role: "tabpanel", id: panelId(titleId, panel), "aria-labelledby": tabId(titleId, panel), hidden: method !== panel }
      : {};

  return (
    <dialog
      ref={dialogRef}
      open
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        // Closing only to reopen as a modal is not a close.
        if (!event.currentTarget.open) navigate("/", { replace: true });
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t("auth.loginTitle")}
          </h2>
          {/* A real form: without JavaScript it goes home; with it, it closes the popup. */}
          <form
            method="get"
            action="/"
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <button type="submit" className={styles.iconButton} aria-label={t("common.close")} title={t("common.close")}>
              <CloseIcon />
            </button>
          </form>
        </div>

        {smsEnabled ? (
          <div role="tablist" aria-label={t("login.methods")} className={styles.tabs}>
            {(["username", "sms"] as const).map((panel) => (
              <button
                key={panel}
                type="button"
                role="tab"
                id={tabId(titleId, panel)}
                aria-selected={method === panel}
                aria-controls={panelId(titleId, panel)}
                tabIndex={method === panel ? 0 : -1}
                className={styles.tab}
                onClick={() => setMethod(panel)}
                onKeyDown={onTabKey}
              >
                {t(panel === "username" ? "login.usernameLogin" : "login.smsLogin")}
              </button>
            ))}
          </div>
        ) : null}

        <LoginFailureMessage failure={pageFailure} />

        <div {...panelProps("username")}>
          <UsernameLoginForm
            last={actionData?.type === "username" ? actionData : undefined}
            rememberedUsername={prefill.data?.username ?? null}
            redirectTo={redirectTo}
          />
        </div>
        {smsEnabled ? (
          <div {...panelProps("sms")}>
            <SmsLoginForm
              last={actionData?.type === "sms" ? actionData : undefined}
              countries={prefill.data?.countries ?? null}
              countriesFailed={prefill.data !== undefined && !prefill.data.countries}
              remembered={prefill.data?.sms ?? null}
              defaultCountry={prefill.data?.defaultCountry ?? null}
              redirectTo={redirectTo}
            />
          </div>
        ) : null}

        {freePlayEnabled ? <FreePlayButton /> : null}

        <p className={styles.footer}>
          {t("auth.noAccount")} <Link to="/register">{t("login.register")}</Link>
        </p>
      </div>
    </dialog>
  );
}

const tabId = (base: string, panel: LoginType) => `${base}-tab-${panel}`;
const panelId = (base: string, panel: LoginType) => `${base}-panel-${panel}`;

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    return false;
  }
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
