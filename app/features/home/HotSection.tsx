import { useTranslation } from "react-i18next";
import { GameGrid, GameGridPlaceholder } from "./GameCard";
import { DeferredContent, HomeSection } from "./HomeSection";
import { HOME_LIMITS } from "./tabs";
import type { Deferred, GameView, Loaded } from "./types";

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

/** FAV or RECENT for a signed-in player: streamed, since they are per player and never cached. */
export function AccountGamesSection({
  kind,
  games,
  moreHref,
}: {
  kind: "favourites" | "recent";
  games: Deferred<Loaded<GameView>>;
  moreHref: string | null;
}) {
  const { t } = useTranslation();
  const title = t(`home.sections.${kind}`);
  return (
    <HomeSection
      name={kind}
      title={title}
      more={moreHref ? { href: moreHref, label: t("home.moreOf", { category: title }) } : null}
    >
      <DeferredContent data={games} placeholder={<GameGridPlaceholder count={HOME_LIMITS.games} />}>
        {(items) => <GameGrid games={items} />}
      </DeferredContent>
    </HomeSection>
  );
}
