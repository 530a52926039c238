import { useFetchers, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useLayoutData, useRootData } from "~/route-data";
import { nextPopup, parseShown, popupStateKey, SHOWN_STORAGE_KEY } from "./audience";

export const ANNOUNCEMENTS_PATH = "/announcements";
/** The home's own addresses: the popup opens over the home, never over another popup. */
const HOME_PATHS = new Set(["/", "/index", "/home", "/index.html"]);

/**
 * Opens the announcement popup by itself once per browser session and state (signed in
 * or not, language), when the home shows. What was shown is kept in
 * sessionStorage. Needs JavaScript; without it the popup is still at /announcements.
 *
 * It waits for `ready` (the page's own loads are done: the signed-in home's FAV and RECENT
 * fetcher) and for every navigation and fetcher to be idle: a navigation that starts while a
 * fetcher's route is still being discovered can leave that fetcher on the catch-all 404 route.
 */
export function AnnouncementTrigger({ ready }: { ready: boolean }) {
  const layout = useLayoutData();
  const root = useRootData();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A language chosen by `?lng` (no cookie) stays the popup's language.
  const lng = new URLSearchParams(search).get("lng");
  const signedIn = layout?.signedIn;
  const language = root?.language;
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");

  useEffect(() => {
    if (!ready || busy || signedIn === undefined || !language || !HOME_PATHS.has(pathname)) return;
    let stored: string | null;
    try {
      stored = window.sessionStorage.getItem(SHOWN_STORAGE_KEY);
    } catch {
      return; // Storage refused: better never than on every page.
    }
    const { open, shown } = nextPopup(parseShown(stored), popupStateKey({ signedIn, language }));
    if (!open) return;
    window.sessionStorage.setItem(SHOWN_STORAGE_KEY, JSON.stringify(shown));
    navigate(lng ? `${ANNOUNCEMENTS_PATH}?${new URLSearchParams({ lng })}` : ANNOUNCEMENTS_PATH, { preventScrollReset: true });
  }, [ready, busy, signedIn, language, pathname, lng, navigate]);

  return null;
}
