import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/account-page.css";
import type { LimitLeft } from "./limit-left";

/** "₱100.00 of your ₱500.00 weekly deposit limit left", and when more comes back where the platform said. */
function useLimitLeftText() {
  const { t } = useTranslation();
  return (limit: LimitLeft) => {
    const values = { left: limit.left, limit: limit.limit, name: t(`limits.names.${limit.kind}_${limit.period}`) };
    return limit.releasesAt ? t("limits.leftUntil", { ...values, time: limit.releasesAt }) : t("limits.left", values);
  };
}

/** A refusal by one of the player's limits, with what is left and when more comes back. */
export function LimitLeftMessage({ limit }: { limit: LimitLeft | null | undefined }) {
  const { t } = useTranslation();
  const text = useLimitLeftText();
  if (!limit) return null;
  return (
    <p role="alert" className={styles.alert} data-error-code="LIMIT_EXCEEDED">
      {t("errors.LIMIT_EXCEEDED")}: {text(limit)}
    </p>
  );
}

/** What is left of each of the player's limits of one kind, under `title`, before an amount is typed (none set: nothing). */
export function LimitsLeft({ title, limits }: { title: string; limits: LimitLeft[] }) {
  const text = useLimitLeftText();
  if (limits.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="limits-left-title" data-section="limitsLeft">
      <h2 id="limits-left-title" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {limits.map((limit) => (
          <li key={limit.period} data-limit={`${limit.kind}-${limit.period}`}>
            {text(limit)}
          </li>
        ))}
      </ul>
    </section>
  );
}
