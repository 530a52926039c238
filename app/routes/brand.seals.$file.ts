import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandAssetResponse } from "~/brand/assets.server";

/**
 * `GET /brand/seals/<name>.svg`: a seal of the current brand's responsible-gaming page
 * (brands/<id>/assets/seals/). Only a seal its config lists is served: nothing else in the folder is reachable.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const listed = context.brand.responsibleGaming.seals.find((seal) => seal.image === params.file);
  if (!listed) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return brandAssetResponse(request, context.brandDir, `seals/${listed.image as `${string}.svg`}`);
}
