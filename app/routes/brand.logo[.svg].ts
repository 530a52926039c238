import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandAssetResponse } from "~/brand/assets.server";

/** `GET /brand/logo.svg`: the current brand's logo (brands/<id>/assets/logo.svg, or its draft's in a preview). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return brandAssetResponse(request, context.brandDir, "logo.svg");
}
