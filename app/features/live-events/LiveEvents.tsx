import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BALANCE_PATH } from "~/features/layout/BalanceBox";
import { Icon } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import { EVENTS_PATH, SSE_EVENTS, TOAST_KEYS, type LiveEventMessage } from "./messages";
import * as styles from "./live-events.css";

/** Reconnecting after a dropped stream: 1 s, 2 s, 4 s … up to a minute, with jitter so tabs do not return together. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/** The newest toasts kept on screen. */
const MAX_TOASTS = 3;

interface Toast {
  id: number;
  message: LiveEventMessage;
}

/**
 * The signed-in player's live events (loaded only for them, after hydration): one
 * EventSource on the portal's stream. A balance change refreshes the header balance (the
 * balance box's own fetcher); a deposit or withdrawal event reloads the page's data (balance,
 * badges, the record on screen) and shows a toast in a polite live region, kept until dismissed.
 */
export default function LiveEvents() {
  const { t } = useTranslation();
  const balance = useFetcher({ key: "balance" });
  const revalidator = useRevalidator();
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The latest callbacks, so the connection is made once and never re-made by a render.
  const handlers = useRef({ balance, revalidator });
  handlers.current = { balance, revalidator };

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let nextToast = 0;

    const onMoney = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as LiveEventMessage;
      if (message.kind === "balance.changed") {
        handlers.current.balance.load(BALANCE_PATH);
        return;
      }
      handlers.current.revalidator.revalidate();
      setToasts((shown) => [...shown, { id: ++nextToast, message }].slice(-MAX_TOASTS));
    };
    const connect = () => {
      source = new EventSource(EVENTS_PATH);
      source.addEventListener("open", () => (failures = 0));
      source.addEventListener(SSE_EVENTS.money, onMoney);
      // The session is over: stay closed (a new sign-in loads the page, and this, again).
      source.addEventListener(SSE_EVENTS.end, () => {
        stopped = true;
        source?.close();
      });
      source.addEventListener("error", () => {
        source?.close();
        if (stopped) return;
        const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures++);
        retryTimer = setTimeout(connect, delay / 2 + Math.random() * (delay / 2));
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, []);

  const dismiss = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t("liveEvents.label")} data-live-events="">
      {toasts.map(({ id, message }) => (
        <div key={id} className={styles.toast} data-live-toast={message.kind}>
          <p className={styles.text}>{t(`liveEvents.${TOAST_KEYS[message.kind]}`, { amount: message.amount ?? "", balance: message.balance ?? "" })}</p>
          <button type="button" className={ui.iconButton} onClick={() => dismiss(id)} aria-label={t("liveEvents.dismiss")}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
