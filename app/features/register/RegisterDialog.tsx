import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessages } from "~/features/auth/Field";
import { LoginFailureMessage } from "~/features/auth/LoginFailureMessage";
import * as authStyles from "~/features/auth/auth.css";
import { Dialog } from "~/ui/Dialog";
import { fieldMessage } from "./messages";
import { RegisterForm } from "./RegisterForm";
import type { RegisterActionData, RegisterFormModel, RegisterMode } from "./types";
import * as styles from "./register.css";

/** The page under the popup: where closing it goes. */
const CLOSED_PATH = "/";

/**
 * The register popup (SPEC.md §2), rendered open by the server at /register so it works
 * without JavaScript: the w_reg banner, a tab per registration method the whitelabel
 * switches turn on, and a link to the login popup.
 */
export function RegisterDialog({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionData = useActionData() as RegisterActionData | undefined;
  const tabsId = useId();
  const modes = model.modes.map((tab) => tab.mode);
  const [current, setCurrent] = useState<RegisterMode | undefined>(
    actionData && modes.includes(actionData.mode) ? actionData.mode : modes[0],
  );

  const switchTo = (next: RegisterMode) => {
    setCurrent(next);
    document.getElementById(tabId(tabsId, next))?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = modes.indexOf(current ?? modes[0]);
    const next =
      event.key === "ArrowRight" ? modes[(index + 1) % modes.length]
      : event.key === "ArrowLeft" ? modes[(index - 1 + modes.length) % modes.length]
      : event.key === "Home" ? modes[0]
      : event.key === "End" ? modes[modes.length - 1]
      : undefined;
    if (next) {
      event.preventDefault();
      switchTo(next);
    }
  };
  const tabbed = modes.length > 1;

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("auth.registerTitle")}
      closeAction={CLOSED_PATH}
      name="register"
    >
      <RegisterBanner banners={model.banners} />

      {tabbed ? (
        <div role="tablist" aria-label={t("register.methods")} className={authStyles.tabs}>
          {model.modes.map(({ mode }) => (
            <button
              key={mode}
              type="button"
              role="tab"
              id={tabId(tabsId, mode)}
              aria-selected={current === mode}
              aria-controls={panelId(tabsId, mode)}
              tabIndex={current === mode ? 0 : -1}
              className={authStyles.tab}
              onClick={() => setCurrent(mode)}
              onKeyDown={onTabKey}
            >
              {t(mode === "username" ? "auth.usernameRegistration" : "auth.mobileRegistration")}
            </button>
          ))}
        </div>
      ) : null}

      {/* The platform failed, or a post for a tab this brand does not show. */}
      <LoginFailureMessage
        failure={model.unavailable ?? (actionData && !modes.includes(actionData.mode) ? actionData.failure : null)}
      />
      {!model.unavailable && modes.length === 0 ? (
        <p role="alert" className={authStyles.formError}>
          {t("register.closed")}
        </p>
      ) : null}

      <FieldMessages.Provider value={fieldMessage}>
        {model.modes.map((tab) => (
          <div
            key={tab.mode}
            {...(tabbed
              ? { role: "tabpanel", id: panelId(tabsId, tab.mode), "aria-labelledby": tabId(tabsId, tab.mode), hidden: current !== tab.mode }
              : {})}
          >
            <RegisterForm
              tab={tab}
              last={actionData?.mode === tab.mode ? actionData : undefined}
              countries={model.countries}
              defaultCountry={model.defaultCountry}
              minimumAge={model.minimumAge}
              referralCode={model.referralCode}
              noscriptPass={model.noscriptPass}
            />
          </div>
        ))}
      </FieldMessages.Provider>

      <p className={authStyles.footer}>
        {t("auth.haveAccount")} <Link to="/login">{t("register.login")}</Link>
      </p>
    </Dialog>
  );
}

/** The w_reg banner: the first one, static; a failure says so in its place. */
function RegisterBanner({ banners }: { banners: RegisterFormModel["banners"] }) {
  if (!banners.ok) return <LoginFailureMessage failure={{ code: banners.error }} />;
  const banner = banners.items[0];
  if (!banner) return null;
  const image = <img className={styles.banner} src={banner.image} alt={banner.title} width={1200} height={400} />;
  return banner.link.kind === "route" ? <Link to={banner.link.to}>{image}</Link> : image;
}

const tabId = (base: string, mode: RegisterMode) => `${base}-tab-${mode}`;
const panelId = (base: string, mode: RegisterMode) => `${base}-panel-${mode}`;
