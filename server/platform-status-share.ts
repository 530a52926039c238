import cluster from "node:cluster";
import type { Logger } from "pino";
import type { Events } from "~/live/events.server";
import type { PlatformStatus } from "~/platform/platform-status.server";

/**
 * One judgement of the platform for the whole portal (docs/decisions/deadlines-and-breakers.md):
 * when a process confirms a merchant's outage, or sees it end, the other processes are told at
 * once, so their pages answer "Service unavailable" without each waiting out its own calls
 * first. Across instances through Redis (the events' channel) when REDIS_URL is set; else
 * across this machine's workers, relayed by the cluster's primary.
 */

const CHANNEL = "platform-status";

interface VerdictMessage {
  portal: "platform-status";
  merchant: string;
  down: boolean;
  /** The process that judged: it does not hear its own verdict back. */
  from: string;
}

const isVerdict = (message: unknown): message is VerdictMessage =>
  typeof message === "object" &&
  message !== null &&
  (message as VerdictMessage).portal === "platform-status" &&
  typeof (message as VerdictMessage).merchant === "string" &&
  typeof (message as VerdictMessage).down === "boolean";

export interface PlatformStatusShare {
  /** For the status's `onVerdict`: tells the other processes. */
  tell(merchant: string, down: boolean): void;
  /** Starts hearing the others' verdicts into `status`. */
  listen(status: PlatformStatus): Promise<void>;
  close(): Promise<void>;
}

/**
 * A process's link to the others: Redis events when shared (`redisEvents`), else the cluster's
 * primary when this is one of its workers, else nothing to tell.
 */
export function sharePlatformStatus(options: { redisEvents?: Events; logger: Logger }): PlatformStatusShare {
  const self = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const inCluster = cluster.isWorker && typeof process.send === "function";
  let unsubscribe: (() => Promise<void>) | undefined;
  let onMessage: ((message: unknown) => void) | undefined;
  const verdict = (merchant: string, down: boolean): VerdictMessage => ({ portal: "platform-status", merchant, down, from: self });

  return {
    tell(merchant, down) {
      if (down) options.logger.warn({ merchant }, "platform outage confirmed: its pages answer unavailable");
      else options.logger.info({ merchant }, "platform answering again");
      if (options.redisEvents) {
        options.redisEvents
          .publish(CHANNEL, verdict(merchant, down))
          .catch((error: unknown) => options.logger.warn({ err: error }, "the platform's status could not be shared"));
      } else if (inCluster) {
        process.send!(verdict(merchant, down));
      }
    },
    async listen(status) {
      const hear = (message: unknown) => {
        if (isVerdict(message) && message.from !== self) status.learn(message.merchant, message.down);
      };
      if (options.redisEvents) unsubscribe = await options.redisEvents.subscribe(CHANNEL, hear);
      else if (inCluster) {
        onMessage = hear;
        process.on("message", onMessage);
      }
    },
    async close() {
      if (onMessage) process.off("message", onMessage);
      await unsubscribe?.();
    },
  };
}

/** The cluster primary's side: a worker's verdict goes on to every other worker. */
export function relayPlatformStatus(): void {
  cluster.on("message", (sender, message: unknown) => {
    if (!isVerdict(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });
}
