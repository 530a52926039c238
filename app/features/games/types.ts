import type { GameView } from "~/features/home/types";
import type { ErrorCode } from "~/platform/errors";

/** What a launch answers when it does not send the player elsewhere (a lottery page, a vendor's list, the sign-in). */
export type LaunchResult =
  | {
      kind: "play";
      nodeId: string;
      title: string;
      /** The game session's page on a launch CDN: no platform token in it. */
      url: string;
      /** The game session's id on the platform: the popup's play-time checks and its close name it. */
      sessionId: string;
      /** The vendor refuses to be framed: a new window, not the popup's iframe. */
      newWindow: boolean;
      returnTo: string;
    }
  /** The game or its vendor is under maintenance: popular games instead (empty when they could not be loaded). */
  | { kind: "maintenance"; title: string; popular: GameView[]; returnTo: string }
  /** The platform refused a trial account (TRIAL_NOT_ALLOWED): the "real account" prompt. */
  | { kind: "trial"; returnTo: string }
  | { kind: "error"; code: ErrorCode; returnTo: string };

/** What the favourite action answers a script (a form without one is redirected back). */
export type FavouriteResult =
  { ok: true; nodeId: string; ids: string[] } | { ok: false; nodeId: string; code: ErrorCode; returnTo: string };
