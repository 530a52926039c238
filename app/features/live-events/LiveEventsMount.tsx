import { useFetcher, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { BALANCE_PATH } from "~/features/layout/BalanceBox";
import { iconButton } from "~/ui/ui.css";
import { region, text, toast } from "./live-events.css";

/**
 * Starts a signed-in player's live events once the page is interactive (visitors and trial
 * accounts have none): the client is fetched then, so no page's initial JavaScript carries it.
 * A balance change refreshes the header balance through the balance box's own fetcher; a
 * deposit or withdrawal event revalidates the page (balance, badges, a record on screen) and
 * shows a toast. `address` is where the page's stream starts: from the cursor of the balance
 * the page was rendered with, so an event between the render and the stream's opening is
 * still told (null: from when it opens).
 */
export function LiveEventsMount({ enabled, address }: { enabled: boolean; address: string | null }) {
  const { t } = useTranslation();
  const { load } = useFetcher({ key: "balance" });
  const { revalidate } = useRevalidator();
  const navigating = useRef(false);
  navigating.current = useNavigation().state !== "idle";
  // The latest router functions, read when an event comes: the stream is opened once per page (and
  // language), not again whenever the router hands out new functions.
  const router = useRef({ load, revalidate });
  router.current = { load, revalidate };
  // The stream's place, kept while the player is signed in: a language change restarts the client
  // from the last event it was given, not from a later page data's address (an event in between
  // would be lost), nor from the first (told twice).
  const latestAddress = useRef(address);
  latestAddress.current = address;
  const resume = useRef<{ address: string | null } | null>(null);

  useEffect(() => {
    if (!enabled) {
      resume.current = null;
      return;
    }
    const place = (resume.current ??= { address: latestAddress.current });
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./live-client").then(({ startLiveEvents }) => {
      if (cancelled) return;
      stop = startLiveEvents({
        resume: place,
        // During a navigation (a claim's or a transfer's redirect) the layout's reload brings the
        // balance: a fetcher started then can race the balance route's discovery, and the router
        // answers the page with a 404.
        onBalance: () => {
          if (!navigating.current) router.current.load(BALANCE_PATH);
        },
        onAccountEvent: () => router.current.revalidate(),
        // The client builds its keys from event kinds the pack has (liveEvents.*).
        t: (key, values) => t(key as "liveEvents.label", values),
        classes: { region, toast, text, dismiss: iconButton },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, t]);
  return null;
}
