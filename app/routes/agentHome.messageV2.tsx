import { useLoaderData } from "@remix-run/react";
import { forAgents } from "~/features/agent/centre.server";
import { messageListAction, messageListLoader } from "~/features/messages/messages.server";
import { MessageList } from "~/features/messages/MessageList";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/agentHome/messageV2` (`?page=`): the member centre's inbox, in the agent centre. */
export const loader = forAgents(messageListLoader);
export const action = forAgents(messageListAction);

export default function AgentMessages() {
  return <MessageList view={useLoaderData<typeof loader>()} />;
}
