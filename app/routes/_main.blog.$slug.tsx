import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticle } from "~/features/content/content.server";
import { ArticlePage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/blog/<slug>`: one blog article. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadArticle(request, context, "blog", params.slug);
export const meta = contentMeta;

export default function BlogArticle() {
  return <ArticlePage view={useLoaderData<typeof loader>()} />;
}
