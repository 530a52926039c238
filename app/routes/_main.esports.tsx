import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GameCentrePage } from "~/features/game-centre/GameCentrePage";
import { loadGameCentre } from "~/features/game-centre/game-centre.server";
import { gamePageMeta } from "~/features/game-pages/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("lobbies");

/** `/esports`: the game centre of its categories (app/features/game-centre/centres.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadGameCentre(request, context, "esports");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => gamePageMeta(matches, "gamePages.centre.esports", data?.canonical);

export default function GameCentre() {
  return <GameCentrePage centre={useLoaderData<typeof loader>()} />;
}
