import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import { HISTORY_PATH, PLAY_CHECK_MS, PLAY_TIME_RESOURCE } from "./paths";
import { scriptReplyOf } from "~/forms/reply";
import type { PlayCheck } from "./types";

type OpenCheck = Extract<PlayCheck, { ok: true }>;

function body(sessionId: string, intent: "check" | "close") {
  return new URLSearchParams({ sessionId, intent });
}

async function ask(sessionId: string, intent: "check" | "close", keepalive = false): Promise<PlayCheck | null> {
  try {
    const response = await fetch(PLAY_TIME_RESOURCE, { method: "POST", body: body(sessionId, intent), keepalive });
    return scriptReplyOf<PlayCheck>(await response.json()) ?? null;
  } catch {
    // A check that did not get through is asked again at the next one.
    return null;
  }
}

/** Ends the game session on the platform: the popup closed, or the player chose Stop. */
export function endGameSession(sessionId: string): void {
  void ask(sessionId, "close", true);
}

/** How many whole reality check intervals the session has played. */
function intervalsPlayed(check: OpenCheck): number {
  return check.realityCheckMinutes ? Math.floor(check.playedSeconds / (check.realityCheckMinutes * 60)) : 0;
}

/**
 * Watches a game on screen: asks the platform every PLAY_CHECK_MS (which also tells it the game
 * is still being played), so the times follow the platform's clock, not the browser's. Says when
 * a reality check is due (each whole interval of the session's play, timed from the platform's
 * session start) and when the game has ended, for instance at a session-time limit.
 * A page left (closed tab, reload) ends the session as closing the popup does; a tab shown again
 * asks at once.
 */
export function usePlayWatch(sessionId: string) {
  const [check, setCheck] = useState<OpenCheck | null>(null);
  /** Intervals the player has already been reminded of (Continue). */
  const [acknowledged, setAcknowledged] = useState(0);

  useEffect(() => {
    let over = false;
    const run = async () => {
      const answer = await ask(sessionId, "check");
      if (over || !answer?.ok) return;
      setCheck(answer);
      if (!answer.open) stop();
    };
    const timer = window.setInterval(() => void run(), PLAY_CHECK_MS);
    const leave = () => navigator.sendBeacon(PLAY_TIME_RESOURCE, body(sessionId, "close"));
    const stop = () => {
      over = true;
      window.clearInterval(timer);
    };
    // A tab brought back to the screen asks at once: the browser slows a hidden tab's timers, and a
    // reminder due meanwhile should not wait for the next check.
    const shown = () => {
      if (!over && document.visibilityState === "visible") void run();
    };
    void run();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", shown);
    return () => {
      stop();
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [sessionId]);

  const due = check !== null && check.open && intervalsPlayed(check) > acknowledged ? check : null;
  return {
    /** The check to show in the reality check dialog, or null when none is due. */
    reminder: due,
    /** The game ended on the platform's side at a session-time limit. */
    limitReached: check?.endedBy === "SESSION_LIMIT",
    /** Which limit, and when play may start again (null when the platform did not say). */
    limit: check?.limitReached ?? null,
    acknowledge: () => setAcknowledged(due ? intervalsPlayed(due) : acknowledged),
  };
}

/**
 * The reality check: time played in this session and its net result, with Continue, Stop (ends
 * the game) and the betting history (which ends the game too: the popup would hide it).
 */
export function RealityCheckDialog({ check, onContinue, onStop }: { check: OpenCheck; onContinue: () => void; onStop: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onContinue} title={t("games.realityCheckTitle")} name="reality-check" closeOnOutsideClick={false}>
      <p data-played-minutes={Math.floor(check.playedSeconds / 60)}>
        {t("games.realityCheckPlayed", { count: Math.floor(check.playedSeconds / 60) })}
      </p>
      <p data-net-cents={check.netCents}>{t("games.realityCheckNet", { amount: check.net })}</p>
      <div className={ui.dialogActions}>
        <button type="button" className={ui.button.primary} onClick={onContinue} data-autofocus>
          {t("games.realityCheckContinue")}
        </button>
        <button type="button" className={ui.button.secondary} onClick={onStop}>
          {t("games.realityCheckStop")}
        </button>
      </div>
      <p>
        <Link to={HISTORY_PATH} onClick={onStop}>
          {t("games.realityCheckHistory")}
        </Link>
      </p>
    </Dialog>
  );
}
