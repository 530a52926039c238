import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticles } from "~/features/content/content.server";
import { ArticleList } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/news` (`?page=`): the news's articles, newest first, 10 a page. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadArticles(request, context, "news");
export const meta = contentMeta;

export default function NewsList() {
  return <ArticleList view={useLoaderData<typeof loader>()} />;
}
