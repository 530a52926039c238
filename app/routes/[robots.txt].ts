import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt, SEO_CACHE_CONTROL } from "~/features/seo/sitemap.server";

/** `GET /robots.txt`: what crawlers may read on the brand's host, and where its sitemap is. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL },
  });
}
