import { useActionData, useNavigate } from "@remix-run/react";
import { NothingToShow } from "~/features/games/NothingToShow";
import { favouriteAction } from "~/features/games/favourite.server";
import { GamePopup } from "~/features/games/GamePopup";
import type { FavouriteResult } from "~/features/games/types";
import { scriptReplyOf } from "~/forms/reply";

/**
 * `/games/favourite`: the favourite toggle's action. A plain form post that succeeds goes
 * back to its page; one that fails lands here and shows why (the "real account" prompt for
 * a trial account), closing back to its page.
 */
export const action = favouriteAction;

export default function FavouritePage() {
  const result = scriptReplyOf<FavouriteResult>(useActionData<typeof action>());
  const navigate = useNavigate();
  if (!result || result.ok) return <NothingToShow />;
  const { code, returnTo } = result;
  return <GamePopup result={{ ok: false, code, returnTo }} closeAction={returnTo} onClose={() => navigate(returnTo, { replace: true })} />;
}
