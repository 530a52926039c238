import { useActionData, useNavigate } from "@remix-run/react";
import { NothingToShow } from "~/features/games/NothingToShow";
import { GamePopup } from "~/features/games/GamePopup";
import { launchAction } from "~/features/games/launch.server";
import type { LaunchResult } from "~/features/games/types";
import { scriptReplyOf } from "~/forms/reply";

/**
 * `/games/launch`: the launch action (`LaunchGameButton` posts here). With JavaScript its
 * answer shows in the popup over the player's page; a plain form post renders it here, as
 * the game popup over the player layout, closing back to where the player was. No loader:
 * the page rendered after a form post runs loaders too, and one that redirected would hide the answer.
 */
export const action = launchAction;

export default function LaunchPage() {
  const result = scriptReplyOf<LaunchResult>(useActionData<typeof action>());
  const navigate = useNavigate();
  // A GET (an address typed or reloaded) has nothing to show.
  if (!result) return <NothingToShow />;
  return <GamePopup result={result} closeAction={result.returnTo} onClose={() => navigate(result.returnTo, { replace: true })} />;
}
