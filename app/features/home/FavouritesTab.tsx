import { useTranslation } from "~/i18n/react";
import { GameGrid, GameGridPlaceholder } from "~/features/games/GameCard";
import { DeferredContent, HomeSection } from "~/ui/Section";
import { HOME_LIMITS } from "./tabs";
import type { GameView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";

/** The FAV tab: every favourite of the signed-in player, streamed (per player, never cached). */
export function FavouritesTab({ games }: { games: Deferred<Loaded<GameView>> }) {
  const { t } = useTranslation();
  const title = t("home.sections.favourites");
  return (
    <HomeSection name="favourites" title={title} more={{ href: "/favorite", label: t("home.moreOf", { category: title }) }}>
      <DeferredContent data={games} placeholder={<GameGridPlaceholder count={HOME_LIMITS.games} />}>
        {(items) => <GameGrid games={items} />}
      </DeferredContent>
    </HomeSection>
  );
}
