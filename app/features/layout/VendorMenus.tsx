import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { LaunchGameButton } from "~/features/games/LaunchGameButton";
import { cx } from "~/ui/cx";
import { CATEGORY_LABEL } from "~/catalogue/categories";
import type { LayoutCategory } from "./layout.server";
import * as styles from "./header.css";
import { menuList } from "./menu.css";

/** The header's categories, each with a drop menu of its vendors (desktop: hover and keyboard focus). */
export function VendorMenus({ categories, unavailable }: { categories: LayoutCategory[]; unavailable: boolean }) {
  const { t } = useTranslation();
  if (unavailable) {
    return (
      <p className={cx(styles.vendorNav, styles.navNotice)} role="status">
        {t("layout.categoriesUnavailable")}
      </p>
    );
  }
  if (categories.length === 0) return null;
  return (
    <nav className={styles.vendorNav} aria-label={t("layout.gameCategories")}>
      <ul className={styles.vendorNavList}>
        {categories.map((category) => (
          <VendorMenu key={category.gameType} category={category} />
        ))}
      </ul>
    </nav>
  );
}

function VendorMenu({ category }: { category: LayoutCategory }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** Escape moves focus back to the category link without opening the menu again. */
  const refocusing = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const label = t(CATEGORY_LABEL[category.gameType]);
  const panelId = `vendor-menu-${category.gameType.toLowerCase()}`;

  useEffect(() => setEnhanced(true), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      refocusing.current = true;
      linkRef.current?.focus();
      refocusing.current = false;
    }
  };

  return (
    // The item opens its vendor list on hover or focus within it; its link and the list's links are what keyboards reach.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className={styles.vendorCategory}
      data-enhanced={enhanced || undefined}
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!itemRef.current?.contains(document.activeElement)) setOpen(false);
      }}
      onFocus={() => {
        if (!refocusing.current) setOpen(true);
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={linkRef}
        to={category.href}
        className={styles.vendorCategoryLink}
        aria-controls={panelId}
        aria-expanded={enhanced ? open : undefined}
        onKeyDown={(event) => {
          // Down arrow opens the menu and moves into it; Enter follows the link as usual.
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => itemRef.current?.querySelector<HTMLElement>(`#${panelId} :is(a, button)`)?.focus());
          }
        }}
      >
        {label}
      </Link>
      <div
        id={panelId}
        className={cx(styles.vendorPanel, category.large && styles.vendorPanelLarge)}
        data-size={category.large ? "large" : "small"}
      >
        <ul className={category.large ? styles.vendorListLarge : menuList} aria-label={t("layout.providersOf", { category: label })}>
          {category.vendors.map((vendor) => {
            const content = (
              <>
                {category.large ? <img className={styles.vendorLogo} src={vendor.logo} alt="" loading="lazy" /> : null}
                <span>{vendor.name}</span>
                {vendor.maintenance ? <span className={styles.tag}>{t("layout.maintenance")}</span> : null}
              </>
            );
            const className = cx(styles.vendorLink, category.large && styles.vendorLinkLarge);
            return (
              <li key={vendor.code} data-menu-vendor={vendor.code}>
                {/* A vendor with a page of its own is a link to it; a sports, e-sports or cockfight vendor is started,
                    unless it is under maintenance (shown with its state, as in the game centres). */}
                {vendor.href ? (
                  <Link to={vendor.href} className={className} onClick={() => setOpen(false)}>
                    {content}
                  </Link>
                ) : vendor.maintenance ? (
                  <span className={className} data-state="maintenance">
                    {content}
                  </span>
                ) : (
                  <LaunchGameButton vendor={vendor.code} className={className} onClick={() => setOpen(false)}>
                    {content}
                  </LaunchGameButton>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
