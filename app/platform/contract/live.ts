import { z } from "zod";
import { defineCall } from "./define";
import { gameTypeSchema, languageSchema, text } from "./common";

/** A live model's id: letters, digits, "_" and "-". */
export const LIVE_MODEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const liveCalls = {
  models: defineCall({
    method: "GET",
    path: "/api/v1/live/models",
    summary: "The live casino's models (hosts), online ones first.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          modelId: z.string(),
          name: z.string(),
          avatarUrl: z.string(),
          vassalage: z.string(),
          online: z.boolean(),
          viewers: z.number().int(),
        }),
      ),
    }),
  }),
  chat: defineCall({
    method: "GET",
    path: "/api/v1/live/chat",
    auth: "token",
    summary: "Opens a chat room with an online model for the caller and returns its URL (`chatUrl`).",
    request: z.object({ modelId: z.string().regex(LIVE_MODEL_ID), language: languageSchema }).strict(),
    value: z.object({ chatUrl: z.string().url() }),
  }),
  pvpRooms: defineCall({
    method: "GET",
    path: "/api/v1/live/pvp-rooms",
    summary: "The open PVP (card game) rooms, optionally of one vendor.",
    request: z.object({ vassalage: text(64).optional(), language: languageSchema }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          roomId: z.string(),
          name: z.string(),
          nodeId: z.string(),
          gameName: z.string(),
          vassalage: z.string(),
          minBetCents: z.number().int().min(0),
          seats: z.number().int(),
          players: z.number().int(),
        }),
      ),
    }),
  }),
  newGameVendors: defineCall({
    method: "GET",
    path: "/api/v1/games/new-vendors",
    summary: "The vendors with games released in the last 30 days (the NEW badges), optionally of one category.",
    request: z.object({ gameType: gameTypeSchema.optional(), language: languageSchema }).strict(),
    value: z.object({
      list: z.array(z.object({ vassalage: z.string(), gameType: gameTypeSchema, newGames: z.number().int() })),
    }),
  }),
};
