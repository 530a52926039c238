import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { returnPath } from "~/features/auth/return-path";
import { toGame } from "~/catalogue/views.server";
import type { GameView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";
import { parsePage } from "~/ui/paging";
import { getLanes, vendorNotOffered } from "~/catalogue/lanes.server";
import { notOfferedResponse } from "~/brand/verticals.server";
import { platformErrorCode } from "~/platform/platform-error";
import { VENDOR_GAMES_PAGE_SIZE, vendorGamesHref } from "./paths";
import { isVendorCode } from "./request.server";

export interface VendorGamesData {
  vendor: { code: string; name: string };
  page: number;
  totalPages: number;
  games: Loaded<GameView>;
  /** The page under the popup: where closing it goes. */
  returnTo: string;
}

/**
 * A VASSALAGE vendor's game list (such a vendor opens a popup list), 18 a page.
 * A code that is not one of the merchant's vendors is a 404; a page number that is not
 * one (`?page=abc`, 0, past the last page) shows the first page. A failed list is
 * reported in the popup.
 */
export async function loadVendorGames(request: Request, context: AppLoadContext, code: string | undefined): Promise<VendorGamesData> {
  const url = new URL(request.url);
  const returnTo = returnPath(url.searchParams.get("returnTo"));
  const lanes = code && isVendorCode(code) ? await getLanes(context).catch(() => null) : [];
  if (lanes === null) throw data({ code: "UNAVAILABLE" as const }, { status: 503 });
  const lane = lanes.find((candidate) => candidate.vendors.some((vendor) => vendor.vassalage === code));
  const vendor = lane?.vendors.find((candidate) => candidate.vassalage === code);
  if (!lane || !vendor) {
    const vertical = code ? await vendorNotOffered(context, code).catch(() => null) : null;
    if (vertical) throw notOfferedResponse(context.brand, vertical);
    throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  }

  const page = parsePage(url.searchParams.get("page"));
  const base = { vendor: { code: vendor.vassalage, name: vendor.name }, page, returnTo };
  try {
    const [list, cdn] = await Promise.all([
      context.platform.games.list({
        clientType: "3",
        platform: "html5-desktop",
        merchant: context.brand.merchantCode,
        gameType: lane.gameType,
        vassalage: vendor.vassalage,
        pageNo: page,
        pageSize: VENDOR_GAMES_PAGE_SIZE,
        language: context.i18n.language,
      }),
      context.imageCdn(),
    ]);
    if (list.games.length === 0 && page > 1) throw redirect(vendorGamesHref(vendor.vassalage, returnTo));
    return { ...base, totalPages: list.totalPages, games: { ok: true, items: list.games.map(toGame(cdn)) } };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ...base, totalPages: 0, games: { ok: false, code: platformErrorCode(error) } };
  }
}
