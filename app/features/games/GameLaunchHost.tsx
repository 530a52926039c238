import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { GamePopup } from "./GamePopup";
import { LAUNCH_FETCHER_KEY } from "./LaunchGameButton";
import { useRefreshAfterPlay } from "./refresh";
import type { LaunchResult } from "./types";

/**
 * Shows the answer of the last launch (any `LaunchGameButton` of the page) in the game
 * popup, until the player closes it. Closing a game refreshes the balance and the page.
 * Rendered once, in the player layout.
 */
export function GameLaunchHost() {
  const fetcher = useFetcher<LaunchResult>({ key: LAUNCH_FETCHER_KEY });
  const refresh = useRefreshAfterPlay();
  const [closed, setClosed] = useState<LaunchResult | null>(null);
  const result = fetcher.data;
  if (!result || result === closed || fetcher.state === "submitting") return null;
  return (
    <GamePopup
      key={result.kind === "play" ? result.url : result.kind}
      result={result}
      onClose={() => {
        setClosed(result);
        if (result.kind === "play") refresh();
      }}
    />
  );
}
