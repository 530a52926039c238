import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountGamesPage } from "~/features/account-games/AccountGamesPage";
import { loadAccountGames } from "~/features/account-games/account-games.server";
import { gamePageMeta } from "~/features/game-pages/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("lobbies");

/** `/favorite`: the signed-in player's games, paged (`?page=`). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccountGames(request, context, "favorite");

export const meta: MetaFunction<typeof loader> = ({ matches }) => gamePageMeta(matches, "gamePages.account.favorite");

export default function AccountGames() {
  return <AccountGamesPage data={useLoaderData<typeof loader>()} />;
}
