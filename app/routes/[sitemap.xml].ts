import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEO_CACHE_CONTROL, sitemapPaths, sitemapXml } from "~/features/seo/sitemap.server";

/** `GET /sitemap.xml`: the brand's home, lobbies and vendor pages on its own host. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let paths: string[];
  try {
    paths = await sitemapPaths(context);
  } catch {
    // No vendor lanes, no honest sitemap: crawlers come back later rather than drop the lobbies.
    return new Response("The sitemap is unavailable, please try again later.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL },
  });
}
