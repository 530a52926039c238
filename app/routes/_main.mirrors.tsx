import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadMirrors } from "~/features/content/content.server";
import { MirrorsPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/mirrors`: the brand's other addresses. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadMirrors(request, context);
export const meta = contentMeta;

export default function Mirrors() {
  return <MirrorsPage view={useLoaderData<typeof loader>()} />;
}
