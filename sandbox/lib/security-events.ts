import type { Db } from "../db/index";
import type { SecurityEventKind } from "../../app/platform/contract/events";
import { sendMessage } from "./messages";
import { emitPlayerEvent } from "./player-events";

/**
 * What each security event tells the player in their inbox: what happened, and what to do if it
 * was not them. Written as the platform's other notices are (a short title, plain paragraphs).
 */
const MESSAGES: Record<SecurityEventKind, { title: string; content: string }> = {
  "security.newDevice": {
    title: "New sign-in to your account",
    content:
      "Your account was just signed in to from a device or browser it has not used before.\n\nIf this was not you, change your password now and sign out the sessions you do not know in the security centre.",
  },
  "security.passwordChanged": {
    title: "Your password was changed",
    content:
      "The password of your account was just changed, and your other sessions were signed out.\n\nIf you did not do this, reset your password at once and contact customer service.",
  },
  "security.authenticatorAdded": {
    title: "Authenticator added",
    content:
      "An authenticator app was added to your account: signing in now also asks for its code.\n\nIf you did not do this, change your password and contact customer service.",
  },
  "security.authenticatorRemoved": {
    title: "Authenticator removed",
    content:
      "The authenticator app was removed from your account: signing in no longer asks for its code.\n\nIf you did not do this, change your password and contact customer service.",
  },
  "security.secondFactorLocked": {
    title: "Your authenticator codes are locked",
    content:
      "Too many wrong authenticator or recovery codes were entered for your account, so no code is accepted for the next 15 minutes, and your password alone cannot sign in.\n\nIf this was not you, someone may know your password: change it now.",
  },
  "security.emailChanged": {
    title: "Your email was changed",
    content:
      "A new email address was bound to your account. Open the link we sent to it to verify it.\n\nIf you did not do this, change your password and contact customer service.",
  },
  "security.kycDecided": {
    title: "Your identity verification was reviewed",
    content: "Your identity documents have been reviewed. See the verification page in the security centre for the result.",
  },
};

/**
 * Tells the player of a change to their account's security: a message in their inbox and a live
 * event (a toast on any page they have open). Call it inside the transaction that made the
 * change, so the notice commits with it.
 */
export function recordSecurityEvent(db: Db, accountId: number, kind: SecurityEventKind, now: Date): void {
  sendMessage(db, accountId, MESSAGES[kind], now);
  emitPlayerEvent(db, accountId, { kind }, now);
}
