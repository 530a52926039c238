import type { AppLoadContext } from "@remix-run/node";
import { brandZone, type Zone } from "./dates";

/**
 * The zone of every time a player reads: the brand's (`timeZone` in its brand.yaml) at its offset
 * now, named ("GMT+8"). Asked per request, so the first page made after a daylight-saving change
 * names the new offset.
 */
export const playerZone = (context: Pick<AppLoadContext, "brand">): Zone => brandZone(context.brand.timeZone);
