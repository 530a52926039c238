import type { LoaderFunctionArgs } from "@remix-run/node";
import { LobbyPage } from "~/features/lobby/Lobby";
import { loadLobby } from "~/features/lobby/lobby.server";
import { lobbyMeta } from "~/features/lobby/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("lobbies");

/** `/live`: the live casino lobby. The whole view is in the query (docs/decisions/game-lobbies.md). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLobby(request, context, "LIVE");

export const meta = lobbyMeta;

export default LobbyPage;
