import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { gamePageMeta } from "~/features/game-pages/meta";
import { page } from "~/ui/page.css";
import { LiveModels } from "~/features/live/LiveModels";
import { loadLiveModels, loadPvpRooms } from "~/features/live/live.server";
import { PvpRooms } from "~/features/live/PvpRooms";
import { texts } from "~/i18n/texts";

export const handle = texts("lobbies");

/**
 * `/live-rooms`: the live casino's extras, the live models (with their chat rooms,
 * the child `/live-rooms/chat/<modelId>`) and the PVP rooms. Public.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [models, rooms] = await Promise.all([loadLiveModels(context), loadPvpRooms(context)]);
  return { models, rooms };
}

/** Opening or closing a chat room does not reload the lists behind it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ matches }) => gamePageMeta(matches, "gamePages.live.title");

export default function LiveRooms() {
  const { models, rooms } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={page} data-page="live-rooms">
      <h1>{t("gamePages.live.title")}</h1>
      <LiveModels models={models} />
      <PvpRooms rooms={rooms} />
      <Outlet />
    </div>
  );
}
