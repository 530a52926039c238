import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { GameGrid } from "~/features/games/GameCard";
import { ServiceLink } from "~/features/layout/ServiceLink";
import { useLayoutData } from "~/route-data";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";
import * as styles from "./games.css";
import { ConfirmButton, RealAccountPrompt } from "./RealAccountPrompt";
import { useRefreshAfterPlay } from "./refresh";
import type { LaunchResult } from "./types";
import type { ErrorCode } from "~/platform/errors";
import { endGameSession, RealityCheckDialog, usePlayWatch } from "~/features/play-time/PlayWatch";
import { SessionLimitMessage, type SessionLimitView } from "~/features/play-time/SessionLimitMessage";

type PlayResult = Extract<LaunchResult, { ok: true }>;

/**
 * The game popup: what a launch answered, in a modal over the page.
 * - play: the game in an iframe (the whole window on phones); a vendor that refuses to be
 *   framed gets a button that opens its window (a click, so browsers allow it; a blocked
 *   window shows the product's message);
 * - maintenance (GAME_MAINTENANCE): the product's message, popular games and a customer service button;
 * - a refused trial account (TRIAL_NOT_ALLOWED): the "real account" prompt; any other refusal: the platform's message,
 *   translated, under a title that names the limit when one refused it.
 * Closing returns focus to the button that launched (the native dialog does that).
 * `closeAction`: the page to go back to when the server renders the popup as a page.
 */
export function GamePopup({ result, onClose, closeAction }: { result: LaunchResult; onClose: () => void; closeAction?: string }) {
  const { t } = useTranslation();
  if (result.ok) return <PlayingGame result={result} onClose={onClose} closeAction={closeAction} />;
  const { maintenance } = result;
  if (maintenance)
    return (
      <Dialog
        open
        onClose={onClose}
        title={t("games.maintenanceTitle")}
        closeAction={closeAction}
        name="game"
        className={styles.wideDialog}
      >
        {maintenance.title ? <p className={styles.subheading}>{maintenance.title}</p> : null}
        <p className={styles.message} role="alert" data-state="maintenance">
          {t("errors.GAME_MAINTENANCE")}
        </p>
        {maintenance.popular.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{t("games.popular")}</h3>
            <GameGrid games={maintenance.popular} />
          </>
        ) : null}
        <CustomerServiceButton />
      </Dialog>
    );
  if (result.code === "TRIAL_NOT_ALLOWED") return <RealAccountPrompt onClose={onClose} closeAction={closeAction} />;
  return <Refused code={result.code} sessionLimit={result.sessionLimit ?? null} onClose={onClose} closeAction={closeAction} />;
}

/**
 * A launch refused, or a game taken away, with the platform's message: titled as the limit the
 * player reached when it is one (nothing went wrong: the player's own limit did its work), else
 * as a failure.
 */
function Refused({
  code,
  sessionLimit,
  onClose,
  closeAction,
}: {
  code: ErrorCode;
  /** SESSION_LIMIT_REACHED: which session-time limit, and when play may start again. */
  sessionLimit: SessionLimitView | null;
  onClose: () => void;
  closeAction?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(code === "SESSION_LIMIT_REACHED" ? "games.sessionLimitTitle" : "games.failedTitle")}
      closeAction={closeAction}
      name="game"
    >
      {code === "SESSION_LIMIT_REACHED" ? (
        <SessionLimitMessage limit={sessionLimit} className={styles.message} />
      ) : (
        <p className={styles.message} role="alert" data-error-code={code}>
          {t(`errors.${code}`)}
        </p>
      )}
      <ConfirmButton onClose={onClose} closeAction={closeAction} />
    </Dialog>
  );
}

/**
 * A game being played: in the popup's iframe, or its own window. While it is on screen the
 * platform is asked about its session: a reality check is shown after each interval the
 * player chose, and when a session-time limit is reached the game is taken away and the popup
 * says which and when play may start again. Closing the popup ends the session on the platform, unless the game plays
 * in its own window (which outlives the popup); Stop always ends it.
 */
function PlayingGame({ result, onClose, closeAction }: { result: PlayResult; onClose: () => void; closeAction?: string }) {
  const { reminder, limitReached, limit, acknowledge } = usePlayWatch(result.sessionId);
  const stop = () => {
    endGameSession(result.sessionId);
    onClose();
  };
  const close = result.newWindow ? onClose : stop;
  if (limitReached) return <Refused code="SESSION_LIMIT_REACHED" sessionLimit={limit} onClose={onClose} closeAction={closeAction} />;
  return (
    <Dialog
      open
      onClose={close}
      title={result.title}
      closeAction={closeAction}
      name="game"
      className={result.newWindow ? undefined : styles.gameDialog}
      closeOnOutsideClick={false}
    >
      {result.newWindow ? (
        <GameWindowLink url={result.url} title={result.title} />
      ) : (
        <iframe
          className={styles.frame}
          src={result.url}
          title={result.title}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          data-game-frame
        />
      )}
      {reminder ? <RealityCheckDialog check={reminder} onContinue={acknowledge} onStop={stop} /> : null}
    </Dialog>
  );
}

/** The merchant's customer service (live chat, else Telegram), as the layout knows it. */
function CustomerServiceButton() {
  const { t } = useTranslation();
  const contacts = useLayoutData()?.contacts;
  const href = contacts?.liveChat ?? contacts?.serviceTelegram ?? contacts?.telegram;
  if (!href) return null;
  return (
    <div className={ui.dialogActions}>
      <ServiceLink href={href} className={ui.button.primary} icon="chat" popup>
        {t("games.customerService")}
      </ServiceLink>
    </div>
  );
}

/** How often an open game window is checked for having been closed (to refresh the balance). */
const WINDOW_CHECK_MS = 1000;

/**
 * A game that opens in its own window: a link (a new tab without JavaScript) whose click
 * opens the window. A blocked window shows the product's message; once the window is closed
 * the page's data (the balance, recent games) is loaded again.
 */
function GameWindowLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  const [opened, setOpened] = useState<Window | null>(null);
  const refresh = useRefreshAfterPlay();
  const onWindowClosed = useRef(refresh);
  onWindowClosed.current = refresh;

  useEffect(() => {
    if (!opened) return;
    const timer = window.setInterval(() => {
      if (!opened.closed) return;
      window.clearInterval(timer);
      onWindowClosed.current();
    }, WINDOW_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [opened]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const game = window.open(url, "_blank");
    setBlocked(!game);
    if (!game) return;
    try {
      game.opener = null;
    } catch {
      // Already cross-origin: it cannot reach this page anyway.
    }
    setOpened(game);
  };

  return (
    <>
      <p className={styles.message}>{t("games.newWindowNote")}</p>
      <div className={ui.dialogActions}>
        <a href={url} target="_blank" rel="noopener noreferrer" className={ui.button.primary} onClick={open} data-autofocus>
          {t("games.openInNewWindow", { name: title })}
        </a>
      </div>
      {blocked ? (
        <p className={styles.message} role="alert" data-state="popup-blocked">
          {t("games.popupBlocked")}
        </p>
      ) : null}
    </>
  );
}
