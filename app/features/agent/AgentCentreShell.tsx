import { Form, NavLink, Outlet, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { openServiceWindow } from "~/ui/service-window";
import { ThemeToggle } from "~/features/settings/ThemeToggle";
import * as member from "~/features/member/member.css";
import * as panel from "~/ui/panel.css";
import { useRootData } from "~/route-data";
import * as ui from "~/ui/ui.css";
import { AgentClock } from "./AgentClock";
import type { AgentCentreView } from "./centre.server";
import { AGENT_ROOT, agentPath } from "./menu";
import * as styles from "./agent.css";

/**
 * The agent centre's layout: no player header, footer or side menu; the brand, the
 * clock, the agent's nickname, the theme switch and sign-out above; the menu of the pages the
 * agent's type opens beside the page.
 */
export function AgentCentreShell({ view }: { view: AgentCentreView }) {
  const { t } = useTranslation();
  const root = useRootData();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(`${AGENT_ROOT}/`);
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <p className={styles.brand}>
          <NavLink to={AGENT_ROOT} end className={styles.homeLink}>
            {root?.brand.displayName} · {t("agentCentre.title")}
          </NavLink>
        </p>
        <div className={styles.barEnd}>
          <AgentClock renderedAt={view.renderedAt} utcOffsetMinutes={view.utcOffsetMinutes ?? 0} />
          <span data-testid="agent-nickname">{view.nickname}</span>
          {root ? <ThemeToggle mode={root.mode} /> : null}
          <Form method="post" action="/logout">
            <button type="submit" className={ui.button.secondary}>
              {t("agentCentre.signOut")}
            </button>
          </Form>
        </div>
      </header>
      <div className={styles.centre}>
        <div className={member.shell} data-testid="agent-centre">
          <nav className={member.nav} aria-labelledby="agent-nav-title">
            <h2 id="agent-nav-title" className={member.navTitle}>
              {t("agentCentre.menu")}
            </h2>
            <ul className={member.navList}>
              {view.pages.map((id) => (
                <li key={id}>
                  <NavLink className={member.navItem} to={agentPath(id)} prefetch="intent" data-agent-page={id}>
                    {t(`agentCentre.nav.${id}`)}
                  </NavLink>
                </li>
              ))}
              {view.customerService ? (
                <li>
                  <a
                    className={member.navItem}
                    href={view.customerService}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={(event) => openServiceWindow(event, view.customerService!)}
                  >
                    {t("agentCentre.nav.customerService")}
                    <span className={ui.visuallyHidden}> ({t("layout.opensInNewWindow")})</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          <main id="main" className={panel.content} tabIndex={-1} aria-busy={loading}>
            {view.profileFailed ? (
              <p className={ui.formError} role="alert">
                {t("agentCentre.profileFailed")}
              </p>
            ) : null}
            {loading ? (
              <p className={panel.loading} role="status">
                {t("common.loading")}
              </p>
            ) : null}
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
