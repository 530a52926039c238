/*
 * The browser side of the live events, loaded on demand for a signed-in player only, so no
 * page's initial JavaScript carries it. It imports no other chunk (messages.ts is constants,
 * bundled in), so loading it needs no list of dependencies in every page: what it needs from
 * React and the styles come in through `LiveClientOptions`.
 */
import { EVENTS_PATH, eventsAddress, SSE_EVENTS, TOAST_KEYS, type LiveEventMessage } from "~/live/messages";

export interface LiveClientOptions {
  /**
   * Where the stream (re)opens, kept by the caller across restarts of the client (a language
   * change): the page's own address first (from the cursor of the balance it rendered), then
   * the address after the last event given, so nothing since the page's render is missed and
   * nothing is told twice. Null: the plain address, from when the stream opens.
   */
  resume: { address: string | null };
  /** A balance change: refresh the header balance. */
  onBalance(): void;
  /** A deposit or withdrawal event: reload the page's data (balance, badges, records). */
  onAccountEvent(): void;
  /** The page's translation function. */
  t(key: string, values?: Record<string, unknown>): string;
  classes: { region: string; toast: string; text: string; dismiss: string };
}

/** Reconnecting after a dropped stream: 1 s, 2 s, 4 s … up to a minute, with jitter so tabs do not all return at once. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/** The newest toasts kept on screen; each stays until dismissed (no time limit to read it). */
const MAX_TOASTS = 3;

/** Opens the stream (reconnecting with backoff until told the session ended) and shows the toasts; returns the stop. */
export function startLiveEvents(options: LiveClientOptions): () => void {
  // A polite live region, present before any toast so screen readers announce what is added.
  const region = document.createElement("div");
  region.className = options.classes.region;
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-label", options.t("liveEvents.label"));
  region.dataset.liveEvents = "";
  document.body.append(region);

  const showToast = (message: LiveEventMessage) => {
    const toast = document.createElement("div");
    toast.className = options.classes.toast;
    toast.dataset.liveToast = message.kind;
    const text = document.createElement("p");
    text.className = options.classes.text;
    text.textContent =
      message.text ??
      options.t(`liveEvents.${TOAST_KEYS[message.kind as keyof typeof TOAST_KEYS]}`, { amount: message.amount, balance: message.balance });
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = options.classes.dismiss;
    dismiss.setAttribute("aria-label", options.t("liveEvents.dismiss"));
    dismiss.textContent = "×";
    dismiss.addEventListener("click", () => toast.remove());
    toast.append(text, dismiss);
    region.append(toast);
    while (region.childElementCount > MAX_TOASTS) region.firstElementChild?.remove();
  };

  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const connect = () => {
    source = new EventSource(options.resume.address ?? EVENTS_PATH);
    source.addEventListener("open", () => {
      failures = 0;
      region.dataset.liveEvents = "open";
    });
    source.addEventListener(SSE_EVENTS.money, (event) => {
      const { data, lastEventId } = event as MessageEvent<string>;
      if (lastEventId) options.resume.address = eventsAddress(lastEventId);
      const message = JSON.parse(data) as LiveEventMessage;
      if (message.kind === "balance.changed") return options.onBalance();
      options.onAccountEvent();
      showToast(message);
    });
    // The session is over: stay closed (signing in again loads the page, and this, anew).
    source.addEventListener(SSE_EVENTS.end, () => {
      stopped = true;
      source?.close();
    });
    source.addEventListener("error", () => {
      source?.close();
      region.dataset.liveEvents = "closed";
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
    region.remove();
  };
}
