import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/route-data";
import type { GameView } from "~/catalogue/types";
import { cx } from "~/ui/cx";
import { NoData } from "~/ui/Section";
import * as styles from "./cards.css";
import { FavouriteToggle } from "./FavouriteToggle";
import { LaunchGameButton } from "./LaunchGameButton";

/**
 * A game: its icon (lazy), name, a HOT badge and a free-trial marker. The card face is the
 * game's launch button,
 * and the heart toggles it as a favourite; both work wherever a card is rendered, with or
 * without JavaScript.
 * The free-trial marker promises something a visitor can do: it shows only where the brand
 * offers free play (FREEPLAY3), since elsewhere the sign-in popup has no way to try a game.
 */
export function GameCard({ game }: { game: GameView }) {
  const { t } = useTranslation();
  const freePlay = useRootData()?.flags?.FREEPLAY3 === true;
  const freeTrial = freePlay && game.freeTrial;
  return (
    <div className={styles.card} data-card="game" data-node-id={game.nodeId}>
      <LaunchGameButton nodeId={game.nodeId}>
        <img className={styles.icon} src={game.icon} alt={game.name} width={200} height={200} loading="lazy" decoding="async" />
        {/* The icon's alt names the game; the caption repeats it for the eye only. */}
        <span className={styles.name} aria-hidden="true">
          {game.name}
        </span>
      </LaunchGameButton>
      {game.hot || freeTrial ? (
        <span className={cx(styles.badges, styles.besideHeart)}>
          {game.hot ? (
            <span className={styles.hotBadge} data-badge="hot">
              {t("home.game.hot")}
            </span>
          ) : null}
          {freeTrial ? (
            <span className={styles.trialBadge} data-badge="free-trial">
              {t("home.game.freeTrial")}
            </span>
          ) : null}
        </span>
      ) : null}
      <FavouriteToggle nodeId={game.nodeId} name={game.name} />
    </div>
  );
}

/** A list of game cards, or the no-data message. */
export function GameGrid({ games }: { games: readonly GameView[] }) {
  const { t } = useTranslation();
  if (games.length === 0) return <NoData text={t("common.noData")} />;
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a game list will be while it streams in: `count` empty cards in the same grid
 * (the same boxes as real cards), so the section has its final height from the start.
 */
export function GameGridPlaceholder({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className={cx(styles.card, styles.placeholder)}>
            <span className={styles.icon} />
            <span className={styles.name}>&nbsp;</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
