import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { consoleContext } from "../context.server";
import { SIGN_IN_PATH } from "../features/staff/paths";
import { signOut } from "../features/staff/sessions.server";

/**
 * Signing out: a post only (the header's button), so a link or an image on another page cannot
 * end a session. The session module ends it and writes the audit row.
 */
export function action({ request, context }: ActionFunctionArgs) {
  const headers = signOut(consoleContext(context), request);
  return redirect(SIGN_IN_PATH, { headers });
}

/** Nothing to show: a visit (not a post) is told what this address takes. */
export function loader() {
  throw new Response("Sign out with the button in the console's header.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
