import { useTranslation } from "~/i18n/react";
import * as cards from "./cards.css";
import { NoData } from "~/ui/Section";
import { LaunchGameButton } from "./LaunchGameButton";
import * as styles from "./vendor-card.css";

/** What a vendor card shows. */
export interface VendorCardView {
  code: string;
  name: string;
  logo: string;
  maintenance: boolean;
  /** The vendor released games lately (the game centres' NEW badge). */
  isNew?: boolean;
}

/**
 * A vendor card (the home's category lanes, the game centres): the card is the launch
 * button (a VASSALAGE vendor opens its game list popup, a lottery
 * vendor its lottery page, any other its lobby game; the action fetches the launch URL on
 * the server, and without JavaScript the post renders the game page). A vendor in
 * maintenance is shown with its state and cannot be launched.
 */
export function VendorCard({ vendor }: { vendor: VendorCardView }) {
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
            <span className={cards.newBadge} data-badge="new">
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

export function VendorGrid({ vendors }: { vendors: readonly VendorCardView[] }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <NoData text={t("common.noData")} />;
  return (
    <ul className={cards.vendorGrid}>
      {vendors.map((vendor) => (
        <li key={vendor.code}>
          <VendorCard vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}
