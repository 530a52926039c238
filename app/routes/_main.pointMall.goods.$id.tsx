import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { goodsDetailLoader, redeemAction } from "~/features/points-mall/goods.server";
import { GoodsDetailPage } from "~/features/points-mall/GoodsDetailPage";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records");

/** `/pointMall/goods/:id`: one good and its redeem form; the post redeems and goes to the history. */
export const loader = async (args: LoaderFunctionArgs) => data(await goodsDetailLoader(args), { headers: NO_STORE });
export const action = redeemAction;

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.redeemTitle");

export default function PointMallGoodsDetail() {
  return <GoodsDetailPage view={useLoaderData<typeof loader>()} />;
}
