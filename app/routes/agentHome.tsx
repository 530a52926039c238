import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { agentHomeLoader } from "~/features/agent/agent-login.server";
import { AgentShell } from "~/features/agent/AgentShell";
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
        {/* A plain sign-out to /logout (no confirm dialog) until the agent centre brings its own header. */}
        <Form method="post" action="/logout">
          <button type="submit" className={ui.button.secondary}>
            {t("agentSignIn.signOut")}
          </button>
        </Form>
      </section>
    </AgentShell>
  );
}
