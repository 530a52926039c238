import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { endGameSession, RealityCheckDialog, usePlayWatch } from "~/features/play-time/PlayWatch";
import { SessionLimitMessage } from "~/features/play-time/SessionLimitMessage";
import * as styles from "~/features/game-pages/game-pages.css";
import { SectionError } from "~/ui/Section";
import { page } from "~/ui/page.css";
import { LotteryMissions, OpenedNumbers, RecentLotteryBets, VnMenu } from "./LotterySections";
import type { LotteryData, LotteryLobby } from "./types";

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
        <PlayedLobby
          key={data.lobby.sessionId}
          lobby={data.lobby}
          className={data.variant === "page" ? styles.lobbyFrame : styles.fullFrame}
        />
      ) : (
        <section data-section="lottery-lobby" aria-label={title}>
          <p>{t("gamePages.lottery.lobbyUnavailable")}</p>
          <SectionError code={data.lobby.code} />
        </section>
      )}
      {data.vnMenu ? <VnMenu menu={data.vnMenu} /> : null}
      {data.openedNumbers ? <OpenedNumbers draws={data.openedNumbers} /> : null}
      {data.recentBets ? <RecentLotteryBets bets={data.recentBets} /> : null}
      {data.missions ? <LotteryMissions missions={data.missions} /> : null}
    </div>
  );
}

/**
 * The lottery lobby in its frame: play, as a game in the popup is. While it is on screen the
 * platform is asked about its play session, so the reality check shows after each interval the
 * player chose; Stop ends the session and takes the lobby away, and so does reaching a
 * session-time limit (with which, and when play may start again). Leaving the page ends the session too.
 */
function PlayedLobby({ lobby, className }: { lobby: Extract<LotteryLobby, { ok: true }>; className: string }) {
  const { t } = useTranslation();
  const { reminder, limitReached, limit, acknowledge } = usePlayWatch(lobby.sessionId);
  const [stopped, setStopped] = useState(false);
  const location = useLocation();
  useEndOnLeave(lobby.sessionId);
  if (limitReached) return <SessionLimitMessage limit={limit} className={styles.notice} />;
  if (stopped) {
    return (
      <p className={styles.notice} role="status" data-state="stopped">
        {t("gamePages.lottery.stopped")} <Link to={location.pathname + location.search}>{t("gamePages.lottery.reopen")}</Link>
      </p>
    );
  }
  const stop = () => {
    endGameSession(lobby.sessionId);
    setStopped(true);
  };
  return (
    <>
      <iframe
        className={className}
        src={lobby.url}
        title={t("gamePages.lottery.lobby", { name: lobby.name })}
        allow="fullscreen"
        referrerPolicy="no-referrer"
        data-lottery-lobby={lobby.gameCode ?? "lobby"}
      />
      {reminder ? <RealityCheckDialog check={reminder} onContinue={acknowledge} onStop={stop} /> : null}
    </>
  );
}

/**
 * Ends a lobby's play session when the page is left or opens another (a reload of its data opens a
 * new one), so two sessions never count the same minutes. React's development rehearsal unmounts
 * and mounts again at once with the same session: that one is kept.
 */
function useEndOnLeave(sessionId: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = sessionId;
    return () => {
      shown.current = null;
      window.setTimeout(() => {
        if (shown.current !== sessionId) endGameSession(sessionId);
      }, 0);
    };
  }, [sessionId]);
}
