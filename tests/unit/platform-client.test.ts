import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlatformClient, type CallInfo } from "~/platform/client.server";
import { PlatformError } from "~/platform/platform-error";
import { deadlineIn } from "~/platform/deadline";

/**
 * The client's transport rules (timeouts, retries, redirects, response
 * validation) against a scripted HTTP peer: these are failures the sandbox
 * cannot be asked to produce on every path.
 */
let server: Server;
let baseUrl: string;
let hits: Array<{ method: string; url: string; headers: IncomingMessage["headers"] }> = [];
let respond: (req: IncomingMessage, res: ServerResponse) => void;

const ok = (value: unknown) => JSON.stringify({ success: true, code: "OK", message: "Success", value });

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
});

const bound = (token?: string, timeoutMs = 2000) =>
  createPlatformClient({ baseUrl, timeoutMs }).bind({ merchant: "AURORA", clientIp: "203.0.113.9", userAgent: "Mozilla/5.0 Test", token });

describe("platform client", () => {
  it("sends merchant, client IP, the player's browser and bearer token, and query parameters for GET", async () => {
    respond = (_req, res) => res.end(ok({ balanceCents: 1250, currency: "PHP", currencySymbol: "₱", eventsCursor: 7 }));
    await expect(bound("tok-1").wallet.balance()).resolves.toEqual({
      balanceCents: 1250,
      currency: "PHP",
      currencySymbol: "₱",
      eventsCursor: 7,
    });
    expect(hits[0].headers["x-merchant"]).toBe("AURORA");
    expect(hits[0].headers["x-client-ip"]).toBe("203.0.113.9");
    expect(hits[0].headers["x-client-user-agent"]).toBe("Mozilla/5.0 Test");
    expect(hits[0].headers.authorization).toBe("Bearer tok-1");

    respond = (_req, res) => res.end(ok({ list: [] }));
    await bound().games.winners({ gameCategory: "ALL", language: "TY" });
    expect(hits[1].url).toBe("/api/v1/games/winners?gameCategory=ALL&language=TY&limitNum=20");
  });

  it("refuses a token call without a token before sending anything", async () => {
    await expect(bound().member.info()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(hits).toHaveLength(0);
  });

  it("refuses a request that breaks the contract before sending anything", async () => {
    const error = await bound()
      .games.list({ clientType: "3", platform: "html5-desktop", merchant: "AURORA", language: "EN", pageSize: 5000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).code).toBe("INVALID_REQUEST");
    expect((error as PlatformError).details?.fields?.[0].path).toBe("pageSize");
    expect(hits).toHaveLength(0);
  });

  it("retries an idempotent GET at most twice after 5xx answers", async () => {
    respond = (_req, res) => {
      res.statusCode = 502;
      res.end("bad gateway");
    };
    await expect(bound().system.status()).rejects.toMatchObject({ code: "INTERNAL_ERROR", status: 502 });
    expect(hits).toHaveLength(3);
  });

  it("recovers when a retry succeeds", async () => {
    let calls = 0;
    respond = (_req, res) => {
      calls++;
      if (calls === 1) {
        res.statusCode = 500;
        res.end(JSON.stringify({ success: false, code: "INTERNAL_ERROR", message: "x", value: null }));
      } else res.end(ok({ status: 0, ip: "203.0.113.9" }));
    };
    await expect(bound().system.status()).resolves.toEqual({ status: 0, ip: "203.0.113.9" });
    expect(hits).toHaveLength(2);
  });

  it("never retries a call that changes state", async () => {
    respond = (_req, res) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ success: false, code: "INTERNAL_ERROR", message: "x", value: null }));
    };
    await expect(bound("tok").favourites.add({ nodeId: "n1", vendor: "PG", gameType: "RNG" })).rejects.toMatchObject({
      code: "INTERNAL_ERROR",
    });
    expect(hits).toHaveLength(1);
    expect(hits[0].method).toBe("POST");
  });

  it("does not retry a business error", async () => {
    respond = (_req, res) => {
      res.statusCode = 401;
      res.end(JSON.stringify({ success: false, code: "SESSION_EXPIRED", message: "x", value: null }));
    };
    await expect(bound("tok").member.info()).rejects.toMatchObject({ code: "SESSION_EXPIRED", status: 401 });
    expect(hits).toHaveLength(1);
  });

  it("times out each attempt", async () => {
    // The answer comes after 400 ms: an attempt that waited for it would have succeeded.
    respond = (_req, res) => setTimeout(() => res.end(ok({ status: 0, ip: "x" })), 400);
    await expect(bound(undefined, 100).system.status()).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(hits).toHaveLength(3);
  });

  it("follows no redirect", async () => {
    respond = (_req, res) => {
      res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" });
      res.end();
    };
    await expect(bound("tok").member.info()).rejects.toMatchObject({ code: "BAD_RESPONSE", status: 302 });
  });

  it("rejects a response whose value breaks the contract", async () => {
    respond = (_req, res) => res.end(ok({ status: "open", ip: 1 }));
    await expect(bound().system.status()).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("reports an unreachable platform as a network error", async () => {
    const client = createPlatformClient({ baseUrl: "http://127.0.0.1:9", retries: 0 }).bind({ merchant: "AURORA" });
    await expect(client.system.status()).rejects.toMatchObject({ code: "NETWORK_ERROR" });
  });

  it("sends the request id and tells observers what happened, never the token", async () => {
    respond = (_req, res) => res.end(ok({ balanceCents: 100, currency: "PHP", currencySymbol: "₱", eventsCursor: 0 }));
    const seen: CallInfo[] = [];
    const client = createPlatformClient({ baseUrl, onCall: (info) => seen.push(info) });
    const scoped: CallInfo[] = [];
    await client
      .bind({ merchant: "AURORA", token: "secret-token", requestId: "req-12345678", onCall: (i) => scoped.push(i) })
      .wallet.balance();
    expect(hits[0].headers["x-request-id"]).toBe("req-12345678");
    expect(seen).toEqual(scoped);
    expect(seen[0]).toMatchObject({
      call: "wallet.balance",
      merchant: "AURORA",
      requestId: "req-12345678",
      code: "OK",
      status: 200,
      attempts: 1,
    });
    expect(JSON.stringify(seen)).not.toContain("secret-token");
  });
});

