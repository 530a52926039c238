import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/features/content/content.server";
import { LegalDialog } from "~/features/content/HelpDialog";

/** `/legal`: the legal licence popup over the home (the merchant's licences). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await loadContentPage(request, context, "licences", "LICENCES");
  return { body };
}

export default function Legal() {
  return <LegalDialog body={useLoaderData<typeof loader>().body} />;
}
