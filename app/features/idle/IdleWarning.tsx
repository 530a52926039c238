import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";

/**
 * The warning a minute before the idle time-out ends the session: the time left and "stay signed
 * in". Closing it (Escape, the close button) is the player saying they are there, so it stays too.
 * Loaded on demand by IdleWatch: no page's initial JavaScript carries it.
 */
export default function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onStay} title={t("layout.idle.title")} name="idle-warning" portal closeOnOutsideClick={false}>
      <p role="timer" aria-live="off">
        {t("layout.idle.body", { seconds: secondsLeft })}
      </p>
      <div className={ui.dialogActions}>
        <button type="button" className={ui.button.primary} data-autofocus onClick={onStay}>
          {t("layout.idle.stay")}
        </button>
      </div>
    </Dialog>
  );
}
