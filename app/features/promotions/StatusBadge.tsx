import { useTranslation } from "~/i18n/react";
import type { ActivityStatus } from "~/platform/contract/promotion-rules";
import * as styles from "./promotions.css";

/** An activity status: its translated label in its state's style. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status[status]} data-status={status}>
      {t(`promotions.statuses.${status}`)}
    </span>
  );
}
