import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/form-parts.css";
import type { LimitLeft } from "./limit-left";

/** A refusal by one of the player's limits, with what is left: "₱100.00 of your ₱500.00 weekly deposit limit left". */
export function LimitLeftMessage({ limit }: { limit: LimitLeft | null | undefined }) {
  const { t } = useTranslation();
  if (!limit) return null;
  return (
    <p role="alert" className={styles.alert} data-error-code="LIMIT_EXCEEDED">
      {t("errors.LIMIT_EXCEEDED")}:{" "}
      {t("limits.left", { left: limit.left, limit: limit.limit, name: t(`limits.names.${limit.kind}_${limit.period}`) })}
    </p>
  );
}
