import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { loadHelp } from "~/features/content/content.server";
import { HelpDialog as ServerHelpDialog } from "~/features/content/HelpDialog";
import { lazyPopup } from "~/ui/lazy-popup";

/** `/help` (`/help#term`): the home with the help centre popup; the anchor opens its section. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { sections: await loadHelp(context) };
}

/** Rendered by the server at once, hydrated when its code is in: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const HelpDialog = import.meta.env.SSR
  ? ServerHelpDialog
  : lazyPopup(() => import("~/features/content/HelpDialog").then((module) => module.HelpDialog));

export default function Help() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <HelpDialog sections={sections} />
    </Suspense>
  );
}
