import { z } from "zod";

/** Bounded text: every string the platform accepts has a maximum length. */
export const text = (max = 128) => z.string().trim().max(max);
/** A query-string integer. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const LANGUAGES = ["EN", "TY", "VI", "TH", "CN", "ID", "AR"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const GAME_TYPES = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTTERY", "COCKFIGHT"] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;

/** Sub-categories of RNG and PVP games. */
export const GAME_CLASSIFIES = ["SLOT", "SCRATCH", "VIDEO_POKER", "JACKPOT", "TABLE", "ARCADE", "BINGO"] as const;

export const WHITELABEL_FLAGS = [
  "CHNGPASSVERIF3",
  "USERNAMEREG3",
  "MOBILENUMREG3",
  "MOBILENUMPASSREG3",
  "REGMOBVERF3",
  "AGENTPOLICY3",
  "MANPLAYREB3",
  "PTSYS3",
  "FREEPLAY3",
  "PWDEXPFORCECHANGE3",
  "MOBILEVERCODELOGIN3",
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** isAgent values: 0 member, 1/2/41/42 agent types, 4 trial. */
export const accountTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

/**
 * A 0/1 flag. One check: a union of two literals builds a zod issue for every value that
 * fails its first branch, which made a game list's validation several times dearer.
 */
const flagSchema = z.nativeEnum({ no: 0, yes: 1 } as const);

export const gameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  gameCode: z.string(),
  gameName: z.string(),
  gameClassify: z.string().nullable(),
  iconUrl: z.string(),
  isHot: flagSchema,
  /** 0 = a free trial is available. */
  supportPlay: flagSchema,
  isGame: z.enum(["GAME", "VASSALAGE"]),
  /** The game's smallest stake, in minor units. */
  minBetCents: z.number().int().min(0),
  lineNum: z.number().int(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: gameTypeSchema,
  logoUrl: z.string(),
  /** VASSALAGE: the card opens the vendor's game list; GAME: it launches `gameCode`. */
  isGame: z.enum(["GAME", "VASSALAGE"]),
  gameCode: z.string().nullable(),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  title: z.string(),
  url: z.string(),
  /** What a click opens: a portal route, an outside URL, a game, or nothing. */
  linkage: z.object({
    type: z.enum(["NONE", "ROUTE", "URL", "GAME"]),
    target: z.string(),
  }),
});
export type Banner = z.infer<typeof bannerSchema>;

export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(["A", "B", "F"]),
  title: z.string(),
  /** Platform HTML: the portal sanitises it before render. */
  content: z.string(),
  promotionType: z.string().nullable(),
  time: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const winnerSchema = z.object({
  vo: z.object({
    customerName: z.string(),
    gameName: z.string(),
    iconUrl: z.string(),
    /** The win, in minor units. */
    winCents: z.number().int().min(0),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNodeSchema) }),
);

export const registerRuleSchema = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source, or "*" for anything. */
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;
