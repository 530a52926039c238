import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { agentHomeLoader } from "~/features/agent/agent-login.server";
import { AgentShell } from "~/features/agent/AgentShell";
import { SignOutButton } from "~/features/layout/SignOutButton";
import * as ui from "~/ui/ui.css";
import * as styles from "~/features/agent/agent.css";

/** `/agentHome`: the agent centre's place, behind the agent guard (non-agents go to /agent); a placeholder until it comes. */
export const loader = agentHomeLoader;

export default function AgentHome() {
  const { t } = useTranslation();
  const { username } = useLoaderData<typeof loader>();
  return (
    <AgentShell>
      <section className={styles.card} aria-labelledby="agent-home-title">
        <h1 id="agent-home-title" className={styles.title}>
          {t("agentSignIn.homeTitle")}
        </h1>
        <p>{t("agentSignIn.homeWelcome", { username })}</p>
        <p className={styles.muted}>{t("agentSignIn.homeComing")}</p>
        <SignOutButton className={ui.button.secondary}>{t("agentSignIn.signOut")}</SignOutButton>
      </section>
    </AgentShell>
  );
}
