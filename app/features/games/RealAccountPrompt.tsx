import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as styles from "./games.css";

/** Where the prompt's register button goes (the registration popup). */
const REGISTER_PATH = "/register";

interface RealAccountPromptProps {
  onClose: () => void;
  /** When the server renders it as a page (no JavaScript): the page to go back to. */
  closeAction?: string;
}

/**
 * A trial account's protected action (a game it may not play, a favourite, the
 * deposit, withdrawal, member centre and points mall links) shows a message asking for a
 * real account, with a button to register and a confirm button.
 */
export function RealAccountPrompt({ onClose, closeAction }: RealAccountPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("games.realAccountTitle")} closeAction={closeAction} name="real-account">
      <p className={styles.message}>{t("games.realAccountBody")}</p>
      <ConfirmButton closeAction={closeAction} onClose={onClose}>
        <Link to={REGISTER_PATH} className={ui.button.secondary}>
          {t("login.register")}
        </Link>
      </ConfirmButton>
    </Dialog>
  );
}

/** The dialog's confirm (OK) button, after `children` (other actions): a GET form back to the page without JavaScript. */
export function ConfirmButton({
  onClose,
  closeAction,
  children,
}: {
  onClose: () => void;
  closeAction?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action={closeAction}
      className={ui.dialogActions}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
      <button type="submit" className={ui.button.primary} data-autofocus>
        {t("games.confirm")}
      </button>
    </form>
  );
}
