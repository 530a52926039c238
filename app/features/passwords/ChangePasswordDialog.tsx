import { Form, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Field } from "~/ui/Field";
import { PasswordField } from "~/features/auth/PasswordField";
import { useFormState } from "~/forms/use-form-state";
import { Dialog } from "~/ui/Dialog";
import { useFlashSaid } from "~/ui/FlashMessage";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { DoneMessage, PasswordForm, NewPasswordFields } from "./PasswordForm";
import { CHANGE_PASSWORD_PATH } from "~/session/paths";
import { CHANGE_FORM, OLD_PASSWORD_ASKED, PASSWORD_CHANGED, type ChangeView, type PasswordExtra } from "./types";
import * as styles from "~/ui/auth.css";

/**
 * The change-password popup, at /change-password: username read-only, the old
 * password when one is stored, the new one twice. Forced after a sign-in with a default or
 * expired password: then it says why, offers sign-out, and closing it reloads the page,
 * which the server answers with this popup again. The agent sign-in page shows it too, with
 * its own `action` and `closedPath`.
 */
export function ChangePasswordDialog({
  view,
  action = CHANGE_PASSWORD_PATH,
  closedPath = "/",
}: {
  view: ChangeView;
  /** Where the form posts. */
  action?: string;
  /** Where a closed popup (and OK after the change) goes; a forced change's popup is answered there by the server's guard, which reopens it. */
  closedPath?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onClose = () => (view.forced ? window.location.assign(closedPath) : navigate(closedPath, { replace: true }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("passwords.changeTitle")}
      closeAction={closedPath}
      closeOnOutsideClick={!view.forced}
      name="change-password"
    >
      <ChangePasswordForm view={view} action={action} donePath={closedPath} />
    </Dialog>
  );
}

/**
 * The change-password form itself (the popup's, and the security centre's password tab): where the
 * change is said on the form's own page (the agent's modal), the success message with OK to `donePath`.
 */
export function ChangePasswordForm({ view, action, donePath }: { view: ChangeView; action: string; donePath?: string }) {
  const { t } = useTranslation();
  const state = useFormState<PasswordExtra>({ form: CHANGE_FORM, rules: view.rules, action: action.split("?")[0] });
  const nonce = state.extra?.nonce;
  const changed = useFlashSaid(PASSWORD_CHANGED);
  if (changed) return <DoneMessage text={t(PASSWORD_CHANGED)} to={donePath} />;
  return (
    <>
      {view.forced ? <p className={styles.status}>{t("passwords.forcedNotice")}</p> : null}
      {view.statusError ? (
        <p role="alert" className={styles.formError}>
          {t(`errors.${view.statusError}`)}
        </p>
      ) : null}
      <PasswordForm action={action} state={state} submitLabel={t("passwords.change")}>
        <Field id="change-password-username" label={t("passwords.username")} errors={undefined}>
          <input id="change-password-username" className={ui.input} value={view.username} readOnly autoComplete="username" />
        </Field>
        {view.oldPasswordAsked ? <input type="hidden" name={OLD_PASSWORD_ASKED} value="on" /> : null}
        {view.oldPasswordAsked ? (
          <PasswordField key={`old-${nonce}`} field={state.field("oldPassword")} label={t("passwords.oldPassword")} />
        ) : null}
        <NewPasswordFields
          password={state.field("newPassword")}
          confirm={state.field("confirmNewPassword")}
          rule={view.rule}
          nonce={nonce}
        />
      </PasswordForm>
      {view.forced ? (
        <Form method="post" action="/logout" replace>
          <button type="submit" className={cx(ui.button.secondary, ui.buttonLarge, styles.fullWidth)}>
            {t("passwords.signOut")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
