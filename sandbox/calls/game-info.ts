import type Database from "better-sqlite3";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { findGame } from "./game-queries";
import { prepared } from "../db/statements";

/** Whether a game can be launched now, and how it opens. */
export interface LaunchState {
  /** The game or its vendor is under maintenance. */
  maintenance: boolean;
  newWindow: boolean;
}

export function launchStateOf(db: Database.Database, nodeId: string): LaunchState {
  const row = prepared(
    db,
    `SELECT g.maintenance OR v.maintenance AS maintenance, v.new_window AS newWindow
       FROM games g JOIN vendors v ON v.code = g.vendor_code
      WHERE g.node_id = ?`,
  ).get(nodeId) as { maintenance: number; newWindow: number };
  return { maintenance: row.maintenance === 1, newWindow: row.newWindow === 1 };
}

export const gameInfoHandlers: GroupHandlers<"gameInfo"> = {
  detail: (ctx, { nodeId, vassalage, gameCode, language }) => {
    const id =
      nodeId ??
      (prepared(ctx.db, "SELECT node_id FROM games WHERE vendor_code = ? AND game_code = ?").pluck().get(vassalage, gameCode) as
        string | undefined);
    const game = id === undefined ? null : findGame(ctx.db, ctx.merchant.code, language, id);
    if (!game) throw new SandboxError("GAME_NOT_FOUND");
    return { game, ...launchStateOf(ctx.db, game.nodeId) };
  },
};
