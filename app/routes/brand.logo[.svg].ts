import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandAssetResponse } from "~/brand/assets.server";

/** `GET /brand/logo.svg`: the current brand's logo (brands/<id>/assets/logo.svg). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return brandAssetResponse(request, context.brand.id, "logo.svg");
}
