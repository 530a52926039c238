import { memberPath } from "~/features/member/pages";

/** The mission leaderboard. */
export const MISSIONS_PATH = memberPath("missionLeaderboard");
