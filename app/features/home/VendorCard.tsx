import { useTranslation } from "react-i18next";
import { LaunchGameButton } from "~/features/games/LaunchGameButton";
import * as styles from "./cards.css";
import { NoData } from "./GameCard";
import { vendorGrid } from "./home.css";
import type { VendorView } from "./types";

/**
 * A vendor: its logo and name. The card launches the vendor (SPEC.md §4 routing): a
 * VASSALAGE vendor opens its game list popup, a lottery vendor its lottery page, any
 * other its lobby game.
 */
export function VendorCard({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-card="vendor" data-vendor={vendor.code}>
      <LaunchGameButton vendor={vendor.code}>
        <img className={styles.logo} src={vendor.logo} alt={vendor.name} width={240} height={80} loading="lazy" decoding="async" />
        {/* The logo's alt names the vendor; the caption repeats it for the eye only. */}
        <span className={styles.name} aria-hidden="true">
          {vendor.name}
        </span>
      </LaunchGameButton>
      {vendor.maintenance ? (
        <span className={styles.badges}>
          <span className={styles.maintenanceBadge}>{t("home.game.maintenance")}</span>
        </span>
      ) : null}
    </div>
  );
}

export function VendorGrid({ vendors }: { vendors: readonly VendorView[] }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <NoData text={t("common.noData")} />;
  return (
    <ul className={vendorGrid}>
      {vendors.map((vendor) => (
        <li key={vendor.code}>
          <VendorCard vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}
