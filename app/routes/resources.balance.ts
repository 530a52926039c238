import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadWallet, type LayoutWallet } from "~/session/player.server";
import { getSession } from "~/session/session.server";
import { NO_STORE } from "~/http/cache-headers";

/**
 * GET: the signed-in account's fresh balance for the header's refresh button,
 * never cached. Always 200 with `error` set on failure: the header's fetcher
 * shows the message in place, where an error status would replace the page.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = NO_STORE;
  if (!getSession(context)) {
    const body: LayoutWallet = { amount: null, error: "UNAUTHORIZED" };
    return Response.json(body, { headers });
  }
  const info = await context.systemInfo().catch(() => null);
  const wallet = await loadWallet(context, info?.currency || context.brand.currency);
  return Response.json(wallet, { headers });
}
