import { Form, useSubmit } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";

/** Where signing out posts (the auth feature's action). */
export const LOGOUT_PATH = "/logout";

/**
 * Sign out: asks for confirmation in a dialog, then posts to /logout. Without
 * JavaScript the button posts the form directly.
 */
export function SignOutButton({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  return (
    <>
      <Form method="post" action={LOGOUT_PATH} ref={formRef}>
        <button
          type="submit"
          className={className}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          {children}
        </button>
      </Form>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("layout.signOutTitle")} name="sign-out" portal>
        <p>{t("layout.signOutQuestion")}</p>
        <div className={ui.dialogActions}>
          <button type="button" className={ui.button.secondary} onClick={() => setConfirming(false)}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className={ui.button.primary}
            onClick={() => {
              setConfirming(false);
              if (formRef.current) submit(formRef.current, { replace: true });
            }}
          >
            {t("common.confirm")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
