import type { LoaderFunctionArgs } from "@remix-run/node";
import { isBotCheckPurpose } from "./types";
import { newChallenge, newNoscriptPass } from "./verify.server";
import { NO_STORE } from "~/http/cache-headers";

/** GET /auth/bot-check?purpose=login|register: a new challenge for the form to solve. Per visitor: never cached. */
export async function botCheckLoader({ request, context }: LoaderFunctionArgs) {
  const purpose = new URL(request.url).searchParams.get("purpose");
  if (!isBotCheckPurpose(purpose)) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(await newChallenge(context, purpose), { headers: NO_STORE });
}

/** The login popup's loader: the no-JavaScript pass of its username form. */
export function loginBotCheckLoader({ context }: LoaderFunctionArgs) {
  return { noscriptPass: newNoscriptPass(context, "login") };
}
