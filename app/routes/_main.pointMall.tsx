import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { pointMallLoader } from "~/features/points-mall/mall.server";
import { PointMallShell } from "~/features/points-mall/PointMallShell";
import { texts } from "~/i18n/texts";

export const handle = texts("money", "rewards");

/** `/pointMall/*`: the points mall's frame (PTSYS3 only, signed-in real accounts): current points and the sub-pages' tabs. */
export const loader = async (args: LoaderFunctionArgs) => data(await pointMallLoader(args), { headers: NO_STORE });

export default function PointMall() {
  return <PointMallShell view={useLoaderData<typeof loader>()} />;
}
