import { data, type AppLoadContext } from "@remix-run/node";
import { getLanes, vendorNotOffered } from "~/catalogue/lanes.server";
import { notOfferedResponse, verticalsNotOffered } from "~/brand/verticals.server";
import { platformErrorCode } from "~/platform/platform-error";
import { cdnUrl } from "~/platform/cdn";
import { GAME_CENTRES, type GameCentreId } from "./centres";
import { newGameVendorCodes } from "./new-vendors.server";
import type { GameCentreData, GameCentreSection } from "./types";

/**
 * A game centre: its categories' vendors from the cached lanes, with NEW badges.
 * A brand without any vendor in the centre's categories has no such page (404, as
 * its menus have no such item); a lanes failure is shown in the page's section.
 */
export async function loadGameCentre(request: Request, context: AppLoadContext, centre: GameCentreId): Promise<GameCentreData> {
  const { categories, path } = GAME_CENTRES[centre];
  const canonical = new URL(path, request.url).href;
  // A link to a vendor of a vertical this visitor is not offered (`/sports?vassalage=DS88`) says so.
  const asked = new URL(request.url).searchParams.get("vassalage");
  const askedNotOffered = asked ? await vendorNotOffered(context, asked).catch(() => null) : null;
  if (askedNotOffered) throw notOfferedResponse(context.brand, askedNotOffered);
  const [lanes, cdn, newVendors] = await Promise.all([
    getLanes(context).catch((error: unknown) => ({ error: platformErrorCode(error) })),
    context.imageCdn(),
    newGameVendorCodes(context),
  ]);
  if ("error" in lanes) return { centre, canonical, sections: { ok: false, code: lanes.error } };

  const sections: GameCentreSection[] = lanes
    .filter((lane) => (categories as readonly string[]).includes(lane.gameType) && lane.vendors.length > 0)
    .map((lane) => ({
      gameType: lane.gameType,
      title: lane.title,
      vendors: lane.vendors.map((vendor) => ({
        code: vendor.vassalage,
        name: vendor.name,
        logo: cdnUrl(cdn, vendor.logoUrl),
        maintenance: vendor.maintenance,
        isNew: newVendors.has(vendor.vassalage),
      })),
    }));
  if (sections.length === 0) {
    // The centre's verticals are all ones this visitor is not offered: its page says so.
    const hidden = await verticalsNotOffered(context);
    const vertical = categories.find((category) => hidden.has(category));
    if (vertical) throw notOfferedResponse(context.brand, vertical);
    throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  }
  return { centre, canonical, sections: { ok: true, items: sections } };
}
