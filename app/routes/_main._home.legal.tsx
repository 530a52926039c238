import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { loadContentPage } from "~/features/content/content.server";
import { LegalDialog as ServerLegalDialog } from "~/features/content/HelpDialog";
import { lazyPopup } from "~/ui/lazy-popup";

/** `/legal`: the legal licence popup over the home (the merchant's licences). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await loadContentPage(request, context, "licences", "LICENCES");
  return { body };
}

/** Rendered by the server at once, hydrated when its code is in: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const LegalDialog = import.meta.env.SSR
  ? ServerLegalDialog
  : lazyPopup(() => import("~/features/content/HelpDialog").then((module) => module.LegalDialog));

export default function Legal() {
  const { body } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <LegalDialog body={body} />
    </Suspense>
  );
}
