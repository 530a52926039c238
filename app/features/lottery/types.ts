import type { Deferred, Loaded } from "~/ui/loaded";
import type { PageChrome } from "~/ui/chrome";
import type { ErrorCode } from "~/platform/errors";

/** The lottery pages: /lottery (and /lottert), /seaLottery, /vnLottery, /seamless. */
export type LotteryArea = "lottery" | "seaLottery" | "vnLottery" | "seamless";

/**
 * - page: the lobby with the menu, results, bets and missions (the product's spelling);
 * - game: the lobby alone, as a game page without the side menu (/lottert, /vnlottery, /sealottery);
 * - seamless: the lobby alone, without the footer.
 */
export type LotteryVariant = "page" | "game" | "seamless";

export type LotteryLobby =
  | {
      ok: true;
      url: string;
      name: string;
      gameCode: string | null;
      /** The page's play session (play time, reality check). */ sessionId: string;
    }
  | { ok: false; code: ErrorCode };

export interface VnMenuRegionView {
  region: "NORTH" | "CENTRAL" | "SOUTH";
  games: Array<{ gameCode: string; name: string; href: string; nextDraw: string; nextDrawIso: string; current: boolean }>;
}

export interface DrawView {
  key: string;
  gameName: string;
  issue: string;
  numbers: string[];
  drawnAt: string;
  drawnAtIso: string;
}

export interface LotteryBetView {
  betId: string;
  gameName: string;
  issue: string;
  pick: string;
  stake: string;
  status: "PENDING" | "WON" | "LOST";
  win: string;
}

export interface MissionsView {
  completed: number;
  total: number;
  points: number;
  missions: Array<{ id: string; title: string; progress: number; target: number; rewardPoints: number; done: boolean }>;
  leaderboard: Array<{ rank: number; customerName: string; points: number }>;
}

export interface LotteryData {
  area: LotteryArea;
  variant: LotteryVariant;
  chrome: PageChrome;
  /** The `gameCode` asked for was malformed or is no game of this page: the lobby is shown instead. */
  unknownGame: boolean;
  lobby: LotteryLobby;
  /** The rest is the full page's only (null on game and seamless pages). */
  vnMenu: Deferred<Loaded<VnMenuRegionView>> | null;
  openedNumbers: Deferred<Loaded<DrawView>> | null;
  recentBets: Deferred<Loaded<LotteryBetView>> | null;
  missions: Deferred<Loaded<MissionsView>> | null;
}
