import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/features/game-pages/game-pages.css";
import { SectionError } from "~/ui/Section";
import { loadChatRoom } from "~/features/live/live.server";
import { Dialog } from "~/ui/Dialog";

/** `/live-rooms/chat/<modelId>`: the chat-room popup over the live rooms; the chat URL is fetched here. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadChatRoom(request, context, params.modelId ?? "");

const CLOSED_PATH = "/live-rooms";

export default function ChatRoom() {
  const room = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t("gamePages.live.chatRoom", { name: room.name });
  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true, preventScrollReset: true })}
      title={title}
      closeAction={CLOSED_PATH}
      name="chat-room"
    >
      {room.chat.ok ? (
        <iframe
          className={styles.lobbyFrame}
          src={room.chat.url}
          title={title}
          referrerPolicy="no-referrer"
          data-chat-room={room.modelId}
        />
      ) : (
        <SectionError code={room.chat.code} />
      )}
    </Dialog>
  );
}
