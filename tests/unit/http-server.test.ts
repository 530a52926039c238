import { request } from "node:http";
import express from "express";
import { describe, expect, it } from "vitest";
import { boundPort, closeGracefully, listen } from "../../server/http-server";
import { capturedLogger } from "../helpers/captured-logger";

/** A GET to the server; resolves when its connection ends, however it ends. */
const get = (port: number, path: string) =>
  new Promise<void>((resolve) => {
    const req = request({ host: "127.0.0.1", port, path }, (res) => {
      res.resume();
      res.on("close", () => resolve());
    });
    req.on("error", () => resolve());
    req.end();
  });

describe("closeGracefully", () => {
  it("cuts what is still unfinished after the grace time and says which requests those were", async () => {
    const app = express();
    app.get("/hangs", () => {});
    app.get("/quick", (_req, res) => void res.send("ok"));
    const server = await listen(app, 0, "127.0.0.1");
    const port = boundPort(server);
    const { logger, entries } = capturedLogger();
    await get(port, "/quick");
    const hanging = get(port, "/hangs?token=secret");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeGracefully(server, { graceMs: 300, idleMs: 50, logger });
    await hanging;
    expect(entries).toHaveLength(1);
    expect(entries[0].msg).toBe("1 request(s) still unfinished 300 ms after shutdown began: cut");
    // The path without its query: a query may carry a token.
    expect(entries[0].serving).toEqual([{ method: "GET", path: "/hangs", ms: expect.any(Number) }]);
    expect((entries[0].serving as Array<{ ms: number }>)[0].ms).toBeGreaterThanOrEqual(300);
  });

  it("says nothing when everything finished in time", async () => {
    const app = express();
    app.get("/quick", (_req, res) => void res.send("ok"));
    const server = await listen(app, 0, "127.0.0.1");
    const { logger, entries } = capturedLogger();
    await get(boundPort(server), "/quick");
    await closeGracefully(server, { graceMs: 300, idleMs: 50, logger });
    expect(entries).toEqual([]);
  });
});
