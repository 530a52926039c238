// Types only: route modules ship this file to the browser.
import type { GameType } from "~/platform/contract/common";

/**
 * The game centre pages: each lists the vendors of its categories as
 * cards that launch the vendor's lobby. Cockfight has no page of its own and shows
 * on the sports centre (as in the menus, `CATEGORY_PATH`). The platform has one
 * lottery category: /lott and /elott both list it (the side menu links /elott).
 */
export const GAME_CENTRES = {
  sports: { path: "/sports", categories: ["SPORTS", "COCKFIGHT"] },
  esports: { path: "/esports", categories: ["ESPORTS"] },
  lott: { path: "/lott", categories: ["LOTTERY"] },
  elott: { path: "/elott", categories: ["LOTTERY"] },
} as const satisfies Record<string, { path: string; categories: readonly GameType[] }>;

export type GameCentreId = keyof typeof GAME_CENTRES;
