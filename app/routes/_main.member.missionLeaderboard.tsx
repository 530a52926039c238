import { useLoaderData } from "@remix-run/react";
import { missionClaimAction, missionsLoader } from "~/features/missions/missions.server";
import { MissionsPage } from "~/features/missions/MissionsPage";
import { texts } from "~/i18n/texts";

export const handle = texts("account", "money");

/** `/member/missionLeaderboard`: the player's daily and weekly missions, their claims, and the week's leaderboard. */
export const loader = missionsLoader;
export const action = missionClaimAction;

export default function MissionLeaderboard() {
  return <MissionsPage view={useLoaderData<typeof loader>()} />;
}
