import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface TimedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** From sending the request to the first body byte, in ms (-1 when the body was empty). */
  firstByteMs: number;
  /** To the last byte, in ms. */
  lastByteMs: number;
  body: string;
}

/**
 * One GET to 127.0.0.1:`port` on a fresh connection with a brand's Host header (Node's
 * fetch cannot set Host), uncompressed, timed to its first and last body byte.
 */
export function timedRequest(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    let body = "";
    const req = httpRequest(
      { host: "127.0.0.1", port, path, agent: false, headers: { host, "accept-encoding": "identity", ...headers } },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, firstByteMs, lastByteMs: performance.now() - started, body }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
