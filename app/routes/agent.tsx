import { agentLoginAction, agentLoginLoader } from "~/features/agent/agent-login.server";
import { AgentLoginPage } from "~/features/agent/AgentLoginPage";
import { AgentShell } from "~/features/agent/AgentShell";
import { signInHeaders } from "~/features/signin-steps/headers";
import { LayoutErrorBoundary } from "~/features/system/RouteError";
import { texts } from "~/i18n/texts";

export const handle = texts("auth", "agent");

/** `/agent`: the agent sign-in, in the agent layout (not the player one); agents go on to `/agentHome`. */
export const loader = agentLoginLoader;
export const action = agentLoginAction;
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

export default function AgentSignIn() {
  return (
    <AgentShell>
      <AgentLoginPage />
    </AgentShell>
  );
}

export const ErrorBoundary = LayoutErrorBoundary;
