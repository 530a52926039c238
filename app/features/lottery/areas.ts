// Types only: route modules ship this file to the browser.
import type { PrizeMode } from "~/platform/contract/lottery";
import type { LotteryArea, LotteryVariant } from "./types";

/**
 * Which prize modes each lottery page opens (TCG_LOTTO_VN goes to
 * /vnLottery, TCG_SEA to /seaLottery, LOTT and ELOTT to /lottery), and the lobby it
 * opens without a game code. The Vietnam lottery draws under prize mode ZY.
 */
export const LOTTERY_AREAS: Record<LotteryArea, { path: string; prizeModes: readonly PrizeMode[]; lobbyMode: PrizeMode }> = {
  lottery: { path: "/lottery", prizeModes: ["LOTT", "ELOTT"], lobbyMode: "LOTT" },
  seaLottery: { path: "/seaLottery", prizeModes: ["SEA"], lobbyMode: "SEA" },
  vnLottery: { path: "/vnLottery", prizeModes: ["ZY"], lobbyMode: "ZY" },
  seamless: { path: "/seamless", prizeModes: ["LOTT", "ELOTT", "SEA", "ZY"], lobbyMode: "LOTT" },
};

/**
 * /seaLottery and /vnLottery share their route with /sealottery and /vnlottery
 * (paths match case-insensitively): the all-lower-case spelling is the game page.
 */
export function variantOfPath(pathname: string): LotteryVariant {
  const segment = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return segment === segment.toLowerCase() ? "game" : "page";
}
