import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandAssetResponse } from "~/brand/assets.server";

/** `GET /favicon.svg`: the current brand's favicon (brands/<id>/assets/favicon.svg). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return brandAssetResponse(request, context.brandDir, "favicon.svg");
}
