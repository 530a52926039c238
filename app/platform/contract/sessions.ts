import { z } from "zod";
import { queryInt } from "./common";
import { defineCall } from "./define";

/** How a session was signed in: what the sign-in history and the sessions list name. */
export const SIGN_IN_METHODS = ["password", "sms", "social", "registration", "passwordReset", "verification", "authenticator"] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/**
 * A session the platform ended: its key (the base64url sha256 of its token, the portal's
 * `sessionKey`), so the portal can refuse its cookie at once, and when it would have ended.
 */
export const endedSession = z.object({ key: z.string(), expiresAt: z.string() });
export type EndedSession = z.infer<typeof endedSession>;

const activeSession = z.object({
  id: z.number().int().positive(),
  /** The calling session itself. */
  current: z.boolean(),
  /** The name of the brand it is signed in on: this one, or a brand sharing its registration (the same platform account). */
  brand: z.string(),
  /** As the browser sent it at sign-in: player-supplied text, to be shown as text only. */
  userAgent: z.string(),
  ip: z.string(),
  /** ISO 3166 alpha-2 of the platform's lookup of `ip`, "" when unknown. */
  country: z.string(),
  method: signInMethodSchema,
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSession>;

/**
 * What an entry of the sign-in history records: a sign-in, a failed attempt (a wrong password or
 * second-factor code), or the second factor locked after too many wrong codes.
 */
export const signInOutcomeSchema = z.enum(["success", "failure", "locked"]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

const signInEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  ip: z.string(),
  country: z.string(),
  userAgent: z.string(),
  method: signInMethodSchema,
  outcome: signInOutcomeSchema,
  /** A sign-in from a browser the account had not signed in from before. */
  newDevice: z.boolean(),
});
export type SignInEntry = z.infer<typeof signInEntry>;

export const SIGN_IN_HISTORY_DAYS = 90;

/**
 * The signed-in player's own sessions and sign-ins. Each session records at sign-in the
 * player's address (X-Client-IP), browser (X-Client-User-Agent) and way in, and when it was last
 * used. Only the owner lists or ends their sessions; an ended session's token answers
 * SESSION_EXPIRED from then on.
 */
export const sessionsCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/sessions",
    auth: "token",
    summary:
      "The account's active sessions on this brand and on the brands sharing its registration (the same platform account, never another account of the same username), each with its brand, the most recently used first; the calling one is `current`.",
    request: z.object({}).strict(),
    value: z.object({ sessions: z.array(activeSession) }),
  }),
  end: defineCall({
    method: "POST",
    path: "/api/v1/sessions/end",
    auth: "token",
    summary:
      "Ends one of the account's other sessions, on any brand sharing its registration (NOT_FOUND for another account's, an ended or an unknown id; INVALID_REQUEST for the calling one: auth.logout ends that).",
    request: z
      .object({
        id: z
          .number()
          .int()
          .positive()
          .max(2 ** 53),
      })
      .strict(),
    value: z.object({ ended: endedSession }),
  }),
  endOthers: defineCall({
    method: "POST",
    path: "/api/v1/sessions/end-others",
    auth: "token",
    summary: "Ends every active session of the account but the calling one, on every brand sharing its registration, and names them.",
    request: z.object({}).strict(),
    value: z.object({ ended: z.array(endedSession) }),
  }),
  history: defineCall({
    method: "GET",
    path: "/api/v1/sessions/history",
    auth: "token",
    summary: `The account's sign-ins, failed attempts (wrong passwords and second-factor codes) and second-factor locks of the last ${SIGN_IN_HISTORY_DAYS} days, newest first, a page at a time.`,
    request: z.object({ page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, 50).default(20) }).strict(),
    value: z.object({
      entries: z.array(signInEntry),
      total: z.number().int().nonnegative(),
      page: z.number().int().positive(),
      pageSize: z.number().int().positive(),
    }),
  }),
};
