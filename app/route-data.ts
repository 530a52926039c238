import { useRouteLoaderData } from "@remix-run/react";
import { UTC_ZONE, type Zone } from "~/format/dates";
import type { loader as rootLoader } from "~/root";
import type { loader as layoutLoader } from "~/routes/_main";
import type { loader as memberLoader } from "~/routes/_main.member";

/**
 * The data of the layouts above a page, typed by their loaders. The one place below the routes
 * that names a route module (for its loader's type only): features read their layouts' data
 * through these hooks, so no feature imports a route. Each is undefined where its layout is
 * not rendered (the root's, when its own loader failed; the player layout's, on agent pages).
 */
export const useRootData = () => useRouteLoaderData<typeof rootLoader>("root");

/** The player layout (`routes/_main`): the player, balance, menus, contacts, downloads. */
export const useLayoutData = () => useRouteLoaderData<typeof layoutLoader>("routes/_main");

/** The member centre's layout (`routes/_main.member`): its badge counts. */
export const useMemberCentreData = () => useRouteLoaderData<typeof memberLoader>("routes/_main.member");

/** The page's writing direction (the root's `<html dir>`), for what reads it in script (Swiper); styles use `[dir]` selectors. */
export const usePageDirection = () => useRootData()?.dir ?? "ltr";

/**
 * The zone of every time a player reads, for a time the browser formats: the brand's, as the root
 * loader named it for this request ("GMT+8"). UTC, named so, where the root's data is absent (its
 * loader failed), so a time is never shown without its zone.
 */
export const usePlayerZone = (): Zone => useRootData()?.zone ?? UTC_ZONE;
