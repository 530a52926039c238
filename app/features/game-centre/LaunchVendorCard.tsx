import { useTranslation } from "react-i18next";
import * as cards from "~/features/home/cards.css";
import { NoData } from "~/features/home/GameCard";
import { vendorGrid } from "~/features/home/home.css";
import { LaunchGameButton } from "~/features/games/LaunchGameButton";
import * as styles from "./game-centre.css";
import type { LaunchVendorView } from "./types";

/**
 * A vendor that opens its lobby through the launch entry point (the action fetches the
 * launch URL on the server; with JavaScript the game opens in the popup over this page,
 * without it the post renders the game page). A vendor in maintenance is shown with its
 * state and cannot be launched.
 */
export function LaunchVendorCard({ vendor }: { vendor: LaunchVendorView }) {
  const { t } = useTranslation();
  const content = (
    <>
      <img className={cards.logo} src={vendor.logo} alt={vendor.name} width={240} height={80} loading="lazy" decoding="async" />
      {/* The logo's alt names the vendor; the caption repeats it for the eye only. */}
      <span className={cards.name} aria-hidden="true">
        {vendor.name}
      </span>
      {vendor.isNew || vendor.maintenance ? (
        <span className={cards.badges}>
          {vendor.isNew ? (
            <span className={styles.newBadge} data-badge="new">
              {t("gamePages.centre.newBadge")}
            </span>
          ) : null}
          {vendor.maintenance ? (
            <span className={cards.maintenanceBadge} data-badge="maintenance">
              {t("home.game.maintenance")}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );

  if (vendor.maintenance) {
    return (
      <div className={styles.unavailableCard} data-card="vendor" data-vendor={vendor.code} data-state="maintenance">
        {content}
      </div>
    );
  }
  return (
    <div className={styles.form} data-card="vendor" data-vendor={vendor.code}>
      <LaunchGameButton vendor={vendor.code} className={styles.launchCard}>
        {content}
      </LaunchGameButton>
    </div>
  );
}

export function LaunchVendorGrid({ vendors }: { vendors: readonly LaunchVendorView[] }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <NoData text={t("common.noData")} />;
  return (
    <ul className={vendorGrid}>
      {vendors.map((vendor) => (
        <li key={vendor.code}>
          <LaunchVendorCard vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}
