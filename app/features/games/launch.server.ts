import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { hotGames } from "~/catalogue/public-lists.server";
import { toGame } from "~/catalogue/views.server";
import { getLanes, vendorNotOffered } from "~/catalogue/lanes.server";
import { verticalsNotOffered } from "~/brand/verticals.server";
import { platformErrorCode } from "~/platform/platform-error";
import type { Game } from "~/platform/contract/common";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { isTrialAccount } from "~/session/roles";
import { getSession } from "~/session/session.server";
import { loginHref, lotteryHref, MAINTENANCE_RECOMMENDATIONS, vendorGamesHref } from "./paths";
import { readNodeId, readReturnTo, readVendorCode } from "./request.server";
import type { LaunchResult } from "./types";
import { NO_STORE } from "~/http/cache-headers";
import { sessionLimitOf } from "~/features/play-time/session-limit.server";

/** Codes that mean the session is gone: the player signs in again and comes back. */
const SIGNED_OUT: readonly ErrorCode[] = ["UNAUTHORIZED", "SESSION_EXPIRED"];

/**
 * The launch action, for a game card (`nodeId`) or a
 * vendor card (`vendor`). The platform says what the game is, then:
 * - a lottery vendor's game goes to its lottery page (`/vnLottery?gameCode=VN`, ...);
 * - a VASSALAGE vendor opens its game list popup;
 * - a visitor goes to the sign-in popup, coming back here;
 * - a game (or vendor) under maintenance answers the maintenance screen with popular games;
 * - a trial account plays a free trial where the game offers one (supportPlay 0), else with its
 *   trial balance; a platform that refuses it (TRIAL_NOT_ALLOWED) gets the "real account" prompt;
 * - else the platform opens a game session, and the answer is its URL on a launch CDN
 *   (checked to be one, so only those are ever framed) for the game popup.
 * The platform token stays here. With or without JavaScript the answer is the same
 * data: the fetcher shows it in the popup over the page, a plain form post renders
 * it as the launch page (routes/_main.games.launch.tsx).
 */
export async function launchAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const returnTo = readReturnTo(form);
  const nodeId = readNodeId(form);
  const vendorCode = nodeId ? null : readVendorCode(form);
  if (!nodeId && !vendorCode) return answer({ ok: false, code: "INVALID_REQUEST", returnTo }, 422);

  try {
    let game: Game;
    let newWindow: boolean;
    let maintenance: boolean;
    if (vendorCode) {
      const vendor = (await getLanes(context)).flatMap((lane) => lane.vendors).find((v) => v.vassalage === vendorCode);
      if (!vendor && (await vendorNotOffered(context, vendorCode))) return notOffered(returnTo);
      if (!vendor) return answer({ ok: false, code: "GAME_NOT_FOUND", returnTo }, 404);
      if (vendor.isGame === "VASSALAGE" || !vendor.gameCode) return redirect(vendorGamesHref(vendor.vassalage, returnTo));
      ({ game, newWindow, maintenance } = await context.platform.gameInfo.detail({
        vassalage: vendor.vassalage,
        gameCode: vendor.gameCode,
        language: context.i18n.language,
      }));
    } else {
      ({ game, newWindow, maintenance } = await context.platform.gameInfo.detail({ nodeId: nodeId!, language: context.i18n.language }));
    }

    // A game of a vertical the brand does not offer this visitor is not started, whatever link led here.
    if ((await verticalsNotOffered(context)).has(game.gameType)) return notOffered(returnTo);
    const lottery = lotteryHref(game.vassalage, game.gameCode);
    if (lottery) return redirect(lottery);
    if (game.isGame === "VASSALAGE") return redirect(vendorGamesHref(game.vassalage, returnTo));

    const user = getSession(context);
    if (!user) return redirect(loginHref(returnTo));
    if (maintenance) return answer(await maintenanceScreen(context, game, returnTo), httpStatusOf("GAME_MAINTENANCE"));
    const launched = await context.platform.games.launch({
      nodeId: game.nodeId,
      // A trial account plays with pretend money where the game offers a free trial, else with its trial balance.
      freeTrial: isTrialAccount(user.isAgent) && game.supportPlay === 0,
      platform: "html5-desktop",
      language: context.i18n.language,
    });
    if (!(await isLaunchCdn(context, launched.url))) {
      context.logger.warn({ nodeId: game.nodeId }, "games.launch answered a URL off the launch CDNs");
      return answer({ ok: false, code: "BAD_RESPONSE", returnTo }, 502);
    }
    return answer({
      ok: true,
      nodeId: game.nodeId,
      title: game.gameName,
      url: launched.url,
      sessionId: launched.sessionId,
      newWindow: newWindow || launched.newWindow,
      returnTo,
    });
  } catch (error) {
    const code = platformErrorCode(error);
    if (SIGNED_OUT.includes(code)) return redirect(loginHref(returnTo));
    if (code === "GAME_MAINTENANCE") {
      const maintenance = { title: "", popular: await popularGames(context) };
      return answer({ ok: false, code, maintenance, returnTo }, httpStatusOf(code));
    }
    if (code === "SESSION_LIMIT_REACHED") {
      return answer({ ok: false, code, sessionLimit: sessionLimitOf(error, context), returnTo }, httpStatusOf(code));
    }
    return answer({ ok: false, code, returnTo }, httpStatusOf(code));
  }
}

function answer(result: LaunchResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/** The launch of a game the brand does not offer this visitor: the translated refusal. */
const notOffered = (returnTo: string) =>
  answer({ ok: false, code: "VERTICAL_NOT_OFFERED", returnTo }, httpStatusOf("VERTICAL_NOT_OFFERED"));

async function maintenanceScreen(context: AppLoadContext, game: Game, returnTo: string): Promise<LaunchResult> {
  const maintenance = { title: game.gameName, popular: await popularGames(context, game.nodeId) };
  return { ok: false, code: "GAME_MAINTENANCE", maintenance, returnTo };
}

/** The hot list (cached) as recommendations, without the game that is down; none when it cannot be loaded. */
async function popularGames(context: AppLoadContext, except?: string) {
  try {
    const [hot, cdn] = await Promise.all([hotGames(context), context.imageCdn()]);
    return hot
      .filter((game) => game.nodeId !== except)
      .slice(0, MAINTENANCE_RECOMMENDATIONS)
      .map(toGame(cdn));
  } catch {
    return [];
  }
}

/** Whether `url` is on one of the brand's (or else the merchant's) launch CDNs. */
async function isLaunchCdn(context: AppLoadContext, url: string): Promise<boolean> {
  const cdns = context.brand.launchCdns ?? (await context.systemInfo()).launchGameCDNs;
  try {
    const origin = new URL(url).origin;
    return cdns.some((cdn) => new URL(cdn).origin === origin);
  } catch {
    return false;
  }
}
