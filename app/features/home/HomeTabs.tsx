import { Link } from "@remix-run/react";
import { CATEGORY_LABEL } from "~/catalogue/categories";
import { useTranslation } from "~/i18n/react";
import * as styles from "./tabs.css";
import type { TabId, TabView } from "./types";

/**
 * HOME, FAV, then one tab per vendor category. Each is a link (`?tab=<TYPE>`),
 * so tabs work without JavaScript, survive a reload and keep history; FAV for
 * a visitor leads to the login popup.
 */
export function HomeTabs({ tabs, current }: { tabs: readonly TabView[]; current: TabId }) {
  const { t } = useTranslation();
  const label = (tab: TabView) =>
    tab.id === "HOME" ? t("home.tabs.home") : tab.id === "FAV" ? t("home.tabs.fav") : t(CATEGORY_LABEL[tab.id]);
  return (
    <nav className={styles.bar} aria-label={t("home.tabsLabel")}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              className={styles.tab}
              to={tab.href}
              preventScrollReset
              prefetch="intent"
              aria-current={tab.id === current ? "page" : undefined}
              data-tab={tab.id}
            >
              {label(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
