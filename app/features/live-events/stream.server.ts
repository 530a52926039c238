import type { AppLoadContext } from "@remix-run/node";
import type { PlayerFeedEvent } from "~/live/player-feeds.server";
import { amountFormatter } from "~/format/money.server";
import { isTrialAccount } from "~/session/roles";
import { getSession } from "~/session/session.server";
import { createTranslator } from "~/i18n/translator";
import { SECURITY_TOAST_KEYS, SSE_EVENTS, type LiveEventMessage } from "~/live/messages";
import { NO_STORE } from "~/http/cache-headers";

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** What the browser's EventSource waits before reconnecting on its own. */
const RECONNECT_MS = 5_000;

const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store, no-transform",
  // Proxies such as nginx buffer answers unless told not to.
  "X-Accel-Buffering": "no",
};

/** A cursor as the browser sends it: digits only, else none. */
function cursorOf(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/**
 * Where the stream starts: the browser's own last event id when an EventSource reconnects by
 * itself (`Last-Event-ID`), else `?after=` (the cursor of the page's balance, or the last event
 * a reopened stream was given), else where the player's feed is.
 */
export function streamStart(request: Request): number | null {
  return cursorOf(request.headers.get("Last-Event-ID")) ?? cursorOf(new URL(request.url).searchParams.get("after"));
}

/**
 * GET /resources/events: the signed-in player's live events as server-sent events. A visitor,
 * a trial account and a session whose password must be changed first get 204 (an EventSource
 * does not reconnect after it), so they cost nothing. Each event is formatted here (the merchant's currency, the page's language) and carries
 * no token and no platform id; when the session has ended the stream says `end` and closes.
 * Each event's `id:` is its cursor, so the browser knows where to resume.
 */
export async function eventStream(request: Request, context: AppLoadContext): Promise<Response> {
  const user = getSession(context);
  const token = context.session.data?.token;
  const restricted = context.session.data?.passwordChangeDue === true;
  if (!user || !token || isTrialAccount(user.isAgent) || restricted) return new Response(null, { status: 204, headers: NO_STORE });

  const format = await amountFormatter(context);
  const money = (cents: number | null) => (cents === null ? null : format(cents));
  // Security events' toasts are worded here, in the page's language: their texts are not in every page's own.
  const { t } = createTranslator(context.i18n);
  const encoder = new TextEncoder();

  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // The stream has closed (the client went away): nothing is listening.
        }
      };
      const finish = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      send(`retry: ${RECONNECT_MS}\n\n`);
      const unsubscribe = context.liveFeeds.subscribe(
        { merchant: context.brand.merchantCode, username: user.username, token, clientIp: context.clientIp },
        {
          onEvent(event: PlayerFeedEvent) {
            const message: LiveEventMessage = { kind: event.kind, amount: money(event.amountCents), balance: money(event.balanceCents) };
            if (event.kind in SECURITY_TOAST_KEYS) {
              message.text = t(`security.notify.${SECURITY_TOAST_KEYS[event.kind as keyof typeof SECURITY_TOAST_KEYS]}`);
            }
            send(`event: ${SSE_EVENTS.money}\nid: ${event.id}\ndata: ${JSON.stringify(message)}\n\n`);
          },
          onEnd(reason) {
            if (reason === "signedOut") send(`event: ${SSE_EVENTS.end}\ndata: {}\n\n`);
            finish();
          },
        },
        streamStart(request),
      );
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", finish, { once: true });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { headers: HEADERS });
}
