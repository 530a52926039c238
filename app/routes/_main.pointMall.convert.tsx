import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { convertAction, convertLoader } from "~/features/points-mall/convert.server";
import { ConvertPage } from "~/features/points-mall/ConvertPage";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records");

/** `/pointMall/convert`: converts points into the main wallet. */
export const loader = async (args: LoaderFunctionArgs) => data(await convertLoader(args), { headers: NO_STORE });
export const action = convertAction;

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.convertTitle");

export default function PointMallConvert() {
  return <ConvertPage view={useLoaderData<typeof loader>()} />;
}
