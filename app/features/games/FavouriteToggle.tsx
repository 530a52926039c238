import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import { useFavourites } from "./FavouritesContext";
import * as styles from "./games.css";
import { FAVOURITE_PATH, FAVOURITE_THROTTLE_MS, loginHref, SCRIPT_FIELD, SCRIPT_VALUE } from "./paths";
import type { FavouriteResult } from "./types";

/**
 * The heart on a game card: adds the game if it is not a
 * favourite, removes it if it is. A plain form post to the favourite action; with
 * JavaScript it is a fetcher, keyed by game so every card of the same game shows the same
 * state: optimistic while in flight, rolled back with a message when the platform refuses,
 * and at most one change a second. A visitor's heart is a link to the sign-in popup; a
 * trial account's opens the "real account" prompt.
 */
export function FavouriteToggle({ nodeId, name }: { nodeId: string; name: string }) {
  const { t } = useTranslation();
  const { ids, viewer, askForRealAccount } = useFavourites();
  const location = useLocation();
  const fetcher = useFetcher<FavouriteResult>({ key: `favourite:${nodeId}` });
  const lastChange = useRef(0);
  // Only the card that sent the change reports its failure (others of the same game roll back silently).
  const [sentHere, setSentHere] = useState(false);
  // Set once the script runs: its posts are answered with data, a plain form's with a redirect.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const returnTo = location.pathname + location.search;
  const label = t("games.favourite", { name });

  if (viewer === "visitor") {
    return (
      <Link className={styles.favouriteButton} to={loginHref(returnTo)} aria-label={label} title={label} data-favourite="visitor">
        <Icon name="heart" />
      </Link>
    );
  }

  const inFlight = fetcher.formData?.get("intent");
  const favourite =
    typeof inFlight === "string" ? inFlight === "add" : fetcher.data?.ok ? fetcher.data.ids.includes(nodeId) : ids.has(nodeId);
  const failure = sentHere && fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.code : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (viewer === "trial") {
      event.preventDefault();
      askForRealAccount();
      return;
    }
    const now = Date.now();
    if (now - lastChange.current < FAVOURITE_THROTTLE_MS) {
      event.preventDefault();
      return;
    }
    lastChange.current = now;
    setSentHere(true);
  };

  return (
    <fetcher.Form method="post" action={FAVOURITE_PATH} onSubmit={onSubmit} className={styles.launchForm}>
      <input type="hidden" name="nodeId" value={nodeId} />
      <input type="hidden" name="intent" value={favourite ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name={SCRIPT_FIELD} value={scripted ? SCRIPT_VALUE : ""} />
      <button
        type="submit"
        className={styles.favouriteButton}
        aria-pressed={favourite}
        aria-label={label}
        title={label}
        data-favourite={favourite ? "on" : "off"}
      >
        <Icon name="heart" />
      </button>
      {failure ? (
        <span className={styles.favouriteError} role="alert">
          {t("games.favouriteFailed", { reason: t(`errors.${failure}`) })}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
