import type { Logger } from "pino";

/**
 * Runs `stop` once on SIGTERM or SIGINT (or the `signals` given), then exits; a second
 * signal exits at once. Returns a function that starts the same shutdown for another
 * reason (a cluster worker whose primary has gone).
 */
export function onShutdown(
  logger: Logger,
  stop: () => Promise<void>,
  options: { signals?: readonly NodeJS.Signals[] } = {},
): (reason: string) => void {
  let stopping = false;
  const begin = (reason: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ reason }, "shutting down: finishing in-flight requests");
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"]) process.on(signal, () => begin(signal));
  return begin;
}
