import { lazy, Suspense, useEffect, useState } from "react";

// Its own chunk, fetched only for a signed-in player once the page is interactive: no page's initial JS grows.
const LiveEvents = lazy(() => import("./LiveEvents"));

/** Starts the live events of a signed-in player (not for visitors or trial accounts, who have none). */
export function LiveEventsMount({ enabled }: { enabled: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!enabled || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveEvents />
    </Suspense>
  );
}
