import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_STORE } from "~/http/cache-headers";
import { rulesLoader } from "~/features/points-mall/rules.server";
import { RulesPage } from "~/features/points-mall/RulesPage";
import { recordsPageMeta } from "~/features/records/meta";
import { texts } from "~/i18n/texts";

export const handle = texts("records");

/** `/pointMall/rules`: the points rules from the platform's config. */
export const loader = async (args: LoaderFunctionArgs) => data(await rulesLoader(args), { headers: NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordsPageMeta(matches, "pointMall.rulesTitle");

export default function PointMallRules() {
  return <RulesPage view={useLoaderData<typeof loader>()} />;
}
