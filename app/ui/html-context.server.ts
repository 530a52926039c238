import type { AppLoadContext } from "@remix-run/node";
import { sanitizePlatformHtml } from "./sanitize.server";

/** The image CDNs platform HTML may show images from: the brand's own list, else the platform's. */
export async function imageCdnsOf(context: Pick<AppLoadContext, "brand" | "systemInfo">): Promise<string[]> {
  if (context.brand.imageCdns) return context.brand.imageCdns;
  const info = await context.systemInfo().catch(() => null);
  return info?.imageCDNs ?? [];
}

/** A sanitiser bound to the request's brand: `const safe = await htmlSanitiser(context); safe(html)`. */
export async function htmlSanitiser(context: Pick<AppLoadContext, "brand" | "systemInfo">): Promise<(html: string) => string> {
  const imageCdns = await imageCdnsOf(context);
  return (html) => sanitizePlatformHtml(html, { imageCdns });
}
