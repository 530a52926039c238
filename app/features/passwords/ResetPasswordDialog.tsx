import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import { Dialog } from "~/ui/Dialog";
import { PasswordForm, NewPasswordFields } from "./PasswordForm";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "./paths";
import { RESET_FORM, type PasswordExtra, type ResetView } from "./types";
import * as styles from "~/ui/auth.css";

const CLOSED_PATH = "/";

/** Why a link cannot set a password, by its state (a usable one, or one the platform could not tell, shows the form). */
const UNUSABLE = { used: "passwords.resetLinkUsed", expired: "passwords.resetLinkExpired", unknown: "passwords.resetLinkUnknown" } as const;

/**
 * The emailed reset link's popup, at /reset-password?token=…: the new password twice; then
 * signed in, to /. A link that is incomplete, used, expired or unknown says so instead of
 * showing the form, with a way to ask for a new one.
 */
export function ResetPasswordDialog({ view }: { view: ResetView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useFormState<PasswordExtra>({ form: RESET_FORM, rules: view.rules, action: RESET_PASSWORD_PATH });
  // The platform refused the post: the link stopped working since the page opened.
  const refused = state.failure?.code === "RESET_LINK_INVALID";
  const unusable = !view.token
    ? "passwords.resetLinkMissing"
    : view.linkState && view.linkState !== "usable"
      ? UNUSABLE[view.linkState]
      : null;

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("passwords.resetTitle")}
      closeAction={CLOSED_PATH}
      name="reset-password"
    >
      {view.token && unusable === null ? (
        // Posted to the link's own address: the page answering the post reads the token from it too.
        <PasswordForm action={`${RESET_PASSWORD_PATH}?token=${view.token}`} state={state} submitLabel={t("passwords.setPassword")}>
          <input type="hidden" name="token" value={view.token} />
          <NewPasswordFields
            password={state.field("newPassword")}
            confirm={state.field("confirmNewPassword")}
            rule={view.rule}
            nonce={state.extra?.nonce}
          />
        </PasswordForm>
      ) : (
        <p role="alert" className={styles.formError}>
          {t(unusable ?? "passwords.resetLinkMissing")}
        </p>
      )}
      {refused || unusable ? (
        <p className={styles.footer}>
          <Link to={`${FORGOT_PASSWORD_PATH}?method=email`}>{t("passwords.askAgain")}</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
