import { randomBytes, randomInt } from "node:crypto";
import type { GameType } from "../../app/platform/contract";
import type { GroupHandlers } from "../lib/context";
import { demoAmount } from "../lib/currency";
import { SandboxError } from "../lib/errors";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";
import { writtenIn, type Written } from "../lib/written";

/** How long an opened chat room stays usable. */
const CHAT_SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** Games released this recently are "new". */
const NEW_GAME_WINDOW_MS = 30 * 86_400_000;

const NAME_COLUMN: Written<string> = { EN: "g.name_en", TY: "g.name_ty" };

export const liveHandlers: GroupHandlers<"live"> = {
  models: (ctx) => {
    const rows = prepared(
      ctx.db,
      `SELECT m.id, m.name, m.vendor_code, m.online, m.viewers
         FROM live_models m JOIN merchant_vendors mv ON mv.vendor_code = m.vendor_code AND mv.merchant = m.merchant
        WHERE m.merchant = ? ORDER BY m.online DESC, m.sort`,
    ).all(ctx.merchant.code) as Array<{ id: string; name: string; vendor_code: string; online: number; viewers: number }>;
    return {
      list: rows.map((row) => ({
        modelId: row.id,
        name: row.name,
        avatarUrl: `/assets/models/${row.id}.svg`,
        vassalage: row.vendor_code,
        online: row.online === 1,
        viewers: row.viewers,
      })),
    };
  },

  chat: (ctx, { modelId, language }) => {
    const session = sessionOf(ctx);
    const model = prepared(ctx.db, "SELECT online FROM live_models WHERE id = ? AND merchant = ?").get(modelId, ctx.merchant.code) as
      { online: number } | undefined;
    // An offline model has no room to open: the same answer as an unknown one.
    if (!model || model.online !== 1) throw new SandboxError("NOT_FOUND");
    const now = ctx.clock.now();
    const sessionId = randomBytes(16).toString("hex");
    prepared(ctx.db, "INSERT INTO chat_sessions (id, account_id, model_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
      sessionId,
      session.accountId,
      modelId,
      now.toISOString(),
      new Date(now.getTime() + CHAT_SESSION_LIFETIME_MS).toISOString(),
    );
    const host = ctx.merchant.launchCdnHosts[randomInt(ctx.merchant.launchCdnHosts.length)];
    return { chatUrl: `http://${host}:${ctx.port}/demo-chat/${sessionId}?language=${language}` };
  },

  pvpRooms: (ctx, { vassalage, language }) => {
    const rows = prepared(
      ctx.db,
      `SELECT r.id, r.name, r.node_id, ${writtenIn(NAME_COLUMN, language)} AS gameName, g.vendor_code, r.min_bet_cents, r.seats, r.players
         FROM pvp_rooms r
         JOIN games g ON g.node_id = r.node_id
         JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = @merchant
        WHERE @vassalage IS NULL OR g.vendor_code = @vassalage
        ORDER BY mv.sort, r.sort`,
    ).all({ merchant: ctx.merchant.code, vassalage: vassalage || null }) as Array<{
      id: string;
      name: string;
      node_id: string;
      gameName: string;
      vendor_code: string;
      min_bet_cents: number;
      seats: number;
      players: number;
    }>;
    return {
      list: rows.map((row) => ({
        roomId: row.id,
        name: row.name,
        nodeId: row.node_id,
        gameName: row.gameName,
        vassalage: row.vendor_code,
        // The rooms are shared by every merchant: their minimum bets in its own money.
        minBetCents: demoAmount(ctx.merchant.currency, row.min_bet_cents),
        seats: row.seats,
        players: row.players,
      })),
    };
  },

  newGameVendors: (ctx, { gameType }) => {
    const since = new Date(ctx.clock.now().getTime() - NEW_GAME_WINDOW_MS).toISOString();
    const rows = prepared(
      ctx.db,
      `SELECT g.vendor_code AS vassalage, g.game_type AS gameType, COUNT(*) AS newGames
         FROM new_games n
         JOIN games g ON g.node_id = n.node_id
         JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = @merchant
        WHERE n.released_at >= @since AND (@gameType IS NULL OR g.game_type = @gameType)
        GROUP BY g.vendor_code, g.game_type
        ORDER BY MIN(mv.sort)`,
    ).all({ merchant: ctx.merchant.code, since, gameType: gameType ?? null }) as Array<{
      vassalage: string;
      gameType: GameType;
      newGames: number;
    }>;
    return { list: rows };
  },
};
