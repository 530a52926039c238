import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandAssetResponse } from "~/brand/assets.server";

/**
 * `GET /favicon.ico`: what browsers and crawlers ask for by habit. Answering the
 * brand's SVG (which they accept under any name) spares them a 404 page.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return brandAssetResponse(request, context.brandDir, "favicon.svg");
}
