import { useTranslation } from "~/i18n/react";
import { AGENT_PATH, AGENT_VERIFY_PATH } from "~/features/signin-steps/paths";
import { VerifyStep } from "~/features/signin-steps/VerifyStep";
import { verifyAction, verifyLoader } from "~/features/signin-steps/verify.server";
import { AgentShell } from "~/features/agent/AgentShell";
import * as styles from "~/features/agent/agent.css";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/agent/verify`: an agent's verification of a sign-in from a new address, in the agent layout. */
export const loader = verifyLoader;
export const action = verifyAction("agent");
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

export default function AgentVerify() {
  const { t } = useTranslation();
  return (
    <AgentShell>
      <section className={styles.card} aria-labelledby="agent-verify-title">
        <h1 id="agent-verify-title" className={styles.title}>
          {t("signInSteps.verifyTitle")}
        </h1>
        <VerifyStep action={AGENT_VERIFY_PATH} loginPath={AGENT_PATH} />
      </section>
    </AgentShell>
  );
}
