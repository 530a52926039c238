import { EventEmitter } from "node:events";

export type EventHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

/**
 * Publish/subscribe for live events (`context.shared.events`): in this process by
 * default, across every instance of the portal through Redis pub/sub with REDIS_URL
 * (server/redis/events.ts; docs/decisions/scaling.md). A message is JSON; each handler
 * gets its own copy. Delivery is at most once, to the subscribers of the moment: no
 * history, no replay. Never publish a token or a player's private data: with Redis,
 * anything on a channel reaches every instance.
 */
export interface Events {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is in place (on Redis: confirmed, or given up on after a short wait). */
  subscribe(channel: string, handler: EventHandler): Promise<Unsubscribe>;
}

/**
 * Handlers of one process, by channel. `deliver` hands a JSON message to them; a
 * handler that throws is reported to `onError` and does not stop the others.
 */
export function createLocalDelivery(onError: (error: unknown, channel: string) => void = () => {}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(channel: string, json: string) {
      for (const handler of emitter.listeners(channel) as EventHandler[]) {
        try {
          handler(JSON.parse(json));
        } catch (error) {
          onError(error, channel);
        }
      }
    },
    /** Adds the handler; true when it is the channel's first. */
    add(channel: string, handler: EventHandler): boolean {
      emitter.on(channel, handler);
      return emitter.listenerCount(channel) === 1;
    },
    /** Removes the handler; true when the channel has none left. */
    remove(channel: string, handler: EventHandler): boolean {
      emitter.off(channel, handler);
      return emitter.listenerCount(channel) === 0;
    },
  };
}

/** The events of one process: what `context.shared.events` is without REDIS_URL. */
export function createLocalEvents(onError?: (error: unknown, channel: string) => void): Events {
  const local = createLocalDelivery(onError);
  return {
    async publish(channel, message) {
      const json = JSON.stringify(message) ?? "null";
      // Asynchronous, as through Redis: a publisher never runs its subscribers' code inline.
      setImmediate(() => local.deliver(channel, json));
    },
    async subscribe(channel, handler) {
      local.add(channel, handler);
      return async () => {
        local.remove(channel, handler);
      };
    },
  };
}
