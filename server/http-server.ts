import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo } from "node:net";
import type { Express } from "express";
import type { Logger } from "pino";

/** What a server needs to stop without losing a request: the responses it has not finished, with when each began. */
interface DrainState {
  active: Map<ServerResponse, number>;
  draining: boolean;
}

const drainStates = new WeakMap<Server, DrainState>();

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    const state: DrainState = { active: new Map(), draining: false };
    drainStates.set(server, state);
    server.on("request", (_req, res: ServerResponse) => {
      // Once stopping, every answer tells the client not to send another on this connection.
      if (state.draining) res.setHeader("Connection", "close");
      state.active.set(res, Date.now());
      res.on("close", () => state.active.delete(res));
    });
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

export const boundPort = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Stops without losing a request:
 * 1. new connections are refused at once (the listener closes);
 * 2. responses not yet started, and every request still arriving on an open
 *    keep-alive connection, are answered with `Connection: close`, so clients
 *    move on instead of reusing a connection that is about to go;
 * 3. after `idleMs`, connections with no request in flight are closed (by then
 *    a busy client has had its `Connection: close`);
 * 4. after `graceMs`, whatever is left is cut, so the process always exits, and
 *    `logger` says what was cut (each request's method, path and age), so the
 *    operator can tell which page could not finish.
 * Node's own `server.close()` would close idle keep-alive connections at once,
 * racing a client that is just sending its next request on one.
 */
export function closeGracefully(server: Server, options: { graceMs?: number; idleMs?: number; logger?: Logger } = {}): Promise<void> {
  const { graceMs = 10_000, idleMs = 1_000 } = options;
  const state = drainStates.get(server);
  if (state) {
    state.draining = true;
    for (const res of state.active.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
  }
  const cut = () => {
    if (state && state.active.size > 0) {
      const now = Date.now();
      const serving = [...state.active].map(([res, began]) => ({
        method: res.req.method,
        path: res.req.url?.split("?")[0],
        ms: now - began,
      }));
      options.logger?.error({ serving }, `${serving.length} request(s) still unfinished ${graceMs} ms after shutdown began: cut`);
    }
    server.closeAllConnections();
  };
  return new Promise((resolve, reject) => {
    const idle = setInterval(() => server.closeIdleConnections(), idleMs).unref();
    const force = setTimeout(cut, graceMs).unref();
    // The plain TCP close: stop listening, call back once every connection has ended.
    NetServer.prototype.close.call(server, (error?: Error) => {
      clearInterval(idle);
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
  });
}
