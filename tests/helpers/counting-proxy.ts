import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterFile } from "./file-cleanup";

export interface CountingProxy {
  url: string;
  /** Every request forwarded so far: `METHOD /path?query` with the merchant header, in arrival order. */
  calls: Array<{ method: string; path: string; merchant: string | undefined }>;
  /** How many times each `METHOD /path?query [merchant]` was forwarded. */
  counts(filter?: (path: string) => boolean): Map<string, number>;
  reset(): void;
  /**
   * Holds back the requests whose `path?query` passes `filter` (recorded, not yet forwarded)
   * until `release`: the platform answers them only after what the test does meanwhile.
   */
  hold(filter: (path: string) => boolean): { held(): number; release(): void };
}

/**
 * A tiny HTTP proxy in front of `target` (a test sandbox) on a free loopback port, stopped
 * after the file's tests: it forwards everything as is and records each request, so a
 * test can count what the platform was asked by several portal processes together.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const calls: CountingProxy["calls"] = [];
  let gate: { filter: (path: string) => boolean; waiting: Array<() => void> } | null = null;
  const server = createServer((req, res) => {
    const merchant = req.headers["x-merchant"];
    calls.push({ method: req.method ?? "GET", path: req.url ?? "/", merchant: typeof merchant === "string" ? merchant : undefined });
    if (gate?.filter(req.url ?? "/")) gate.waiting.push(() => send(req, res));
    else send(req, res);
  });
  function send(req: IncomingMessage, res: ServerResponse) {
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterFile(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    counts(filter = () => true) {
      const counts = new Map<string, number>();
      for (const call of calls) {
        if (!filter(call.path)) continue;
        const key = `${call.method} ${call.path} [${call.merchant ?? ""}]`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    },
    reset() {
      calls.length = 0;
    },
    hold(filter) {
      const held = { filter, waiting: [] as Array<() => void> };
      gate = held;
      return {
        held: () => held.waiting.length,
        release() {
          if (gate === held) gate = null;
          for (const forward of held.waiting.splice(0)) forward();
        },
      };
    },
  };
}
