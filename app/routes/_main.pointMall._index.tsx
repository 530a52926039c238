import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { goodsListLoader } from "~/features/points-mall/goods.server";
import { GoodsListPage } from "~/features/points-mall/GoodsListPage";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records");

/** `/pointMall` (`?page=`): the goods. */
export const loader = async (args: LoaderFunctionArgs) => data(await goodsListLoader(args), { headers: NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.title");

export default function PointMallGoods() {
  return <GoodsListPage view={useLoaderData<typeof loader>()} />;
}
