import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { LAUNCH_FETCHER_KEY } from "./LaunchGameButton";
import { useRefreshAfterPlay } from "./refresh";
import type { LaunchResult } from "./types";

/**
 * The game popup's code (and the game grid it shows when a game is down) is a chunk of its own:
 * no page shows it before a launch, and every player page would otherwise carry it.
 */
const loadGamePopup = () => import("./GamePopup");
const GamePopup = lazy(() => loadGamePopup().then((module) => ({ default: module.GamePopup })));

/**
 * Shows the answer of the last launch (any `LaunchGameButton` of the page) in the game
 * popup, until the player closes it. Closing a game refreshes the balance and the page.
 * Rendered once, in the player layout. The popup's code is asked for as the launch is
 * (the server renders nothing here: a launch is a fetcher's answer).
 */
export function GameLaunchHost() {
  const fetcher = useFetcher<LaunchResult>({ key: LAUNCH_FETCHER_KEY });
  const refresh = useRefreshAfterPlay();
  const [closed, setClosed] = useState<LaunchResult | null>(null);
  const launching = fetcher.state !== "idle";
  useEffect(() => {
    if (launching) void loadGamePopup();
  }, [launching]);
  const result = fetcher.data;
  if (!result || result === closed || fetcher.state === "submitting") return null;
  return (
    <Suspense fallback={null}>
      <GamePopup
        key={result.ok ? result.url : result.code}
        result={result}
        onClose={() => {
          setClosed(result);
          if (result.ok) refresh();
        }}
      />
    </Suspense>
  );
}
