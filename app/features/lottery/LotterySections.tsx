import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DataTable } from "~/ui/DataTable";
import { DeferredContent, HomeSection, NoData } from "~/ui/Section";
import * as styles from "~/features/game-pages/game-pages.css";
import type { Deferred, Loaded } from "~/ui/loaded";
import { LeaderboardTable } from "~/features/missions/LeaderboardTable";
import type { DrawView, LotteryBetView, MissionsView, VnMenuRegionView } from "./types";

const loading = <p className={styles.muted}>&nbsp;</p>;

/** The Vietnam lottery's games by region; each opens its betting view on this page. */
export function VnMenu({ menu }: { menu: Deferred<Loaded<VnMenuRegionView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="vn-menu" title={t("gamePages.lottery.vnMenu")} size="vendors">
      <DeferredContent data={menu} placeholder={loading}>
        {(regions) =>
          regions.length === 0 ? (
            <NoData text={t("common.noData")} />
          ) : (
            regions.map((region) => (
              <nav key={region.region} aria-label={t(`gamePages.lottery.regions.${region.region}`)} data-region={region.region}>
                <h3>{t(`gamePages.lottery.regions.${region.region}`)}</h3>
                <ul className={styles.list}>
                  {region.games.map((game) => (
                    <li key={game.gameCode} className={styles.row}>
                      <Link to={game.href} aria-current={game.current ? "page" : undefined} data-game-code={game.gameCode}>
                        {game.name}
                      </Link>
                      <span className={styles.muted}>
                        {t("gamePages.lottery.nextDraw")} <time dateTime={game.nextDrawIso}>{game.nextDraw}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              </nav>
            ))
          )
        }
      </DeferredContent>
    </HomeSection>
  );
}

/** The latest draws: each game's numbers, first prize first. */
export function OpenedNumbers({ draws }: { draws: Deferred<Loaded<DrawView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="opened-numbers" title={t("gamePages.lottery.openedNumbers")} size="vendors">
      <DeferredContent data={draws} placeholder={loading}>
        {(items) =>
          items.length === 0 ? (
            <NoData text={t("common.noData")} />
          ) : (
            <ul className={styles.list}>
              {items.map((draw) => (
                <li key={draw.key} className={styles.row} data-draw={draw.issue}>
                  <span>
                    {draw.gameName} · {t("gamePages.lottery.draw", { issue: draw.issue })}
                  </span>
                  <ul className={styles.numbers} aria-label={t("gamePages.lottery.pick")}>
                    {draw.numbers.map((number, index) => (
                      <li key={index} className={styles.ball}>
                        {number}
                      </li>
                    ))}
                  </ul>
                  <time className={styles.muted} dateTime={draw.drawnAtIso}>
                    {draw.drawnAt}
                  </time>
                </li>
              ))}
            </ul>
          )
        }
      </DeferredContent>
    </HomeSection>
  );
}

/** The player's latest lottery bets and their results. */
export function RecentLotteryBets({ bets }: { bets: Deferred<Loaded<LotteryBetView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="lottery-bets" title={t("gamePages.lottery.recentBets")} size="vendors">
      <DeferredContent data={bets} placeholder={loading}>
        {(items) => (
          <DataTable
            empty={<NoData text={t("gamePages.lottery.betsEmpty")} />}
            columns={[
              { id: "game", header: t("gamePages.lottery.game"), cell: (bet) => bet.gameName },
              { id: "issue", header: t("gamePages.lottery.issue"), cell: (bet) => bet.issue },
              { id: "pick", header: t("gamePages.lottery.pick"), cell: (bet) => bet.pick },
              { id: "stake", header: t("gamePages.lottery.stake"), cell: (bet) => bet.stake },
              { id: "status", header: t("gamePages.lottery.status"), cell: (bet) => t(`gamePages.lottery.statuses.${bet.status}`) },
              { id: "win", header: t("gamePages.lottery.win"), cell: (bet) => bet.win },
            ]}
            rows={items}
            rowKey={(bet) => bet.betId}
            rowProps={(bet) => ({ "data-bet-status": bet.status })}
          />
        )}
      </DeferredContent>
    </HomeSection>
  );
}

/** The player's missions this week and the merchant's leaderboard. */
export function LotteryMissions({ missions }: { missions: Deferred<Loaded<MissionsView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="lottery-missions" title={t("gamePages.lottery.missions")} size="vendors">
      <DeferredContent data={missions} placeholder={loading}>
        {([summary]) =>
          summary ? (
            <>
              <p data-missions="summary">
                {t("gamePages.lottery.missionsSummary", {
                  completed: String(summary.completed),
                  total: String(summary.total),
                  points: String(summary.points),
                })}
              </p>
              <ul className={styles.list}>
                {summary.missions.map((mission) => (
                  <li key={mission.id} className={styles.row} data-mission={mission.done ? "done" : "open"}>
                    <span>{mission.title}</span>
                    <span className={styles.muted}>
                      {mission.done
                        ? t("gamePages.lottery.done")
                        : t("gamePages.lottery.progress", { progress: String(mission.progress), target: String(mission.target) })}
                      {" · "}
                      {t("gamePages.lottery.reward", { points: String(mission.rewardPoints) })}
                    </span>
                  </li>
                ))}
              </ul>
              <h3>{t("gamePages.lottery.leaderboard")}</h3>
              {summary.leaderboard.length === 0 ? (
                <NoData text={t("gamePages.lottery.leaderboardEmpty")} />
              ) : (
                <LeaderboardTable
                  entries={summary.leaderboard}
                  labels={{
                    rank: t("gamePages.lottery.rank"),
                    player: t("gamePages.lottery.player"),
                    points: t("gamePages.lottery.points"),
                  }}
                />
              )}
            </>
          ) : null
        }
      </DeferredContent>
    </HomeSection>
  );
}
