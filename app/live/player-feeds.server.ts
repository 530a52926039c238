import type { Logger } from "pino";
import type { PlatformClient } from "~/platform/client.server";
import type { ValueOf } from "~/platform/contract";
import type { contract } from "~/platform/contract";
import { EVENTS_MAX_WAIT_MS } from "~/platform/contract/events";
import { platformErrorCode } from "~/platform/platform-error";

export type PlayerFeedEvent = ValueOf<typeof contract.events.poll>["events"][number];

/** Who a feed is for. The token stays in this process: it is only ever sent to the platform. */
export interface FeedOwner {
  merchant: string;
  username: string;
  token: string;
  clientIp: string;
}

export interface FeedListener {
  onEvent(event: PlayerFeedEvent): void;
  /** The feed stopped for good (the session ended, or the portal is shutting down). */
  onEnd(reason: "signedOut" | "shutdown"): void;
}

export interface PlayerFeeds {
  /**
   * Adds a listener to the owner's feed, starting its poll if it is the first; returns its removal.
   * `after` is the cursor the listener has (its page's, or the last event it was given): it gets
   * every event after it, once each and in order. Null: from where the feed is.
   */
  subscribe(owner: FeedOwner, listener: FeedListener, after?: number | null): () => void;
  /** How many feeds are polling: one per signed-in player with a stream open in this process. */
  polling(): number;
  /** Ends every stream (shutdown): open streams would otherwise hold the server open. */
  close(): void;
}

/** A long poll waits a little less than the most the platform allows, so a quiet feed costs one call per few seconds. */
const POLL_WAIT_MS = EVENTS_MAX_WAIT_MS - 1_000;
/** After a failed poll: 1 s, 2 s, 4 s … up to 30 s, so an outage is not hammered. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const SIGNED_OUT = new Set(["UNAUTHORIZED", "SESSION_EXPIRED"]);

interface Feed {
  owner: FeedOwner;
  /** Each listener's position: the cursor up to which it has every event; null until the feed knows where "now" is. */
  listeners: Map<FeedListener, { position: number | null }>;
  /** The newest cursor a poll answered: where a listener without one starts. */
  newest: number | null;
  stopped: boolean;
  /** Cancels the wait between failed polls. */
  wake?: () => void;
}

/**
 * The live events of each signed-in player: one poll loop per player (merchant and
 * username) in this process, shared by every stream the player has open (each tab is
 * one), started with the first stream and stopped with the last. Visitors have none.
 * Each poll is a long poll (`events.poll` with waitMs), bound to the newest token the
 * player's streams brought, with no request deadline: a stream outlives its request.
 *
 * Each listener has its own position (the cursor its page was rendered at, or the last
 * event its browser was given), and the loop polls from the lowest one: so a stream that
 * opens late still gets the events since its page's render, a reconnect resumes where it
 * left off, and a tab that joins behind the others catches up at the next poll (at most one
 * long poll's wait later) without the others being told anything twice. An answer goes only
 * to listeners that already have everything up to where it starts, and each only the events
 * past its own position.
 */
export function createPlayerFeeds(client: PlatformClient, logger: Logger): PlayerFeeds {
  const feeds = new Map<string, Feed>();

  async function run(key: string, feed: Feed) {
    const platform = () => client.bind({ merchant: feed.owner.merchant, token: feed.owner.token, clientIp: feed.owner.clientIp });
    let failures = 0;
    while (!feed.stopped) {
      try {
        const positions = [...feed.listeners.values()].flatMap(({ position }) => (position === null ? [] : [position]));
        if (positions.length === 0) {
          // Only listeners from now, and no poll answered yet: ask the platform where now is.
          const { cursor } = await platform().events.poll({});
          failures = 0;
          startListeners(feed, cursor);
          continue;
        }
        const from = Math.min(...positions);
        const answer = await platform().events.poll({ after: from, waitMs: POLL_WAIT_MS });
        failures = 0;
        if (feed.stopped) break;
        for (const [listener, state] of [...feed.listeners]) {
          // Joined behind this poll's start: the next poll starts at its position.
          if (state.position === null || state.position < from) continue;
          for (const event of answer.events) if (event.id > state.position) deliver(listener, event);
          state.position = Math.max(state.position, answer.cursor);
        }
        startListeners(feed, answer.cursor);
      } catch (error) {
        const code = platformErrorCode(error);
        if (SIGNED_OUT.has(code)) {
          end(key, feed, "signedOut");
          break;
        }
        failures++;
        logger.warn({ merchant: feed.owner.merchant, code, failures }, "live events poll failed");
        await pause(feed, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1)));
      }
    }
  }

  /** The platform's cursor is `cursor`: it is the newest the feed knows, and where its listeners without a position start. */
  function startListeners(feed: Feed, cursor: number) {
    feed.newest = Math.max(feed.newest ?? cursor, cursor);
    for (const state of feed.listeners.values()) state.position ??= feed.newest;
  }

  function deliver(listener: FeedListener, event: PlayerFeedEvent) {
    try {
      listener.onEvent(event);
    } catch (error) {
      // One broken stream must not keep the player's other tabs from their events.
      logger.error({ err: error }, "live events listener failed");
    }
  }

  function pause(feed: Feed, ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      feed.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  function end(key: string, feed: Feed, reason: "signedOut" | "shutdown") {
    feed.stopped = true;
    feed.wake?.();
    if (feeds.get(key) === feed) feeds.delete(key);
    for (const listener of feed.listeners.keys()) listener.onEnd(reason);
    feed.listeners.clear();
  }

  return {
    subscribe(owner, listener, after = null) {
      const key = `${owner.merchant}\n${owner.username}`;
      let feed = feeds.get(key);
      const started = feed !== undefined;
      if (feed) {
        // The newest sign-in's token: an older one may have been signed out.
        feed.owner = owner;
      } else {
        feed = { owner, listeners: new Map(), newest: null, stopped: false };
        feeds.set(key, feed);
      }
      feed.listeners.set(listener, { position: after ?? feed.newest });
      // Started once its first listener is in: the first poll starts from that listener's position.
      if (!started) void run(key, feed);
      const subscribed = feed;
      return () => {
        subscribed.listeners.delete(listener);
        if (subscribed.listeners.size === 0 && !subscribed.stopped) {
          // The poll in flight finishes on its own; its answer goes to no one.
          subscribed.stopped = true;
          subscribed.wake?.();
          if (feeds.get(key) === subscribed) feeds.delete(key);
        }
      };
    },
    polling: () => feeds.size,
    close() {
      for (const [key, feed] of [...feeds]) end(key, feed, "shutdown");
    },
  };
}
