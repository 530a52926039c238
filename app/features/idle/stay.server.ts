import type { ActionFunctionArgs } from "@remix-run/node";
import { commitSession } from "~/session/session.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * "Stay signed in" under the idle warning: the player's own activity, so the session is sealed
 * again now (its cookie records the moment). A session that has already ended answers 401, and
 * the page shows the sign-in.
 */
export async function staySignedInAction({ context }: ActionFunctionArgs) {
  const session = context.session.data;
  if (!session) return Response.json({ signedIn: false }, { status: 401, headers: NO_STORE });
  return Response.json({ signedIn: true }, { headers: { ...NO_STORE, "Set-Cookie": await commitSession(context, session) } });
}
