import { useTranslation } from "~/i18n/react";
import type { SessionLimitView } from "./types";

export type { SessionLimitView };

/**
 * Why play stopped at a session-time limit, and when it may start again: "You have reached your
 * weekly play time limit. You can play again from 2026-12-02 14:00 GMT+8." Without the limit
 * (the platform did not say which), the refusal's own words.
 */
export function SessionLimitMessage({ limit, className }: { limit: SessionLimitView | null; className: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} role="alert" data-error-code="SESSION_LIMIT_REACHED" data-limit-period={limit?.period}>
      {limit ? t(`games.sessionLimitReached.${limit.period}`) : t("errors.SESSION_LIMIT_REACHED")}
      {limit?.resumesAt ? ` ${t("games.playAgainFrom", { time: limit.resumesAt })}` : null}
    </p>
  );
}
