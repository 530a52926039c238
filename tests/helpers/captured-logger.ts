import { Writable } from "node:stream";
import { pino, type Logger } from "pino";

/** A JSON logger at `level` whose lines are kept, parsed, in `entries` (in the order written). */
export function capturedLogger(level = "info"): { logger: Logger; entries: Array<Record<string, unknown>> } {
  const entries: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level, base: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) entries.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, entries };
}
