import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/features/content/content.server";
import { ContentPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/about`: the merchant's about-us page. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadContentPage(request, context, "about", "ABOUT");
export const meta = contentMeta;

export default function About() {
  return <ContentPage view={useLoaderData<typeof loader>()} name="about" />;
}
