import { useTranslation } from "react-i18next";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as styles from "./games.css";

/**
 * SPEC.md §6: a trial account's protected action shows a message asking for a real account,
 * with a confirm button. `closeAction` when the server renders it as a page (no JavaScript):
 * the page to go back to.
 */
export function RealAccountPrompt({ onClose, closeAction }: { onClose: () => void; closeAction?: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("games.realAccountTitle")} closeAction={closeAction} name="real-account">
      <p className={styles.message}>{t("games.realAccountBody")}</p>
      <ConfirmButton closeAction={closeAction} onClose={onClose} />
    </Dialog>
  );
}

/** The dialog's confirm (OK) button: a GET form back to the page without JavaScript. */
export function ConfirmButton({ onClose, closeAction }: { onClose: () => void; closeAction?: string }) {
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
      <button type="submit" className={ui.button.primary} data-autofocus>
        {t("games.confirm")}
      </button>
    </form>
  );
}
