import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./cards.css";
import { NoData } from "./GameCard";
import { vendorGrid } from "./home.css";
import type { VendorView } from "./types";

/** A vendor: its logo and name; opens the vendor's games in its category page. */
export function VendorCard({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation();
  return (
    <Link className={styles.card} to={vendor.href} prefetch="intent" data-card="vendor" data-vendor={vendor.code}>
      <img className={styles.logo} src={vendor.logo} alt={vendor.name} width={240} height={80} loading="lazy" decoding="async" />
      {/* The logo's alt names the vendor; the caption repeats it for the eye only. */}
      <span className={styles.name} aria-hidden="true">
        {vendor.name}
      </span>
      {vendor.maintenance ? (
        <span className={styles.badges}>
          <span className={styles.maintenanceBadge}>{t("home.game.maintenance")}</span>
        </span>
      ) : null}
    </Link>
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
