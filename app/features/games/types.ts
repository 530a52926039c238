import type { GameView } from "~/catalogue/types";
import type { ScriptReply } from "~/forms/reply";
import type { SessionLimitView } from "~/features/play-time/SessionLimitMessage";

/** What a launch answers when it does not send the player elsewhere (a lottery page, a vendor's list, the sign-in). */
export type LaunchResult = ScriptReply<
  {
    nodeId: string;
    title: string;
    /** The game session's page on a launch CDN: no platform token in it. */
    url: string;
    /** The game session's id on the platform: the popup's play-time checks and its close name it. */
    sessionId: string;
    /** The vendor refuses to be framed: a new window, not the popup's iframe. */
    newWindow: boolean;
    returnTo: string;
  },
  {
    returnTo: string;
    /**
     * GAME_MAINTENANCE: the game's title ("" for a vendor) and popular games instead (empty when
     * they could not be loaded). A refused trial account (TRIAL_NOT_ALLOWED) gets the "real account" prompt.
     */
    maintenance?: { title: string; popular: GameView[] };
    /** SESSION_LIMIT_REACHED: which session-time limit, and when play may start again. */
    sessionLimit?: SessionLimitView | null;
  }
>;

/** What the favourite action answers a script (a form without one is redirected back). */
export type FavouriteResult = ScriptReply<{ nodeId: string; ids: string[] }, { nodeId: string; returnTo: string }>;