describe("deadlines", () => {
  it("fits every attempt and retry inside the request's deadline", async () => {
    // The answer comes after 2 s, inside the attempt's 8 s: only the request's deadline can end the call.
    respond = (_req, res) => setTimeout(() => res.end(ok({ list: [] })), 2000);
    const started = Date.now();
    const call = createPlatformClient({ baseUrl, timeoutMs: 8000 })
      .bind({ merchant: "AURORA", deadline: deadlineIn(300) })
      .games.winners({ gameCategory: "ALL", language: "EN" });
    await expect(call).rejects.toMatchObject({ code: "TIMEOUT" });
    // Not before the deadline.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // No time was left for a retry.
    expect(hits).toHaveLength(1);
  });

  it("gives a critical call its own short budget inside a longer deadline", async () => {
    // The answer comes after 2 s, inside the attempt's 8 s and the request's 5 s: only the critical budget can end the call.
    respond = (_req, res) => setTimeout(() => res.end(ok({ status: 0, ip: "x" })), 2000);
    const call = createPlatformClient({ baseUrl, timeoutMs: 8000, retries: 0, criticalCalls: { "system.status": 250 } })
      .bind({ merchant: "AURORA", deadline: deadlineIn(5000) })
      .system.status();
    await expect(call).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(hits).toHaveLength(1);
  });

  it("sends nothing once the deadline has passed", async () => {
    respond = (_req, res) => res.end(ok({ list: [] }));
    const call = createPlatformClient({ baseUrl })
      .bind({ merchant: "AURORA", deadline: deadlineIn(-1) })
      .games.winners({ gameCategory: "ALL", language: "EN" });
    await expect(call).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(hits).toHaveLength(0);
  });
});

describe("circuit breaker", () => {
  const failing = (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 500;
    res.end(JSON.stringify({ success: false, code: "INTERNAL_ERROR", message: "x", value: null }));
  };

  it("fails fast after repeated outages of one call of one merchant, then probes again after the cool-down", async () => {
    respond = failing;
    const client = createPlatformClient({ baseUrl, retries: 0, breaker: { failureThreshold: 3, cooldownMs: 300 } });
    const aurora = client.bind({ merchant: "AURORA" });
    for (let i = 0; i < 3; i++) await expect(aurora.system.status()).rejects.toMatchObject({ code: "INTERNAL_ERROR" });
    expect(hits).toHaveLength(3);

    const open = await aurora.system.status().catch((error: PlatformError) => error);
    expect(open).toMatchObject({ code: "UNAVAILABLE", details: { retryAfterSeconds: 1 } });
    expect(hits).toHaveLength(3);
    expect(client.openCircuits()).toEqual(["AURORA|system.status"]);

    // Another call, and the same call for another merchant, are not affected.
    respond = (_req, res) => res.end(ok({ status: 0, ip: "x" }));
    await expect(client.bind({ merchant: "LUMEN" }).system.status()).resolves.toMatchObject({ status: 0 });

    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(aurora.system.status()).resolves.toMatchObject({ status: 0 });
    expect(client.openCircuits()).toEqual([]);
  });

  it("opens again at once when the probe fails", async () => {
    respond = failing;
    const client = createPlatformClient({ baseUrl, retries: 0, breaker: { failureThreshold: 2, cooldownMs: 200 } });
    const aurora = client.bind({ merchant: "AURORA" });
    for (let i = 0; i < 2; i++) await aurora.system.status().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(aurora.system.status()).rejects.toMatchObject({ code: "INTERNAL_ERROR" });
    expect(hits).toHaveLength(3);
    await expect(aurora.system.status()).rejects.toMatchObject({ code: "UNAVAILABLE" });
    expect(hits).toHaveLength(3);
  });

  it("does not count business answers as outages", async () => {
    respond = (_req, res) => {
      res.statusCode = 401;
      res.end(JSON.stringify({ success: false, code: "SESSION_EXPIRED", message: "x", value: null }));
    };
    const client = createPlatformClient({ baseUrl, breaker: { failureThreshold: 2, cooldownMs: 10_000 } });
    for (let i = 0; i < 4; i++) {
      await expect(client.bind({ merchant: "AURORA", token: "t" }).member.info()).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
    }
    expect(hits).toHaveLength(4);
    expect(client.openCircuits()).toEqual([]);
  });
});
