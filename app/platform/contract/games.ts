import { z } from "zod";
import { defineCall } from "./define";
import { gameSchema, gameTypeSchema, languageSchema, queryInt, text, vendorSchema, winnerSchema } from "./common";

const platformSchema = z.enum(["flash", "html5-desktop"]);
const code = text(64);

export const gamesCalls = {
  lanes: defineCall({
    method: "GET",
    path: "/api/v1/games/lanes",
    summary: "Vendor lanes: one per category that has vendors, with its sub-categories and vendors.",
    request: z.object({ platform: platformSchema, language: languageSchema }).strict(),
    value: z.object({
      lanes: z.array(
        z.object({
          gameType: gameTypeSchema,
          title: z.string(),
          gameClassify: z.array(z.string()),
          vendors: z.array(vendorSchema),
        }),
      ),
    }),
  }),
  list: defineCall({
    method: "GET",
    path: "/api/v1/games",
    summary: "The game list, filtered and paged (pageNo from 1).",
    request: z
      .object({
        clientType: z.literal("3"),
        platform: platformSchema,
        merchant: code,
        gameType: gameTypeSchema.optional(),
        vassalage: code.optional(),
        gameClassify: code.optional(),
        gameName: text(64).optional(),
        /** Only games whose smallest stake is at least this, in minor units. */
        minBetCents: queryInt(0, 100_000_000).optional(),
        minLineNum: queryInt(0, 10_000).optional(),
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 200).default(18),
        language: languageSchema,
      })
      .strict(),
    value: z.object({ games: z.array(gameSchema), totalPages: z.number().int(), total: z.number().int() }),
  }),
  hot: defineCall({
    method: "GET",
    path: "/api/v1/games/hot",
    summary: "Hot games, optionally of one category or vendor.",
    request: z
      .object({
        merchantCode: code,
        isPlatform: z.literal("2"),
        gameType: gameTypeSchema.optional(),
        vassalage: code.optional(),
        platform: platformSchema,
        language: languageSchema,
      })
      .strict(),
    value: z.object({ list: z.array(gameSchema) }),
  }),
  winners: defineCall({
    method: "GET",
    path: "/api/v1/games/winners",
    summary: "The winner board: biggest wins first.",
    request: z.object({ gameCategory: z.literal("ALL"), language: languageSchema, limitNum: queryInt(1, 50).default(20) }).strict(),
    value: z.object({ list: z.array(winnerSchema) }),
  }),
  recent: defineCall({
    method: "GET",
    path: "/api/v1/games/recent",
    auth: "token",
    summary: "The caller's recently played games, newest first.",
    request: z
      .object({
        page: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 200).default(12),
        gameType: gameTypeSchema.optional(),
        vassalage: code.optional(),
        language: languageSchema,
        clientType: z.literal("3"),
      })
      .strict(),
    value: z.object({ list: z.array(gameSchema), totalPages: z.number().int() }),
  }),
  launch: defineCall({
    method: "POST",
    path: "/api/v1/games/launch",
    auth: "token",
    summary:
      "Opens a game session and returns its URL on one of the merchant's launch CDNs and the session's id (for playTime.session and playTime.close). GAME_MAINTENANCE when the game or its vendor is under maintenance; SESSION_LIMIT_REACHED when the play of the UTC day or of the last 7 or 30 days has reached the player's session-time limit for it, with details.sessionLimit (which, and when play may start again).",
    request: z
      .object({
        nodeId: code,
        freeTrial: z.boolean().default(false),
        platform: platformSchema,
        language: languageSchema,
      })
      .strict(),
    value: z.object({
      url: z.string().url(),
      /** The game session's id (it is in `url` too): the portal's reality check and close name it. */
      sessionId: z.string(),
      /** The vendor's pages refuse to be framed: open `url` in a new window, not the game popup. */
      newWindow: z.boolean(),
    }),
  }),
};

export const favouritesCalls = {
  ids: defineCall({
    method: "GET",
    path: "/api/v1/favourites/ids",
    auth: "token",
    summary: "The caller's favourite game ids.",
    request: z.object({}).strict(),
    value: z.object({ ids: z.array(z.string()) }),
  }),
  list: defineCall({
    method: "GET",
    path: "/api/v1/favourites",
    auth: "token",
    summary: "The caller's favourite games, paged (pageNo from 1).",
    request: z
      .object({
        clientType: z.literal("3"),
        platform: platformSchema,
        gameType: gameTypeSchema.optional(),
        vassalage: code.optional(),
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 999).default(999),
        language: languageSchema,
      })
      .strict(),
    value: z.object({ content: z.array(gameSchema), pageNum: z.number().int(), totalPages: z.number().int() }),
  }),
  add: defineCall({
    method: "POST",
    path: "/api/v1/favourites",
    auth: "token",
    summary: "Adds a favourite (no change if it is one already); returns the ids.",
    request: z.object({ nodeId: code, vendor: code, gameType: gameTypeSchema }).strict(),
    value: z.object({ ids: z.array(z.string()) }),
  }),
  remove: defineCall({
    method: "DELETE",
    path: "/api/v1/favourites",
    auth: "token",
    summary: "Removes a favourite (no change if it is not one); returns the ids.",
    request: z.object({ nodeId: code }).strict(),
    value: z.object({ ids: z.array(z.string()) }),
  }),
};
