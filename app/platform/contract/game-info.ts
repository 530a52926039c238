import { z } from "zod";
import { defineCall } from "./define";
import { gameSchema, languageSchema, text } from "./common";

const code = text(64);

/** What the portal asks about one game before it routes or launches it. */
export const gameInfoCalls = {
  detail: defineCall({
    method: "GET",
    path: "/api/v1/games/detail",
    summary:
      "One game of the merchant's vendors, by nodeId or by vendor and game code (a GAME vendor's lobby), with whether it can be launched now.",
    request: z
      .object({
        nodeId: code.optional(),
        vassalage: code.optional(),
        gameCode: code.optional(),
        language: languageSchema,
      })
      .strict()
      .refine((request) => Boolean(request.nodeId) !== Boolean(request.vassalage && request.gameCode), {
        message: "Give either nodeId, or vassalage and gameCode",
      }),
    value: z.object({
      game: gameSchema,
      /** The game or its vendor is under maintenance: games.launch answers GAME_MAINTENANCE. */
      maintenance: z.boolean(),
      /** The vendor's pages refuse to be framed: open the game in a new window, not the game popup. */
      newWindow: z.boolean(),
    }),
  }),
};
