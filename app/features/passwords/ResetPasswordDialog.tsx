import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLoginForm } from "~/features/auth/LoginForm";
import { PasswordField } from "~/features/auth/PasswordField";
import { Dialog } from "~/ui/Dialog";
import { answerOf, PasswordForm, RuleHint } from "./PasswordForm";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "./paths";
import { resetByTokenSchema } from "./schema";
import type { ResetView } from "./types";
import * as styles from "~/features/auth/auth.css";

const CLOSED_PATH = "/";

/** The emailed reset link's popup, at /reset-password?token=…: the new password twice; then signed in, to /. */
export function ResetPasswordDialog({ view }: { view: ResetView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const last = answerOf(useActionData(), "reset");
  const { form, fields } = useLoginForm("reset-password", resetByTokenSchema, last);
  const expired = last?.failure?.code === "RESET_LINK_INVALID";

  return (
    <Dialog open onClose={() => navigate(CLOSED_PATH, { replace: true })} title={t("passwords.resetTitle")} closeAction={CLOSED_PATH} name="reset-password">
      {view.token ? (
        // Posted to the link's own address: the page answering the post reads the token from it too.
        <PasswordForm action={`${RESET_PASSWORD_PATH}?token=${view.token}`} form={form} last={last} submitLabel={t("passwords.setPassword")}>
          <input type="hidden" name="token" value={view.token} />
          <PasswordField
            key={`new-${last?.nonce}`}
            id={fields.newPassword.id}
            name={fields.newPassword.name}
            label={t("passwords.newPassword")}
            errors={fields.newPassword.errors}
            autoComplete="new-password"
          />
          <RuleHint rule={view.rule} />
          <PasswordField
            key={`confirm-${last?.nonce}`}
            id={fields.confirmNewPassword.id}
            name={fields.confirmNewPassword.name}
            label={t("passwords.confirmNewPassword")}
            errors={fields.confirmNewPassword.errors}
            autoComplete="new-password"
          />
        </PasswordForm>
      ) : (
        <p role="alert" className={styles.formError}>
          {t("passwords.resetLinkMissing")}
        </p>
      )}
      {expired || !view.token ? (
        <p className={styles.footer}>
          <Link to={`${FORGOT_PASSWORD_PATH}?method=email`}>{t("passwords.askAgain")}</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
