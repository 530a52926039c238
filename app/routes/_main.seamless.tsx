import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { gamePageMeta } from "~/features/game-pages/meta";
import { LotteryPage } from "~/features/lottery/LotteryPage";
import { loadLottery } from "~/features/lottery/lottery.server";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "lobbies");

/** `/seamless?gameCode=`: the lottery lobby of any prize mode, without the footer. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLottery(request, context, "seamless", "seamless");

export const meta: MetaFunction<typeof loader> = ({ matches }) => gamePageMeta(matches, "gamePages.lottery.seamless");

export default function Lottery() {
  return <LotteryPage data={useLoaderData<typeof loader>()} />;
}
