import type { PlayerEventKind, SecurityEventKind } from "~/platform/contract/events";

/** What the portal's stream sends the browser for one event: formatted, and never a token. */
export interface LiveEventMessage {
  kind: PlayerEventKind;
  /** The event's amount in the merchant's currency; null when it has none. */
  amount: string | null;
  /** The balance after the event; null when unknown. */
  balance: string | null;
  /**
   * The toast's text, translated on the server: a security event's (its texts stay out of every
   * page's own texts). None: the page's `liveEvents` text of the event's kind.
   */
  text?: string;
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

/** The pack key of each money event's toast (`liveEvents.<key>`): pack keys cannot hold dots. */
export const TOAST_KEYS: Record<
  Exclude<PlayerEventKind, SecurityEventKind>,
  "balanceChanged" | "depositCredited" | "depositFailed" | "withdrawalApproved" | "withdrawalRejected"
> = {
  "balance.changed": "balanceChanged",
  "deposit.credited": "depositCredited",
  "deposit.failed": "depositFailed",
  "withdrawal.approved": "withdrawalApproved",
  "withdrawal.rejected": "withdrawalRejected",
};

/** The pack key of each security event's toast (`security.notify.<key>`), translated by the stream. */
export const SECURITY_TOAST_KEYS: Record<
  SecurityEventKind,
  "newDevice" | "passwordChanged" | "authenticatorAdded" | "authenticatorRemoved" | "emailChanged" | "kycDecided" | "secondFactorLocked"
> = {
  "security.newDevice": "newDevice",
  "security.passwordChanged": "passwordChanged",
  "security.authenticatorAdded": "authenticatorAdded",
  "security.authenticatorRemoved": "authenticatorRemoved",
  "security.emailChanged": "emailChanged",
  "security.kycDecided": "kycDecided",
  "security.secondFactorLocked": "secondFactorLocked",
};
