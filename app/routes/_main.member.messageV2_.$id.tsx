import { useLoaderData } from "@remix-run/react";
import { messageAction, messageLoader } from "~/features/messages/messages.server";
import { MessagePage } from "~/features/messages/MessagePage";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/member/messageV2/<id>`: one message (opening it marks it read); POST deletes it. */
export const loader = messageLoader;
export const action = messageAction;

export default function MessageRoute() {
  return <MessagePage view={useLoaderData<typeof loader>()} />;
}
