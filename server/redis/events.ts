import { createLocalDelivery, type Events } from "~/live/events.server";
import { failed, type RedisLink } from "./connection";

/** How long `subscribe` waits for Redis to confirm before it resolves anyway (the subscription is made when Redis is back). */
const SUBSCRIBE_WAIT_MS = 1_000;

/**
 * Events through Redis pub/sub on `<prefix>events:<channel>`: a message published on
 * any instance reaches the subscribers of every instance, this one included. One
 * subscriber connection per process, one Redis subscription per channel however many
 * handlers it has. While Redis fails, a message reaches this instance's subscribers only.
 */
export function createRedisEvents(link: RedisLink, onError?: (error: unknown, channel: string) => void): Events {
  const local = createLocalDelivery(onError);
  const prefix = `${link.prefix}events:`;
  let listening = false;
  /** Each channel's SUBSCRIBE, for handlers that join while it is on its way. */
  const subscribing = new Map<string, Promise<void>>();

  /** Waits for a (un)subscription at most SUBSCRIBE_WAIT_MS: while Redis is away it is made when Redis is back. */
  const within = async (done: Promise<void>, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        link.failure(new Error(`no answer to ${what} within ${SUBSCRIBE_WAIT_MS} ms`));
        resolve();
      }, SUBSCRIBE_WAIT_MS).unref();
    });
    try {
      await Promise.race([done, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const subscriber = () => {
    const connection = link.subscriber();
    if (!listening) {
      listening = true;
      connection.on("message", (channel: string, json: string) => {
        if (channel.startsWith(prefix)) local.deliver(channel.slice(prefix.length), json);
      });
    }
    return connection;
  };

  return {
    async publish(channel, message) {
      const json = JSON.stringify(message) ?? "null";
      const sent = await link.attempt((redis) => redis.publish(prefix + channel, json));
      if (sent === failed) setImmediate(() => local.deliver(channel, json));
    },
    async subscribe(channel, handler) {
      if (local.add(channel, handler)) {
        const confirmed = subscriber()
          .subscribe(prefix + channel)
          .then(
            () => {},
            (error: unknown) => link.failure(error),
          );
        subscribing.set(channel, within(confirmed, `SUBSCRIBE ${channel}`));
      }
      await subscribing.get(channel);
      return async () => {
        if (!local.remove(channel, handler)) return;
        subscribing.delete(channel);
        const done = subscriber()
          .unsubscribe(prefix + channel)
          .then(
            () => {},
            (error: unknown) => link.failure(error),
          );
        await within(done, `UNSUBSCRIBE ${channel}`);
      };
    },
  };
}
