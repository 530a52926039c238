import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadHelp } from "~/features/content/content.server";
import { HelpDialog } from "~/features/content/HelpDialog";

/** `/help` (`/help#term`): the home with the help centre popup; the anchor opens its section. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { sections: await loadHelp(context) };
}

export default function Help() {
  return <HelpDialog sections={useLoaderData<typeof loader>().sections} />;
}
