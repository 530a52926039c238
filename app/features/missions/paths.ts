import { memberPath } from "~/session/member-pages";

/** The mission leaderboard. */
export const MISSIONS_PATH = memberPath("missionLeaderboard");
