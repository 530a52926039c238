import type { PlayerEventKind } from "~/platform/contract/events";

/** What the portal's stream sends the browser for one event: formatted, and never a token. */
export interface LiveEventMessage {
  kind: PlayerEventKind;
  /** The event's amount with the currency symbol; null when it has none. */
  amount: string | null;
  /** The balance after the event; null when unknown. */
  balance: string | null;
}

/** The stream's address (a resource route). */
export const EVENTS_PATH = "/resources/events";

/**
 * The stream's address from a cursor on: the events after it, none before. A page opens it
 * from the cursor of the balance it shows, and a reconnect from the last event it was given.
 */
export const eventsAddress = (after: number | string) => `${EVENTS_PATH}?after=${after}`;

/** The SSE event names: `money` carries a LiveEventMessage; `end` means the session is over, do not reconnect. */
export const SSE_EVENTS = { money: "money", end: "end" } as const;

/** The pack key of each kind's toast (`liveEvents.<key>`): pack keys cannot hold dots. */
export const TOAST_KEYS: Record<
  PlayerEventKind,
  "balanceChanged" | "depositCredited" | "depositFailed" | "withdrawalApproved" | "withdrawalRejected"
> = {
  "balance.changed": "balanceChanged",
  "deposit.credited": "depositCredited",
  "deposit.failed": "depositFailed",
  "withdrawal.approved": "withdrawalApproved",
  "withdrawal.rejected": "withdrawalRejected",
};
