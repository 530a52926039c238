import { NavLink, Outlet, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useLayoutData, useMemberCentreData } from "~/route-data";
import { inlineBadge } from "~/features/layout/header.css";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { MEMBER_PAGES, MEMBER_ROOT, memberPath, type MemberBadges } from "~/session/member-pages";
import * as panel from "~/ui/panel.css";
import * as styles from "./member.css";

/**
 * The member centre's layout: its navigation (every member centre page this account may
 * open, with red badges above 0) and the page. The flags and counts come from the player
 * layout's data (`_main`), loaded once per navigation already: no call of its own.
 */
export function MemberShell() {
  const { t } = useTranslation();
  const layout = useLayoutData();
  const navigation = useNavigation();
  const counts = useMemberCentreData();
  const badges: MemberBadges = {
    unreadMessages: layout?.member?.unreadMessages ?? 0,
    claimableRewards: layout?.member?.claimableRewards ?? 0,
    claimableMissions: counts?.claimableMissions ?? 0,
  };
  const flags = { MANPLAYREB3: Boolean(layout?.menu.manualRebate) };
  const pages = MEMBER_PAGES.filter((page) => !("flag" in page) || flags[page.flag]);
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(`${MEMBER_ROOT}/`);

  return (
    <div className={styles.shell} data-testid="member-centre">
      <nav className={styles.nav} aria-labelledby="member-nav-title">
        <h2 id="member-nav-title" className={styles.navTitle}>
          {t("member.title")}
        </h2>
        <ul className={styles.navList}>
          {pages.map((page) => {
            const count = "badge" in page ? badges[page.badge] : 0;
            return (
              <li key={page.id}>
                <NavLink className={styles.navItem} to={memberPath(page.id)} prefetch="intent" data-member-page={page.id}>
                  {t(`member.nav.${page.id}`)}
                  {count > 0 ? (
                    <>
                      <span className={inlineBadge} data-badge={page.id} aria-hidden="true">
                        {count}
                      </span>
                      <VisuallyHidden>{t("member.badge", { count })}</VisuallyHidden>
                    </>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={panel.content} aria-busy={loading}>
        {loading ? (
          <p className={panel.loading} role="status">
            {t("common.loading")}
          </p>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
