import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/panel.css";
import { SECURITY_TABS, securityTabPath } from "./tabs";

/** The security centre ("my account"): its tabs as links (each a route, so each works without JavaScript), then the tab. */
export function SecurityCentre() {
  const { t } = useTranslation();
  return (
    <section className={styles.content} aria-labelledby="security-title">
      <h1 id="security-title" className={styles.heading}>
        {t("security.title")}
      </h1>
      <nav aria-label={t("security.tabsLabel")}>
        <ul className={styles.tabs}>
          {SECURITY_TABS.map((tab) => (
            <li key={tab}>
              <NavLink className={styles.tab} to={securityTabPath(tab)} data-security-tab={tab}>
                {t(`security.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
