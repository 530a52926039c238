import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/features/content/content.server";
import { ContentPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/licences`: the merchant's licences. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadContentPage(request, context, "licences", "LICENCES");
export const meta = contentMeta;

export default function Licences() {
  return <ContentPage view={useLoaderData<typeof loader>()} name="licences" />;
}
