import type { AppLoadContext } from "@remix-run/node";
import { loadContentPage } from "~/features/content/content.server";
import { getSession } from "~/session/session.server";
import type { ResponsibleGamingView } from "./types";

/**
 * The responsible-gaming page: the merchant's text (the platform's content page, sanitised)
 * and what the brand's config adds (help organisations, seals), both per brand; a signed-in
 * player's protection pages (limits, reality check, self-exclusion, account activity).
 */
export async function loadResponsibleGaming(request: Request, context: AppLoadContext): Promise<ResponsibleGamingView> {
  const page = await loadContentPage(request, context, "responsible", "RESPONSIBLE");
  const { helpOrganisations, seals } = context.brand.responsibleGaming;
  return {
    ...page,
    helpOrganisations: helpOrganisations.map(({ name, url, phone }) => ({ name, url, phone: phone ?? null })),
    seals: seals.map(({ image, link, alt }) => ({ src: `/brand/seals/${image}`, link, alt })),
    signedIn: getSession(context) !== null,
  };
}
