import { Agent, request as httpRequest } from "node:http";

export interface LoadReport {
  /** Complete answers, by status. */
  statuses: Record<number, number>;
  /** Requests that got an answer cut short, or failed otherwise than the two ways below. */
  failed: number;
  /**
   * Requests whose connection was reset or hung up before a byte of an answer came: a fresh one
   * still queued when the listener closed (the kernel resets them), or a kept-alive one closed
   * idle as the next request reached it. The server never began them, and a browser sends
   * such a request again; whether a server began one is told by its own request log.
   */
  unanswered: { fresh: number; reused: number };
  /** Connections refused: the server had stopped listening (not a lost request). */
  refused: number;
  /** The first few failures' messages. */
  errors: string[];
}

export interface Load {
  report: LoadReport;
  /** Stops sending and resolves once every loop has finished its request in flight. */
  stop(): Promise<LoadReport>;
  /** Resolves when every loop has ended by itself (all connections refused). */
  done: Promise<LoadReport>;
}

/**
 * Steady load for tests: `connections` loops of keep-alive GETs to 127.0.0.1:`port`
 * with a brand's Host, each waiting for its answer before the next. A loop ends when
 * stopped or when its connection is refused (the server stopped listening). Loopback only.
 * `keepAlive: false` opens a connection for every request (each accepted anew).
 */
export function steadyLoad(options: {
  port: number;
  host: string;
  path: string;
  connections: number;
  maxSeconds: number;
  keepAlive?: boolean;
}): Load {
  const agent = new Agent({ keepAlive: options.keepAlive ?? true, maxSockets: options.connections });
  const report: LoadReport = { statuses: {}, failed: 0, unanswered: { fresh: 0, reused: 0 }, refused: 0, errors: [] };
  const until = Date.now() + options.maxSeconds * 1000;
  let stopped = false;

  const fail = (message: string) => {
    report.failed++;
    if (report.errors.length < 5) report.errors.push(message);
  };

  const one = () =>
    new Promise<"ok" | "refused">((resolve) => {
      let settled = false;
      const settle = (outcome: "ok" | "refused", failure?: string) => {
        if (settled) return;
        settled = true;
        if (failure !== undefined) fail(failure);
        resolve(outcome);
      };
      let answering = false;
      const req = httpRequest(
        { host: "127.0.0.1", port: options.port, path: options.path, agent, headers: { host: options.host } },
        (res) => {
          answering = true;
          res.on("data", () => {});
          res.on("end", () => {
            if (!res.complete) return settle("ok", "incomplete body");
            report.statuses[res.statusCode ?? 0] = (report.statuses[res.statusCode ?? 0] ?? 0) + 1;
            settle("ok");
          });
          res.on("error", (error) => settle("ok", error.message));
          res.on("close", () => settle("ok", "closed before the end of the body"));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED") {
          report.refused++;
          settle("refused");
        } else if (!answering && (error.code === "ECONNRESET" || error.code === "EPIPE")) {
          report.unanswered[req.reusedSocket ? "reused" : "fresh"]++;
          settle("ok");
        } else settle("ok", `${error.code ?? ""} ${error.message}`);
      });
      req.end();
    });

  const loop = async () => {
    while (!stopped && Date.now() < until) {
      if ((await one()) === "refused") return;
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, loop)).then(() => {
    agent.destroy();
    return report;
  });
  return {
    report,
    done,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/** One GET on a fresh connection with a brand's Host (Node's fetch cannot set Host); status 0 when it failed. */
export function getOnce(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", () => resolve({ status: 0, body }));
    });
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end();
  });
}
