import { useLoaderData } from "@remix-run/react";
import { messageListAction, messageListLoader } from "~/features/messages/messages.server";
import { MessageList } from "~/features/messages/MessageList";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/member/messageV2`: the inbox (`?page=`); POST marks read or deletes. */
export const loader = messageListLoader;
export const action = messageListAction;

export default function MessagesRoute() {
  return <MessageList view={useLoaderData<typeof loader>()} />;
}
