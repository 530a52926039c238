import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { agentPath } from "~/features/agent/menu";
import type { loader as centreLoader } from "./agentHome";
import * as member from "~/ui/panel.css";

/** `/agentHome`: where an agent lands after sign-in; the sections its type opens, as links. */
export default function AgentCentreHome() {
  const { t } = useTranslation();
  const view = useRouteLoaderData<typeof centreLoader>("routes/agentHome");
  if (!view) return null;
  return (
    <section className={member.panel} aria-labelledby="agent-home-title">
      <h1 id="agent-home-title" className={member.heading}>
        {t("agentCentre.welcome", { nickname: view.nickname })}
      </h1>
      <p>{t("agentCentre.intro")}</p>
      <ul>
        {view.pages.map((id) => (
          <li key={id}>
            <Link to={agentPath(id)}>{t(`agentCentre.nav.${id}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
