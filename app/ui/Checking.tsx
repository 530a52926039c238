import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { replyOf } from "~/forms/reply";
import * as styles from "~/ui/form-parts.css";

/**
 * The page's post that the platform gave no verdict on (its reply's failure is CHECKING: no
 * answer in time), said as a status at the top of the page. Every page frame with a money form
 * shows it, above the sections: a page that could not load its own data hides its form, and the
 * player must still learn that the operation is being checked, not refused.
 */
export function Checking() {
  const { t } = useTranslation();
  const reply = replyOf(useActionData());
  if (reply?.failure?.code !== "CHECKING") return null;
  return (
    <p role="status" className={styles.notice} data-state="checking">
      {t("errors.CHECKING")}
    </p>
  );
}
