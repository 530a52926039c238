import { playTimeAction } from "~/features/play-time/play-time.server";

/** POST: the game popup's check of its game session (time, net result, limit reached) and its close. */
export const action = playTimeAction;
