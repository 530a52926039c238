import { z } from "zod";
import { defineCall } from "./define";
import { queryInt } from "./common";

/**
 * What a live event says happened to the account: to its money (the four messages, and balance
 * changes), or to its security (each also a message in the player's inbox, so a player who was
 * not watching still learns of it).
 */
export const PLAYER_EVENT_KINDS = [
  "balance.changed",
  "deposit.credited",
  "deposit.failed",
  "withdrawal.approved",
  "withdrawal.rejected",
  "security.newDevice",
  "security.passwordChanged",
  "security.authenticatorAdded",
  "security.authenticatorRemoved",
  "security.emailChanged",
  "security.kycDecided",
  "security.secondFactorLocked",
] as const;
export const playerEventKindSchema = z.enum(PLAYER_EVENT_KINDS);
export type PlayerEventKind = z.infer<typeof playerEventKindSchema>;
export type SecurityEventKind = Extract<PlayerEventKind, `security.${string}`>;

/** The longest a poll may wait for an event: under the portal client's per-call timeout. */
export const EVENTS_MAX_WAIT_MS = 5_000;

export const eventsCalls = {
  poll: defineCall({
    method: "GET",
    path: "/api/v1/events",
    auth: "token",
    summary:
      "The caller's live events after the cursor `after`, oldest first (at most 50), and the cursor to send next. Event ids increase, and a cursor is the id of the newest event its holder has seen: the answer holds every event with an id above `after` up to its `cursor` (the last event's id, or `after` when there is none). Without `after` it answers no events and the current cursor (where a new listener starts); `wallet.balance` answers the cursor as of its balance, where a page showing that balance starts. With `waitMs` it holds the answer until an event arrives or that time has passed (a long poll).",
    request: z
      .object({
        after: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
        waitMs: queryInt(0, EVENTS_MAX_WAIT_MS).default(0),
      })
      .strict(),
    value: z.object({
      cursor: z.number().int(),
      events: z.array(
        z.object({
          id: z.number().int(),
          kind: playerEventKindSchema,
          /**
           * The amount the event is about, in minor units: a deposit's or withdrawal's own amount even
           * when the event itself moves nothing (failed, approved, rejected); null when it names none.
           */
          amountCents: z.number().int().nullable(),
          /** The balance after the event, in minor units; null when unknown. */
          balanceCents: z.number().int().nullable(),
          /** The order, withdrawal or bet the event is about. */
          reference: z.string().nullable(),
          time: z.string(),
        }),
      ),
    }),
  }),
};
