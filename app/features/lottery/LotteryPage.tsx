import { useTranslation } from "~/i18n/react";
import * as styles from "~/features/game-pages/game-pages.css";
import { SectionError } from "~/ui/Section";
import { page } from "~/features/home/home.css";
import { LotteryMissions, OpenedNumbers, RecentLotteryBets, VnMenu } from "./LotterySections";
import type { LotteryData } from "./types";

/** A lottery page: the lobby in a frame, and on the full page the menu, results, bets and missions. */
export function LotteryPage({ data }: { data: LotteryData }) {
  const { t } = useTranslation();
  const title = t(`gamePages.lottery.${data.area}`);
  return (
    <div className={page} data-page={data.area} data-variant={data.variant}>
      <h1>{title}</h1>
      {data.unknownGame ? (
        <p className={styles.notice} role="status" data-state="unknown-game">
          {t("gamePages.lottery.unknownGame")}
        </p>
      ) : null}
      {data.lobby.ok ? (
        <iframe
          className={data.variant === "page" ? styles.lobbyFrame : styles.fullFrame}
          src={data.lobby.url}
          title={t("gamePages.lottery.lobby", { name: data.lobby.name })}
          allow="fullscreen"
          referrerPolicy="no-referrer"
          data-lottery-lobby={data.lobby.gameCode ?? "lobby"}
        />
      ) : (
        <section data-section="lottery-lobby" aria-label={title}>
          <p>{t("gamePages.lottery.lobbyUnavailable")}</p>
          <SectionError code={data.lobby.error} />
        </section>
      )}
      {data.vnMenu ? <VnMenu menu={data.vnMenu} /> : null}
      {data.openedNumbers ? <OpenedNumbers draws={data.openedNumbers} /> : null}
      {data.recentBets ? <RecentLotteryBets bets={data.recentBets} /> : null}
      {data.missions ? <LotteryMissions missions={data.missions} /> : null}
    </div>
  );
}
