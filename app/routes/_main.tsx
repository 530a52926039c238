import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageChrome } from "~/ui/chrome";
import { FavouritesProvider } from "~/features/games/FavouritesContext";
import { GameLaunchHost } from "~/features/games/GameLaunchHost";
import { Footer } from "~/features/layout/Footer";
import { Header } from "~/features/layout/Header";
import { loadLayout } from "~/features/layout/layout.server";
import { LiveEventsMount } from "~/features/live-events/LiveEventsMount";
import { idleTimeoutMs } from "~/session/idle.server";
import { getSession } from "~/session/session.server";
import * as styles from "~/features/layout/layout.css";
import { rememberPreference, SIDE_MENU_COOKIE } from "~/ui/preferences";
import { ServiceWidget } from "~/features/layout/ServiceWidget";
import { SideMenu, SideMenuDrawer } from "~/features/layout/SideMenu";
import type { loader as rootLoader } from "~/root";
import { NO_STORE } from "~/http/cache-headers";
import { LayoutErrorBoundary } from "~/features/system/RouteError";

/** The player layout: header, side menu (a drawer on phones), page, footer and the service widget. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Member info and balance are per user: never stored by a cache on the way.
  const layout = await loadLayout(request, context);
  // A signed-in player's session ends after the brand's idle time-out: the page's clock for the warning.
  return data({ ...layout, idle: getSession(context) ? idleTimeoutMs(context.brand) : null }, { headers: NO_STORE });
}

/**
 * The layout reloads after a form (sign-in, sign-out, language, theme), an explicit
 * revalidation or a language change by ?lng; not when a page only changes its own
 * query (tabs, filters): the balance has its refresh button.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng")) return defaultShouldRevalidate;
  return false;
};

export default function MainLayout() {
  const layout = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(layout.prefs.menuCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A signed-in player's idle time-out clock and its warning: chunks of their own, loaded once the page
  // is up (never rendered on the server, so hydration waits for no chunk; the shell holds only this).
  const [IdleClock, setIdleClock] = useState<ComponentType<{ ms: number }>>();
  const chrome = usePageChrome();

  // A navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.key]);
  // Signed in, the idle clock's chunk is asked for (once: the module is kept); a visitor's page never loads it.
  const signedIn = layout.idle !== null;
  useEffect(() => {
    if (signedIn) void import("~/features/idle/clock").then((clock) => setIdleClock(() => clock.default));
  }, [signedIn]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      rememberPreference(SIDE_MENU_COOKIE, value ? "expanded" : "collapsed");
      return !value;
    });
  }, []);

  if (!root) return <Outlet />;
  const brandName = root.brand.displayName;
  const menuProps = { data: layout, language: root.language, languages: root.languages, mode: root.mode };

  return (
    <div className={styles.shell}>
      <Header brandName={brandName} data={layout} mode={root.mode} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      <SideMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} {...menuProps} />
      <div className={styles.body}>
        {chrome.sideMenu ? <SideMenu collapsed={collapsed} onToggle={toggleCollapsed} showItems={!drawerOpen} {...menuProps} /> : null}
        <div className={styles.content}>
          {layout.signedIn && layout.memberError ? (
            <p className={styles.notice} role="alert">
              {t("layout.memberUnavailable")} {t(`errors.${layout.memberError}`)}
            </p>
          ) : null}
          <main id="main" className={styles.main} tabIndex={-1}>
            <FavouritesProvider ids={layout.favouriteIds} viewer={!layout.signedIn ? "visitor" : layout.member?.trial ? "trial" : "member"}>
              <Outlet />
              <GameLaunchHost />
            </FavouritesProvider>
          </main>
          {chrome.footer ? <Footer brandName={brandName} data={layout} /> : null}
        </div>
      </div>
      <ServiceWidget contacts={layout.contacts} />
      <LiveEventsMount enabled={layout.liveEvents} address={layout.liveEventsFrom} />
      {IdleClock && layout.idle ? <IdleClock ms={layout.idle} /> : null}
    </div>
  );
}

export const ErrorBoundary = LayoutErrorBoundary;
