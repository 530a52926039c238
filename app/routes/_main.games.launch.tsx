import { redirect } from "@remix-run/node";
import { useActionData, useNavigate } from "@remix-run/react";
import { GamePopup } from "~/features/games/GamePopup";
import { launchAction } from "~/features/games/launch.server";
import type { LaunchResult } from "~/features/games/types";

/**
 * `/games/launch`: the launch action (`LaunchGameButton` posts here). With JavaScript its
 * answer shows in the popup over the player's page; a plain form post renders it here, as
 * the game popup over the player layout, closing back to where the player was.
 */
export const action = launchAction;

/** Nothing to show without a launch: home. */
export const loader = () => redirect("/");

export default function LaunchPage() {
  const result = useActionData<typeof action>() as LaunchResult | undefined;
  const navigate = useNavigate();
  if (!result) return null;
  return <GamePopup result={result} closeAction={result.returnTo} onClose={() => navigate(result.returnTo, { replace: true })} />;
}
