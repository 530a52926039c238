import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { platformErrorCode } from "~/platform/platform-error";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { isTrialAccount } from "~/session/roles";
import { getSession } from "~/session/session.server";
import { loginHref } from "./paths";
import { fromScript, readNodeId, readReturnTo } from "./request.server";
import type { FavouriteResult } from "./types";
import { NO_STORE } from "~/http/cache-headers";

type Intent = "add" | "remove";
const INTENTS: readonly Intent[] = ["add", "remove"];

/**
 * The favourite toggle's action (adds if absent, removes if present): the card
 * posts `intent` add or remove, from the state it shows, so a replayed post cannot undo
 * itself; the platform's add and remove are idempotent.
 * The game's vendor and type come from the platform, not the form.
 * A visitor goes to the sign-in popup; a trial account gets TRIAL_NOT_ALLOWED (the
 * "real account" prompt) without a platform call. The page's script gets data (the ids,
 * or the error code to roll back and show); a plain form is redirected back to its page,
 * or, on failure, shown the launch page's message (routes/_main.games.favourite.tsx).
 */
export async function favouriteAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const returnTo = readReturnTo(form);
  const script = fromScript(form);
  const nodeId = readNodeId(form);
  const intentValue = form.get("intent");
  const intent = INTENTS.find((candidate) => candidate === intentValue);
  if (!nodeId || !intent) return failed(nodeId ?? "", "INVALID_REQUEST", returnTo, 422);

  const user = getSession(context);
  if (!user) return redirect(loginHref(returnTo));
  if (isTrialAccount(user.isAgent)) return failed(nodeId, "TRIAL_NOT_ALLOWED", returnTo);

  try {
    const { ids } = intent === "add" ? await add(context, nodeId) : await context.platform.favourites.remove({ nodeId });
    if (!script) return redirect(returnTo, 303);
    return data({ ok: true, nodeId, ids } satisfies FavouriteResult, { headers: NO_STORE });
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "UNAUTHORIZED" || code === "SESSION_EXPIRED") return redirect(loginHref(returnTo));
    return failed(nodeId, code, returnTo);
  }
}

async function add(context: AppLoadContext, nodeId: string) {
  const { game } = await context.platform.gameInfo.detail({ nodeId, language: context.i18n.language });
  return context.platform.favourites.add({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
}

function failed(nodeId: string, code: ErrorCode, returnTo: string, status = httpStatusOf(code)) {
  return data({ ok: false, nodeId, code, returnTo } satisfies FavouriteResult, {
    status: status >= 400 ? status : 500,
    headers: NO_STORE,
  });
}
