import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useLoginForm } from "~/features/auth/form-state";
import { Dialog } from "~/ui/Dialog";
import { answerOf, PasswordForm, NewPasswordFields } from "./PasswordForm";
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
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("passwords.resetTitle")}
      closeAction={CLOSED_PATH}
      name="reset-password"
    >
      {view.token ? (
        // Posted to the link's own address: the page answering the post reads the token from it too.
        <PasswordForm
          action={`${RESET_PASSWORD_PATH}?token=${view.token}`}
          form={form}
          last={last}
          submitLabel={t("passwords.setPassword")}
        >
          <input type="hidden" name="token" value={view.token} />
          <NewPasswordFields password={fields.newPassword} confirm={fields.confirmNewPassword} rule={view.rule} nonce={last?.nonce} />
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
