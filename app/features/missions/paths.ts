import { memberPath } from "~/features/member/pages";

/** The mission leaderboard (SPEC.md §2 member centre page id missionLeaderboard). */
export const MISSIONS_PATH = memberPath("missionLeaderboard");
