import { CATEGORY_PATH } from "~/catalogue/categories";
import { GAME_TYPES, type Banner } from "~/platform/contract/common";
import type { BannerLink } from "./types";

/**
 * The game type a node id names. Platform node ids are `<GAME TYPE>-<VENDOR>-<NUMBER>`
 * (`RNG-PG-0002`); an id of another shape gives null.
 */
export function gameTypeOfNodeId(nodeId: string) {
  const prefix = nodeId.split("-", 1)[0];
  return GAME_TYPES.find((type) => type === prefix) ?? null;
}

/** A same-site path such as `/promotions`: never `//host` or `/\host`, which browsers treat as another site. */
const isSitePath = (target: string) => /^\/(?![/\\])/.test(target) && !/[\s\u0000-\u001f]/.test(target);

function outsideUrl(target: string): string | null {
  try {
    const url = new URL(target);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where a click on a banner goes. ROUTE: a portal path; URL: an outside http(s)
 * page (new tab); GAME: for now the page of the game's category; NONE, or a
 * target that is not safe to follow: nowhere.
 */
export function bannerLink(linkage: Banner["linkage"]): BannerLink {
  const target = linkage.target.trim();
  switch (linkage.type) {
    case "ROUTE":
      return isSitePath(target) ? { kind: "route", to: target } : { kind: "none" };
    case "URL": {
      const href = outsideUrl(target);
      return href ? { kind: "url", href } : { kind: "none" };
    }
    case "GAME": {
      const type = gameTypeOfNodeId(target);
      return type ? { kind: "route", to: CATEGORY_PATH[type] } : { kind: "none" };
    }
    default:
      return { kind: "none" };
  }
}
