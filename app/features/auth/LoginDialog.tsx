import { useActionData, useFetcher, useNavigate, useSearchParams, Link } from "@remix-run/react";
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/route-data";
import { Dialog } from "~/ui/Dialog";
import { useFlashFailure } from "~/ui/FlashMessage";
import { FreePlayButton } from "./FreePlayButton";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { SmsLoginForm } from "./SmsLoginForm";
import { UsernameLoginForm } from "./UsernameLoginForm";
import { replyOf } from "~/forms/reply";
import { SMS_FORM, type LoginFormData, type LoginRules } from "./types";
import * as styles from "~/ui/auth.css";

type LoginType = "username" | "sms";

export const LOGIN_FORM_DATA_PATH = "/auth/login-form";
/** The page under the popup: where closing it goes (a plain GET form without JavaScript). */
const CLOSED_PATH = "/";

/**
 * The login popup, rendered open by the server at /login so it works
 * without JavaScript and survives a reload. With JavaScript it becomes a modal
 * (the shared `Dialog`): focus on the first field, Escape, the close button or a
 * click outside close it and replace the route with `/`. `social`: the social sign-in, under the forms;
 * `rules`: the forms' browser rules, made by the /login loader from their schemas.
 */
export function LoginDialog({ social, noscriptPass, rules }: { social?: ReactNode; noscriptPass: string; rules: LoginRules }) {
  const { t } = useTranslation();
  const root = useRootData();
  const actionData = useActionData();
  const smsReply = replyOf(actionData, SMS_FORM);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabsId = useId();
  const prefill = useFetcher<LoginFormData>({ key: "login-form" });

  const smsEnabled = root?.flags?.MOBILEVERCODELOGIN3 === true;
  const freePlayEnabled = root?.flags?.FREEPLAY3 === true;
  const [method, setMethod] = useState<LoginType>(smsEnabled && smsReply ? "sms" : "username");
  const redirectTo = params.get("redirectTo");
  const flashed = useFlashFailure();
  // A failed free play or social sign-in comes back as the flash; an SMS post where SMS login is off
  // has no SMS form to show it.
  const pageFailure = smsReply && !smsEnabled ? smsReply.failure : !actionData ? flashed : null;

  useEffect(() => {
    if (prefill.state === "idle" && !prefill.data) prefill.load(LOGIN_FORM_DATA_PATH);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const switchTo = (next: LoginType) => {
    setMethod(next);
    document.getElementById(tabId(tabsId, next))?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft" || event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const next: LoginType = event.key === "Home" ? "username" : event.key === "End" ? "sms" : method === "username" ? "sms" : "username";
      switchTo(next);
    }
  };

  const panelProps = (panel: LoginType) =>
    smsEnabled ? { role: "tabpanel", id: panelId(tabsId, panel), "aria-labelledby": tabId(tabsId, panel), hidden: method !== panel } : {};

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("auth.loginTitle")}
      closeAction={CLOSED_PATH}
      name="login"
    >
      {smsEnabled ? (
        <div role="tablist" aria-label={t("login.methods")} className={styles.tabs}>
          {(["username", "sms"] as const).map((panel) => (
            <button
              key={panel}
              type="button"
              role="tab"
              id={tabId(tabsId, panel)}
              aria-selected={method === panel}
              aria-controls={panelId(tabsId, panel)}
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
          rules={rules.username}
          rememberedUsername={prefill.data?.username ?? null}
          redirectTo={redirectTo}
          noscriptPass={noscriptPass}
        />
      </div>
      {smsEnabled ? (
        <div {...panelProps("sms")}>
          <SmsLoginForm
            rules={rules.sms}
            countries={prefill.data?.countries ?? null}
            countriesFailed={prefill.data !== undefined && !prefill.data.countries}
            remembered={prefill.data?.sms ?? null}
            defaultCountry={prefill.data?.defaultCountry ?? null}
            redirectTo={redirectTo}
          />
        </div>
      ) : null}

      {freePlayEnabled ? <FreePlayButton /> : null}
      {social}

      <p className={styles.footer}>
        {t("auth.noAccount")} <Link to="/register">{t("login.register")}</Link>
      </p>
    </Dialog>
  );
}

const tabId = (base: string, panel: LoginType) => `${base}-tab-${panel}`;
const panelId = (base: string, panel: LoginType) => `${base}-panel-${panel}`;
