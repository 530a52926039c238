import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./games.css";
import { LAUNCH_PATH } from "./paths";
import type { LaunchResult } from "./types";

/** The one fetcher every launch button shares: `GameLaunchHost` shows its answer. */
export const LAUNCH_FETCHER_KEY = "game-launch";

/**
 * The launch entry point: a form posting a game's
 * `nodeId`, or a vendor card's `vendor` code, to the launch action, with the page to
 * come back to. With JavaScript the answer opens the game popup over this page
 * (`GameLaunchHost`, in the player layout); without, the post renders the launch page.
 * Lottery games, VASSALAGE vendors and visitors are redirected by the action.
 */
export function LaunchGameButton({
  nodeId,
  vendor,
  className,
  label,
  onClick,
  children,
}: { className?: string; label?: string; onClick?: () => void; children: ReactNode } & (
  { nodeId: string; vendor?: undefined } | { vendor: string; nodeId?: undefined }
)) {
  const fetcher = useFetcher<LaunchResult>({ key: LAUNCH_FETCHER_KEY });
  const location = useLocation();
  const [name, value] = nodeId !== undefined ? ["nodeId", nodeId] : ["vendor", vendor];
  const busy = fetcher.state !== "idle" && fetcher.formData?.get(name) === value;
  return (
    <fetcher.Form method="post" action={LAUNCH_PATH} className={styles.launchForm}>
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" className={className ?? styles.launchButton} aria-label={label} aria-busy={busy} onClick={onClick}>
        {children}
      </button>
    </fetcher.Form>
  );
}
