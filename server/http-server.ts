import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

export const boundPort = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Stops accepting connections and lets in-flight requests finish (idle
 * keep-alive sockets close at once); after `graceMs` the rest are cut.
 */
export function closeGracefully(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs).unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
  });
}
