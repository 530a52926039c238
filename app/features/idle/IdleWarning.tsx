import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import * as ui from "~/ui/ui.css";
import * as styles from "./idle.css";

/**
 * The warning a minute before the idle time-out ends the session: the time left and "stay signed
 * in", which takes the focus so Enter or Space answers it. An alert dialog over the page's corner,
 * not a modal: the page stays as it was, and nothing but the button closes it. Loaded on demand
 * by the idle clock (clock.tsx): no page's initial JavaScript carries it.
 */
export default function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={styles.warning}
      data-dialog="idle-warning"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t("layout.idle.title")}
      </h2>
      <p id={`${id}-body`}>{t("layout.idle.body", { seconds: secondsLeft })}</p>
      <div className={ui.dialogActions}>
        <button type="button" ref={stay} className={ui.button.primary} onClick={onStay}>
          {t("layout.idle.stay")}
        </button>
      </div>
    </div>
  );
}
