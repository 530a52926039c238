import { useTranslation } from "~/i18n/react";
import { GameGrid, GameGridPlaceholder } from "~/features/games/GameCard";
import { DeferredContent, HomeSection } from "~/ui/Section";
import { HOME_LIMITS } from "./tabs";
import type { GameView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";

/** HOT: the merchant's hot games, at most 12. */
export function HotSection({ hot }: { hot: Deferred<Loaded<GameView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="hot" title={t("home.sections.hot")}>
      <DeferredContent data={hot} placeholder={<GameGridPlaceholder count={HOME_LIMITS.hot} />}>
        {(games) => <GameGrid games={games} />}
      </DeferredContent>
    </HomeSection>
  );
}
