import { useLoaderData } from "@remix-run/react";
import { agentCentreLoader } from "~/features/agent/centre.server";
import { AgentCentreShell } from "~/features/agent/AgentCentreShell";
import { LayoutErrorBoundary } from "~/features/system/RouteError";
import { texts } from "~/i18n/texts";

export const handle = texts("agent");

/** `/agentHome/*`: the agent centre's layout, agents only. */
export const loader = agentCentreLoader;

export default function AgentCentre() {
  return <AgentCentreShell view={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = LayoutErrorBoundary;
