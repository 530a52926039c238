import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { GameGrid, GameGridPlaceholder } from "~/features/games/GameCard";
import type { AccountSections as Sections } from "./home.server";
import { HomeSection, LoadedContent } from "~/ui/Section";
import { HOME_LIMITS } from "./tabs";
import type { GameView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";

/** The resource route answering both sections. */
export const ACCOUNT_GAMES_PATH = "/resources/account-games";
/** The pages each section's "more" link opens (they also serve a player without JavaScript). */
const MORE_HREF = { favourites: "/favorite", recent: "/recent" } as const;

/**
 * The HOME tab's FAV and RECENT sections of a signed-in player. They are the only part of
 * the home that is per player, so the browser loads them once the page is shown (the page
 * itself can then be kept for every player: docs/decisions/home-page-cache.md). Until then
 * each section holds its final height; a revalidation of the page (after a favourite
 * changes, say) loads them again.
 */
/** The sections' fetcher, by key: the home waits for it before opening the announcement popup. */
export const ACCOUNT_GAMES_FETCHER = "account-games";

export function AccountSections() {
  const fetcher = useFetcher<Sections>({ key: ACCOUNT_GAMES_FETCHER });
  const { load } = fetcher;
  useEffect(() => {
    load(ACCOUNT_GAMES_PATH);
  }, [load]);
  const sections = fetcher.data;
  return (
    <>
      <AccountGamesSection kind="favourites" games={sections?.favourites ?? null} />
      <AccountGamesSection kind="recent" games={sections?.recent ?? null} />
    </>
  );
}

/** FAV or RECENT: the games, the section's error, or (null) its placeholder while they load. */
export function AccountGamesSection({ kind, games }: { kind: "favourites" | "recent"; games: Loaded<GameView> | null }) {
  const { t } = useTranslation();
  const title = t(`home.sections.${kind}`);
  return (
    <HomeSection name={kind} title={title} more={{ href: MORE_HREF[kind], label: t("home.moreOf", { category: title }) }}>
      {games ? (
        <LoadedContent data={games}>{(items) => <GameGrid games={items} />}</LoadedContent>
      ) : (
        <div aria-busy="true" data-state="client-loading">
          <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
          <GameGridPlaceholder count={HOME_LIMITS.games} />
        </div>
      )}
    </HomeSection>
  );
}
