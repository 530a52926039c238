import type { AppLoadContext } from "@remix-run/node";
import { GAME_CENTRES } from "~/features/game-centre/centres";
import { deferred } from "~/ui/loaded.server";
import type { Loaded } from "~/ui/loaded";
import { FULL_CHROME, type PageChrome } from "~/ui/chrome";
import { platformErrorCode } from "~/platform/platform-error";
import { amountFormatter } from "~/format/money.server";
import { formatLocalDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { LOTTERY_GAME_CODE, type PrizeMode } from "~/platform/contract/lottery";
import { requireMember } from "~/session/session.server";
import { LOTTERY_AREAS } from "./areas";
import type {
  DrawView,
  LotteryArea,
  LotteryBetView,
  LotteryData,
  LotteryLobby,
  LotteryVariant,
  MissionsView,
  VnMenuRegionView,
} from "./types";

/** The platform's lottery result kinds; the page shows the latest few of each. */
const OPENED_NUMBERS_SHOWN = 10;
const RECENT_BETS_SHOWN = 10;
const LEADERBOARD_SIZE = 10;

const CHROME: Record<LotteryVariant, PageChrome> = {
  page: FULL_CHROME,
  game: { sideMenu: false, footer: true },
  seamless: { sideMenu: true, footer: false },
};

/** A platform call's result as a section: never throws. */
async function section<T>(call: () => Promise<T[]>): Promise<Loaded<T>> {
  try {
    return { ok: true, items: await call() };
  } catch (error) {
    return { ok: false, code: platformErrorCode(error) };
  }
}

/**
 * A lottery page. Sign-in first (a visitor goes to /login and comes back here, query
 * included). `?gameCode=` opens that game's betting view; a malformed code is never
 * sent, and a code that is no game of this page's prize modes falls back to the
 * page's lobby with a notice. The lobby URL is fetched here, on the server, and only
 * its address reaches the browser (in the iframe). On the full page the menu,
 * results, bets and missions stream, each in its own section.
 */
export async function loadLottery(
  request: Request,
  context: AppLoadContext,
  area: LotteryArea,
  variant: LotteryVariant,
): Promise<LotteryData> {
  requireMember(request, context, { allowTrial: true });
  const url = new URL(request.url);
  const asked = url.searchParams.get("gameCode")?.trim() ?? "";
  const gameCode = LOTTERY_GAME_CODE.test(asked) ? asked : null;
  const { i18n } = context;
  const localeTag = LANGUAGE_LABELS[i18n.language].tag;
  const full = variant === "page";

  // Per player, never cached; started before the lobby so they run alongside it.
  const betsCall = full ? section(() => recentBets(context)) : null;
  const missionsCall = full ? section(() => missions(context)) : null;
  const menuCall = full && area === "vnLottery" ? section(() => vnMenu(context, gameCode, localeTag)) : null;

  const opened = await openLobby(request, context, area, gameCode);
  const unknownGame = asked !== "" && (gameCode === null || opened.fellBack);
  const drawsCall = full
    ? section(() => openedNumbers(context, opened.prizeMode, opened.lobby.ok ? opened.lobby.gameCode : null, localeTag))
    : null;

  const [vnMenuList, openedList, bets, missionList] = await Promise.all([
    menuCall ? deferred(menuCall) : null,
    drawsCall ? deferred(drawsCall) : null,
    betsCall ? deferred(betsCall) : null,
    missionsCall ? deferred(missionsCall) : null,
  ]);
  return {
    area,
    variant,
    chrome: CHROME[variant],
    unknownGame,
    lobby: opened.lobby,
    vnMenu: vnMenuList,
    openedNumbers: openedList,
    recentBets: bets,
    missions: missionList,
  };
}

/** The lobby of the game asked for, else of the page's prize mode (and whether it fell back to that). */
async function openLobby(request: Request, context: AppLoadContext, area: LotteryArea, gameCode: string | null) {
  const { prizeModes, lobbyMode } = LOTTERY_AREAS[area];
  const userAgent = request.headers.get("User-Agent") ?? "";
  const base = {
    lottoArea: "VN",
    launchMode: "LOTT",
    device: /Mobi|Android|iPhone|iPad/i.test(userAgent) ? "mobile" : "desktop",
    // The lobby's back button returns to the lottery game centre.
    backUrl: new URL(GAME_CENTRES.elott.path, request.url).href,
    language: context.i18n.language,
  } as const;
  const open = async (code: string | null): Promise<{ lobby: LotteryLobby; prizeMode: PrizeMode } | "wrong-game"> => {
    try {
      const value = await context.platform.lottery.lobby(
        code
          ? // A page of one prize mode names it, so the platform refuses another page's game outright.
            { ...base, gameCode: code, prizeMode: prizeModes.length === 1 ? prizeModes[0] : undefined, view: "betting" }
          : { ...base, prizeMode: lobbyMode, view: "lobby" },
      );
      // Another page's game (a SEA game asked of /vnLottery) is no game of this page.
      if (!prizeModes.includes(value.prizeMode)) return "wrong-game";
      return {
        lobby: { ok: true, url: value.url, name: value.gameName, gameCode: value.gameCode, sessionId: value.sessionId },
        prizeMode: value.prizeMode,
      };
    } catch (error) {
      if (code && platformErrorCode(error) === "GAME_NOT_FOUND") return "wrong-game";
      return { lobby: { ok: false, code: platformErrorCode(error) }, prizeMode: lobbyMode };
    }
  };
  const first = gameCode ? await open(gameCode) : "wrong-game";
  if (first !== "wrong-game") return { ...first, fellBack: false };
  const lobby = await open(null);
  return {
    ...(lobby === "wrong-game" ? { lobby: { ok: false, code: "GAME_NOT_FOUND" } as const, prizeMode: lobbyMode } : lobby),
    fellBack: true,
  };
}

/**
 * Draw times as the page shows them, in the reader's language and the brand's time zone (at its
 * offset now, named: "GMT+7"): the same text on the server and in the browser.
 */
const drawTimeFormat = (context: AppLoadContext, localeTag: string) => {
  const zone = playerZone(context);
  return (iso: string) => formatLocalDateTime(iso, zone, localeTag);
};

async function vnMenu(context: AppLoadContext, current: string | null, localeTag: string): Promise<VnMenuRegionView[]> {
  const { regions } = await context.platform.lottery.vnMenu({ language: context.i18n.language });
  const time = drawTimeFormat(context, localeTag);
  return regions.map((region) => ({
    region: region.region,
    games: region.games.map((game) => ({
      gameCode: game.gameCode,
      name: game.gameName,
      href: `${LOTTERY_AREAS.vnLottery.path}?${new URLSearchParams({ gameCode: game.gameCode })}`,
      nextDraw: time(game.nextDrawAt),
      nextDrawIso: game.nextDrawAt,
      current: game.gameCode === current,
    })),
  }));
}

async function openedNumbers(
  context: AppLoadContext,
  prizeMode: PrizeMode,
  gameCode: string | null,
  localeTag: string,
): Promise<DrawView[]> {
  const { list } = await context.platform.lottery.openedNumbers({
    prizeMode,
    gameCode: gameCode ?? undefined,
    limit: OPENED_NUMBERS_SHOWN,
    language: context.i18n.language,
  });
  const time = drawTimeFormat(context, localeTag);
  return list.map((draw) => ({
    key: `${draw.gameCode}:${draw.issue}`,
    gameName: draw.gameName,
    issue: draw.issue,
    numbers: draw.numbers,
    drawnAt: time(draw.drawnAt),
    drawnAtIso: draw.drawnAt,
  }));
}

async function recentBets(context: AppLoadContext): Promise<LotteryBetView[]> {
  const [{ list }, money] = await Promise.all([
    context.platform.lottery.recent({ pageNo: 1, pageSize: RECENT_BETS_SHOWN, language: context.i18n.language }),
    amountFormatter(context),
  ]);
  return list.map((bet) => ({
    betId: bet.betId,
    gameName: bet.gameName,
    issue: bet.issue,
    pick: bet.pick,
    stake: money(bet.stakeCents),
    status: bet.status,
    win: money(bet.winCents),
  }));
}

/** One item (the summary with the board), as a list so it shares the sections' shape. */
async function missions(context: AppLoadContext): Promise<MissionsView[]> {
  const { summary, leaderboard } = await context.platform.lottery.missions({
    language: context.i18n.language,
    leaderboardSize: LEADERBOARD_SIZE,
  });
  return [{ ...summary, leaderboard }];
}
