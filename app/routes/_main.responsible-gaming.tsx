import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/features/content/meta";
import { loadResponsibleGaming } from "~/features/responsible/responsible.server";
import { ResponsibleGamingPage } from "~/features/responsible/ResponsibleGamingPage";
import { texts } from "~/i18n/texts";

/** `/responsible-gaming`: the merchant's responsible-gaming page, with the brand's help and the player's tools. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadResponsibleGaming(request, context);
export const meta = contentMeta;
export const handle = texts("protection");

export default function ResponsibleGaming() {
  return <ResponsibleGamingPage view={useLoaderData<typeof loader>()} />;
}
