import { redirect } from "@remix-run/node";
import { useActionData, useNavigate } from "@remix-run/react";
import { favouriteAction } from "~/features/games/favourite.server";
import { GamePopup } from "~/features/games/GamePopup";
import type { FavouriteResult } from "~/features/games/types";

/**
 * `/games/favourite`: the favourite toggle's action. A plain form post that succeeds goes
 * back to its page; one that fails lands here and shows why (the "real account" prompt for
 * a trial account), closing back to its page.
 */
export const action = favouriteAction;

/** Nothing to show without a post: home. */
export const loader = () => redirect("/");

export default function FavouritePage() {
  const result = useActionData<typeof action>() as FavouriteResult | undefined;
  const navigate = useNavigate();
  if (!result || result.ok) return null;
  const { code, returnTo } = result;
  return (
    <GamePopup
      result={code === "TRIAL_NOT_ALLOWED" ? { kind: "trial", returnTo } : { kind: "error", code, returnTo }}
      closeAction={returnTo}
      onClose={() => navigate(returnTo, { replace: true })}
    />
  );
}
