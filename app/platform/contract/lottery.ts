import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt, text } from "./common";

/** Lottery prize modes: each lottery vendor draws under one of them. */
export const PRIZE_MODES = ["LOTT", "ZY", "ELOTT", "SEA"] as const;
export const prizeModeSchema = z.enum(PRIZE_MODES);
export type PrizeMode = z.infer<typeof prizeModeSchema>;

/** A lottery game code: letters, digits, "_" and "-" (e.g. `TCG_LOTTO_VN-0003`). */
export const LOTTERY_GAME_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const gameCodeSchema = z.string().regex(LOTTERY_GAME_CODE);

/** Vietnam lottery regions, north to south. */
export const VN_REGIONS = ["NORTH", "CENTRAL", "SOUTH"] as const;

const drawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: prizeModeSchema,
  /** The draw's number, increasing by one per draw of the game. */
  issue: z.string(),
  /** The drawn numbers, first prize first. */
  numbers: z.array(z.string()),
  drawnAt: z.string(),
});

export const lotteryCalls = {
  lobby: defineCall({
    method: "GET",
    path: "/api/v1/lottery/lobby",
    auth: "token",
    summary:
      "Opens the lottery lobby for the caller and returns its URL: a game's betting view (`gameCode`; a lottery vendor's own code opens its lobby) or the lobby of `prizeMode`. The answer says which prize mode and game it opened. The page is play: it opens a play session (`sessionId`) that counts until playTime.close, its expiry or idleness, as a game's does. SESSION_LIMIT_REACHED when the play of the UTC day or of the last 7 or 30 days has reached the player's session-time limit for it, with details.sessionLimit (which, and when play may start again).",
    request: z
      .object({
        lottoArea: z.literal("VN"),
        launchMode: z.literal("LOTT"),
        /** Required without a gameCode; with one, the game's own prize mode is used and this, if sent, must match it. */
        prizeMode: prizeModeSchema.optional(),
        gameCode: gameCodeSchema.optional(),
        view: z.enum(["betting", "lobby"]),
        device: z.enum(["desktop", "mobile"]),
        /** Where the lobby's back button leads: an http(s) URL of the portal. */
        backUrl: z
          .string()
          .url()
          .max(2048)
          .refine((url) => /^https?:\/\//.test(url), "http(s) only"),
        language: languageSchema,
      })
      .strict()
      .refine((request) => request.prizeMode !== undefined || request.gameCode !== undefined, {
        message: "prizeMode or gameCode is required",
        path: ["prizeMode"],
      }),
    value: z.object({
      url: z.string().url(),
      prizeMode: prizeModeSchema,
      /** The game whose betting view opened; null for a lobby. */
      gameCode: z.string().nullable(),
      gameName: z.string(),
      /** The page's play session: time on it and its bets count as a game's do (playTime.session, playTime.close). */
      sessionId: z.string().regex(/^[a-f0-9]{32}$/),
    }),
  }),
  vnMenu: defineCall({
    method: "GET",
    path: "/api/v1/lottery/vn-menu",
    summary: "The Vietnam lottery menu: each region's games with their next draw.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({
      regions: z.array(
        z.object({
          region: z.enum(VN_REGIONS),
          games: z.array(z.object({ gameCode: z.string(), gameName: z.string(), nextDrawAt: z.string() })),
        }),
      ),
    }),
  }),
  openedNumbers: defineCall({
    method: "GET",
    path: "/api/v1/lottery/opened-numbers",
    summary: "The latest draws (opened numbers), newest first: of one game, or of every game of a prize mode.",
    request: z
      .object({
        prizeMode: prizeModeSchema,
        gameCode: gameCodeSchema.optional(),
        limit: queryInt(1, 50).default(10),
        language: languageSchema,
      })
      .strict(),
    value: z.object({ list: z.array(drawSchema) }),
  }),
  recent: defineCall({
    method: "GET",
    path: "/api/v1/lottery/recent",
    auth: "token",
    summary: "The caller's latest lottery bets, newest first, settled against the draws.",
    request: z
      .object({ pageNo: queryInt(1, 100_000).default(1), pageSize: queryInt(1, 50).default(10), language: languageSchema })
      .strict(),
    value: z.object({
      list: z.array(
        z.object({
          betId: z.string(),
          gameCode: z.string(),
          gameName: z.string(),
          issue: z.string(),
          /** The two digits bet on. */
          pick: z.string(),
          stakeCents: z.number().int().min(0),
          status: z.enum(["PENDING", "WON", "LOST"]),
          /** 0 until the bet is settled as WON. */
          winCents: z.number().int().min(0),
          placedAt: z.string(),
        }),
      ),
      totalPages: z.number().int(),
    }),
  }),
  missions: defineCall({
    method: "GET",
    path: "/api/v1/lottery/missions",
    auth: "token",
    summary: "The caller's lottery missions this week (progress and reward) and the merchant's leaderboard.",
    request: z.object({ language: languageSchema, leaderboardSize: queryInt(1, 50).default(10) }).strict(),
    value: z.object({
      summary: z.object({
        completed: z.number().int(),
        total: z.number().int(),
        points: z.number().int(),
        missions: z.array(
          z.object({
            id: z.string(),
            title: text(),
            progress: z.number().int(),
            target: z.number().int(),
            rewardPoints: z.number().int(),
            done: z.boolean(),
          }),
        ),
      }),
      leaderboard: z.array(z.object({ rank: z.number().int(), customerName: z.string(), points: z.number().int() })),
    }),
  }),
};
