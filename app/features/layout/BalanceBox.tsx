import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as ui from "~/ui/ui.css";
import type { LayoutWallet } from "~/session/player.server";
import { BALANCE_HIDDEN_COOKIE, rememberPreference } from "~/ui/preferences";
import * as styles from "./header.css";

/** What the balance shows while hidden. */
const HIDDEN_BALANCE = "****";

/** The resource route answering the fresh balance. */
export const BALANCE_PATH = "/resources/balance";

/**
 * The balance (formatted on the server in the merchant's currency), a hide toggle (remembered
 * in a cookie) and a refresh button that asks the server for the fresh balance.
 */
export function BalanceBox({ wallet, initiallyHidden }: { wallet: LayoutWallet; initiallyHidden: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LayoutWallet>({ key: "balance" });
  const [hidden, setHidden] = useState(initiallyHidden);
  const [shown, setShown] = useState(wallet);
  const busy = fetcher.state !== "idle";

  // A new page load brings a new balance from the layout loader; a refresh brings one from the fetcher.
  useEffect(() => setShown(wallet), [wallet]);
  useEffect(() => {
    const fresh = fetcher.data;
    // A failed refresh keeps the last known balance and says why.
    if (fresh) setShown((previous) => (fresh.amount === null ? { ...previous, error: fresh.error } : fresh));
  }, [fetcher.data]);

  const toggleHidden = () => {
    const next = !hidden;
    setHidden(next);
    rememberPreference(BALANCE_HIDDEN_COOKIE, next ? "1" : "0");
  };

  return (
    <div className={styles.balanceBox} role="group" aria-label={t("header.balance")} data-testid="balance-box">
      <span className={styles.balanceAmount} aria-live="polite" aria-busy={busy} data-balance>
        {hidden ? (
          <>
            <span aria-hidden="true">{HIDDEN_BALANCE}</span>
            <VisuallyHidden>{t("layout.balanceHidden")}</VisuallyHidden>
          </>
        ) : (
          (shown.amount ?? <span className={styles.balanceError}>{t("layout.balanceUnavailable")}</span>)
        )}
      </span>
      {shown.error && !busy && shown.amount !== null ? (
        <span className={styles.balanceError} role="status">
          {t(`errors.${shown.error}`)}
        </span>
      ) : null}
      <button
        type="button"
        className={ui.iconButton}
        onClick={toggleHidden}
        aria-pressed={hidden}
        aria-label={t(hidden ? "header.showBalance" : "header.hideBalance")}
        title={t(hidden ? "header.showBalance" : "header.hideBalance")}
      >
        <Icon name={hidden ? "eye" : "eyeOff"} />
      </button>
      <button
        type="button"
        className={ui.iconButton}
        onClick={() => fetcher.load(BALANCE_PATH)}
        disabled={busy}
        aria-busy={busy}
        aria-label={t("header.refreshBalance")}
        title={t("header.refreshBalance")}
      >
        <Icon name="refresh" className={busy ? ui.spinning : undefined} />
      </button>
      {/*
        The router learns the balance route when the header renders. Loaded first in the middle of
        a navigation (a live balance event during a claim's or a conversion's redirect), the route's
        discovery raced the navigation and the router answered the page with a 404.
      */}
      <Link to={BALANCE_PATH} discover="render" prefetch="none" hidden tabIndex={-1} aria-hidden="true" />
      {busy ? (
        <span role="status">
          <VisuallyHidden>{t("layout.balanceRefreshing")}</VisuallyHidden>
        </span>
      ) : null}
    </div>
  );
}
