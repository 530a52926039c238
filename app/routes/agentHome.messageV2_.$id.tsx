import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { messageAction, messageLoader } from "~/features/messages/messages.server";
import { MessagePage } from "~/features/messages/MessagePage";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/agentHome/messageV2/<id>`: one message, in the agent centre. */
export const loader = forAgents(messageLoader);
export const action = forAgents(messageAction);

export default function AgentMessage() {
  return <MessagePage view={useLoaderData<typeof loader>()} />;
}
