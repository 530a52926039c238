import { PREVIEW_LIFETIME_MS, PREVIEW_PARAM, previewToken } from "~/brand/preview-token.server";
import type { Brand } from "~/brand/schema";
import type { ConsoleContext } from "../../context.server";

/**
 * Links from the console to a brand's own pages. A `*.localhost` domain is this machine's: it is
 * reached over plain http on the port the portal listens on (what a console on `ops.localhost`
 * opens); any other domain is a real one, reached over https on its default port.
 */

export const isLocalDomain = (domain: string) => domain === "localhost" || domain.endsWith(".localhost");

/** The origin a domain is reached at from here: `http://aurora.localhost:3000`, `https://play.aurora.example`. */
export function domainOrigin(domain: string, brandPort: number): string {
  if (!isLocalDomain(domain)) return `https://${domain}`;
  return brandPort > 0 && brandPort !== 80 ? `http://${domain}:${brandPort}` : `http://${domain}`;
}

/**
 * The brand's home as the staff member reaches it: a console opened on a `*.localhost` host (a
 * try on this machine) links to the brand's `<id>.localhost` domain, which every brand has; a
 * console on a real host links to the brand's first real domain (its `<id>.localhost` one when it has none).
 */
export function brandUrl(context: Pick<ConsoleContext, "brandPort">, request: Request, brand: Pick<Brand, "domains">): string {
  const local = isLocalDomain(new URL(request.url).hostname);
  const domain = (local ? brand.domains.find(isLocalDomain) : brand.domains.find((name) => !isLocalDomain(name))) ?? brand.domains[0];
  return domainOrigin(domain, context.brandPort);
}

/**
 * A signed preview link of the brand (good for 24 hours): whoever holds it is served the brand's
 * draft (or, for a draft brand, the brand itself) on the brand's own domain.
 */
export function previewUrl(
  context: Pick<ConsoleContext, "brandPort" | "previewKey">,
  request: Request,
  brand: Pick<Brand, "id" | "domains">,
  now = Date.now(),
): string {
  return `${brandUrl(context, request, brand)}/?${PREVIEW_PARAM}=${previewToken(context.previewKey, brand.id, now + PREVIEW_LIFETIME_MS)}`;
}
