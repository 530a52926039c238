import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FieldMessages } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { replyOf } from "~/forms/reply";
import * as authStyles from "~/ui/auth.css";
import { Dialog } from "~/ui/Dialog";
import { fieldMessage } from "./messages";
import { REGISTER_PATH, RegisterForm } from "./RegisterForm";
import { REGISTER_MODES, registerFormOf, type RegisterFormModel, type RegisterMode } from "./types";
import * as styles from "./register.css";

/** The page under the popup: where closing it goes. */
const CLOSED_PATH = "/";

/**
 * The register popup, rendered open by the server at /register so it works
 * without JavaScript: the w_reg banner, the registration methods the whitelabel switches
 * turn on (as links: `?mode=`, so each is addressable and needs no script), the form of
 * the chosen one, and a link to the login popup.
 */
export function RegisterDialog({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionData = useActionData();
  const modes = model.modes.map((tab) => tab.mode);
  // The tab the action answered, if any (a post may name a tab this brand does not show).
  const posted = REGISTER_MODES.find((mode) => replyOf(actionData, registerFormOf(mode)));
  const current = posted && modes.includes(posted) ? posted : model.mode;
  const tab = model.modes.find((candidate) => candidate.mode === current);
  const pathOf = (mode: RegisterMode) => {
    const query = new URLSearchParams({ mode });
    if (model.referralCode) query.set("referralCode", model.referralCode);
    return `${REGISTER_PATH}?${query}`;
  };

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("auth.registerTitle")}
      closeAction={CLOSED_PATH}
      name="register"
    >
      <RegisterBanner banners={model.banners} />

      {modes.length > 1 ? (
        <nav aria-label={t("register.methods")} className={authStyles.tabs}>
          {modes.map((mode) => (
            <Link
              key={mode}
              to={pathOf(mode)}
              replace
              preventScrollReset
              aria-current={mode === current ? "page" : undefined}
              className={styles.tabLink}
            >
              {t(mode === "username" ? "auth.usernameRegistration" : "auth.mobileRegistration")}
            </Link>
          ))}
        </nav>
      ) : null}

      {/* The platform failed, or a post for a tab this brand does not show. */}
      <LoginFailureMessage
        failure={model.unavailable ?? (posted && !modes.includes(posted) ? replyOf(actionData, registerFormOf(posted))?.failure : null)}
      />
      {!model.unavailable && !tab ? (
        <p role="alert" className={authStyles.formError}>
          {t("register.closed")}
        </p>
      ) : null}

      {tab ? (
        <FieldMessages.Provider value={fieldMessage}>
          <RegisterForm
            key={tab.mode}
            tab={tab}
            countries={model.countries}
            defaultCountry={model.defaultCountry}
            minimumAge={model.minimumAge}
            referralCode={model.referralCode}
            noscriptPass={model.noscriptPass}
            smsNoscriptPass={model.smsNoscriptPass}
          />
        </FieldMessages.Provider>
      ) : null}

      <p className={authStyles.footer}>
        {t("auth.haveAccount")} <Link to="/login">{t("register.login")}</Link>
      </p>
    </Dialog>
  );
}

/** The w_reg banner: the first one, static; a failure says so in its place. */
function RegisterBanner({ banners }: { banners: RegisterFormModel["banners"] }) {
  if (!banners.ok) return <LoginFailureMessage failure={{ code: banners.code }} />;
  const banner = banners.items[0];
  if (!banner) return null;
  const image = <img className={styles.banner} src={banner.image} alt={banner.title} width={1200} height={400} />;
  return banner.link.kind === "route" ? <Link to={banner.link.to}>{image}</Link> : image;
}
