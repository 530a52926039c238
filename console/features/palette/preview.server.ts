import { PREVIEW_PARAM, previewToken } from "~/brand/preview-token.server";
import type { Brand } from "~/brand/schema";
import type { ConsoleContext } from "../../context.server";
import { brandUrl } from "../brands/links.server";
import { PREVIEW_PAGE_IDS, type PreviewPageId, type PreviewSetup } from "./preview";

/**
 * The live preview's frames: the brand's own pages on its own domain, each address carrying a
 * signed preview link (`?preview=<token>`), so the portal serves them the draft. The console is
 * another site to the brand's domain: inside its frames the portal's preview cookie (SameSite=Lax)
 * is not sent, so each frame's address opens the preview by itself.
 */

/** The lobbies a brand may offer, in the order one is picked for the preview: the first it does not turn off. */
const LOBBIES = [
  ["RNG", "/rng"],
  ["LIVE", "/live"],
  ["FISH", "/fish"],
] as const;

function pagePath(brand: Brand, page: PreviewPageId): string {
  switch (page) {
    case "home":
      return "/";
    case "sign-in":
      return "/login";
    // A visitor is sent to sign in: the preview shows where a player lands, signed out.
    case "deposit":
      return "/member/depositv2";
    case "lobby":
      return LOBBIES.find(([vertical]) => !brand.verticals.off.includes(vertical))?.[1] ?? "/rng";
  }
}

/** What the page needs to draw the frames: each page's address with its preview link, and the choices made. */
export function previewSetup(context: Pick<ConsoleContext, "previewKey" | "brandPort">, brand: Brand, request: Request): PreviewSetup {
  const url = new URL(request.url);
  const origin = brandUrl(context, request, brand);
  const token = previewToken(context.previewKey, brand.id);
  const asked = url.searchParams.get("page");
  const mode = url.searchParams.get("mode");
  return {
    pages: PREVIEW_PAGE_IDS.map((id) => {
      const address = new URL(pagePath(brand, id), origin);
      address.searchParams.set(PREVIEW_PARAM, token);
      return { id, url: address.href };
    }),
    page: PREVIEW_PAGE_IDS.find((id) => id === asked) ?? "home",
    mode: mode === "dark" || mode === "light" ? mode : brand.defaultMode,
  };
}
