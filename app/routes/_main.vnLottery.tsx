import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { gamePageMeta } from "~/features/game-pages/meta";
import { variantOfPath } from "~/features/lottery/areas";
import { LotteryPage } from "~/features/lottery/LotteryPage";
import { loadLottery } from "~/features/lottery/lottery.server";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "lobbies");

/** `/vnLottery?gameCode=`: the Vietnam lottery with its menu; `/vnlottery` (this route too) is its game page without the side menu. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadLottery(request, context, "vnLottery", variantOfPath(new URL(request.url).pathname));

export const meta: MetaFunction<typeof loader> = ({ matches }) => gamePageMeta(matches, "gamePages.lottery.vnLottery");

export default function Lottery() {
  return <LotteryPage data={useLoaderData<typeof loader>()} />;
}
