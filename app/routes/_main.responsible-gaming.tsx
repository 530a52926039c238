import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/features/content/content.server";
import { ContentPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/responsible-gaming`: the merchant's responsible-gaming page. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadContentPage(request, context, "responsible", "RESPONSIBLE");
export const meta = contentMeta;

export default function ResponsibleGaming() {
  return <ContentPage view={useLoaderData<typeof loader>()} name="responsible" />;
}
