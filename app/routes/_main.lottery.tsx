import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { gamePageMeta } from "~/features/game-pages/meta";
import { LotteryPage } from "~/features/lottery/LotteryPage";
import { loadLottery } from "~/features/lottery/lottery.server";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "lobbies");

/** `/lottery?gameCode=`: the LOTT and ELOTT lottery (sign-in required). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLottery(request, context, "lottery", "page");

export const meta: MetaFunction<typeof loader> = ({ matches }) => gamePageMeta(matches, "gamePages.lottery.lottery");

export default function Lottery() {
  return <LotteryPage data={useLoaderData<typeof loader>()} />;
}
