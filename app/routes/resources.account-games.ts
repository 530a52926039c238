import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAccountSections, type AccountSections } from "~/features/home/home.server";
import { getSession } from "~/session/session.server";
import { NO_STORE } from "~/http/cache-headers";

/**
 * GET: the home's FAV and RECENT sections of the signed-in player, which the page loads
 * after it is shown (features/home/AccountSections.tsx). Never cached. Always 200 with
 * each section's error in place, as the home's other sections report theirs.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = NO_STORE;
  if (!getSession(context)) {
    const signedOut: AccountSections = {
      favourites: { ok: false, code: "UNAUTHORIZED" },
      recent: { ok: false, code: "UNAUTHORIZED" },
    };
    return Response.json(signedOut, { headers });
  }
  return Response.json(await loadAccountSections(context), { headers });
}
