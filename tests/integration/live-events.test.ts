import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startCountingProxy } from "../helpers/counting-proxy";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The live events stream (/resources/events) against the real sandbox: events are emitted
 * through the sandbox's control surface (as its payment page and back office will) and by
 * bets through the demo game page. The portal talks to the sandbox through a recording
 * proxy, so the tests can count its polls. player039, player038 and player037 are this file's accounts.
 */

const sb = await startTestSandbox();
const proxy = await startCountingProxy(sb.url);
const { portal, request } = await startTestPortal(proxy.url);
const MERCHANT = "AURORA";

async function cookieFor(username: string, isAgent: 0 | 4 = 0, brand = "aurora", merchant = MERCHANT) {
  const token =
    isAgent === 4
      ? (await sb.platform({ merchant }).auth.freePlay({ os: "Linux", platform: "W", deviceId: "live-events-test" })).token
      : await sb.login(merchant, username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal({ token, isAgent, username, expiresAt: Date.now() + 3_600_000 }, brand);
  return { token, cookie: `__session=${sealed}` };
}

interface Sse {
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** The `money` events received so far, parsed. */
  money(): Array<Record<string, unknown>>;
  /** Resolves once `test` holds for what has arrived (checked on each chunk), or fails after 10 s. */
  until(test: (text: string) => boolean): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream as a browser's EventSource does, at `path` (the page's address, or a reconnect's). */
function openStream(cookie: string, brand = "aurora", path = "/resources/events"): Promise<Sse> {
  return new Promise((resolve, reject) => {
    let received = "";
    const waiters = new Set<() => void>();
    const req: ClientRequest = httpRequest(
      {
        host: "127.0.0.1",
        port: portal.port,
        path,
        headers: { host: `${brand}.localhost:${portal.port}`, cookie, accept: "text/event-stream", "accept-encoding": "gzip, br" },
      },
      (response) => {
        const ended = new Promise<void>((done) => response.on("close", done));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          received += chunk;
          for (const waiter of [...waiters]) waiter();
        });
        resolve({
          response,
          text: () => received,
          money: () =>
            [...received.matchAll(/event: money\nid: \d+\ndata: (.*)\n\n/g)].map(
              (match) => JSON.parse(match[1]) as Record<string, unknown>,
            ),
          until: (test) =>
            new Promise<void>((done, fail) => {
              const timer = setTimeout(() => fail(new Error(`stream never matched; got: ${received}`)), 10_000);
              const check = () => {
                if (!test(received)) return;
                clearTimeout(timer);
                waiters.delete(check);
                done();
              };
              waiters.add(check);
              check();
            }),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", (error) => {
      if (!("destroyed" in req && req.destroyed)) reject(error);
    });
    req.end();
  });
}

const emit = (username: string, event: Record<string, unknown>) => sb.control(`/merchants/${MERCHANT}/players/${username}/events`, event);
/** The live events address a page hands its browser (in its hydration data). */
async function pageAddress(cookie: string, path = "/"): Promise<string> {
  const page = await request("aurora", path, { headers: { cookie } });
  expect(page.status).toBe(200);
  const address = /\/resources\/events\?after=\d+/.exec(page.body)?.[0];
  expect(address).toBeDefined();
  return address!;
}
const idsOf = (stream: Sse) => [...stream.text().matchAll(/event: money\nid: (\d+)\n/g)].map((match) => Number(match[1]));
const startPolls = () => proxy.calls.filter((call) => call.path === "/api/v1/events" || call.path === "/api/v1/events?waitMs=0").length;

describe("who gets a stream", () => {
  it("answers a visitor and a trial account 204, which an EventSource does not retry", async () => {
    const visitor = await request("aurora", "/resources/events");
    expect(visitor.status).toBe(204);
    const { cookie } = await cookieFor("trial", 4, "tala", "TALA");
    const trial = await request("tala", "/resources/events", { headers: { cookie } });
    expect(trial.status).toBe(204);
    expect(proxy.calls.some((call) => call.path.startsWith("/api/v1/events"))).toBe(false);
  });
});

describe("a player's stream", () => {
  it("delivers deposit and withdrawal events, formatted, uncompressed and without the token", async () => {
    const { token, cookie } = await cookieFor("player039");
    const stream = await openStream(cookie);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers["content-encoding"]).toBeUndefined();
    expect(stream.response.headers["cache-control"]).toContain("no-store");
    await stream.until((text) => text.startsWith("retry: 5000\n\n"));
    // The feed has started once it has asked for its cursor.
    await expect.poll(startPolls).toBe(1);

    await emit("player039", { kind: "deposit.credited", amountCents: 50_000, balanceCents: 150_025, reference: "D-77" });
    await emit("player039", { kind: "withdrawal.rejected", amountCents: 1_999 });
    await stream.until((text) => text.includes("withdrawal.rejected"));
    const balance = sb.sandbox.db
      .prepare("SELECT balance_cents FROM accounts WHERE merchant = ? AND username = 'player039'")
      .pluck()
      .get(MERCHANT) as number;
    expect(stream.money()).toEqual([
      { kind: "deposit.credited", amount: "₱500.00", balance: "₱1,500.25" },
      {
        kind: "withdrawal.rejected",
        amount: "₱19.99",
        balance: `₱${(balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
      },
    ]);
    expect(stream.text()).not.toContain(token);
    expect(stream.text()).not.toContain("D-77");
    stream.close();
    await stream.ended;
  });

  it("sends a security event with its toast's text, worded by the portal", async () => {
    proxy.reset();
    const { cookie } = await cookieFor("player037");
    const stream = await openStream(cookie);
    await stream.until((text) => text.startsWith("retry: 5000\n\n"));
    await expect.poll(startPolls).toBe(1);
    await emit("player037", { kind: "security.passwordChanged" });
    await stream.until((text) => text.includes("security.passwordChanged"));
    expect(stream.money()).toEqual([expect.objectContaining({ kind: "security.passwordChanged", text: "Your password was changed." })]);
    stream.close();
    await stream.ended;
  });

  it("shares one platform poll among the player's tabs, and sends each tab only its player's events", async () => {
    proxy.reset();
    const first = await cookieFor("player039");
    const second = await cookieFor("player039");
    const other = await cookieFor("player038");
    const tabs = await Promise.all([openStream(first.cookie), openStream(second.cookie), openStream(other.cookie)]);
    await Promise.all(tabs.map((tab) => tab.until((text) => text.startsWith("retry:"))));
    await expect.poll(startPolls).toBe(2);

    await emit("player039", { kind: "withdrawal.approved", amountCents: 12_345 });
    await Promise.all(tabs.slice(0, 2).map((tab) => tab.until((text) => text.includes("withdrawal.approved"))));
    await emit("player038", { kind: "deposit.failed", amountCents: 100 });
    await tabs[2].until((text) => text.includes("deposit.failed"));
    expect(tabs[2].text()).not.toContain("withdrawal.approved");
    expect(tabs[0].text()).not.toContain("deposit.failed");
    // Two players, two feeds: never more than one poll of a player's events in flight.
    expect(startPolls()).toBe(2);
    for (const tab of tabs) tab.close();
  });

  it("tells of a bet's balance change with the new balance", async () => {
    const { token, cookie } = await cookieFor("player038");
    const stream = await openStream(cookie);
    await stream.until((text) => text.startsWith("retry:"));
    await expect.poll(() => proxy.calls.some((call) => call.path.includes("/api/v1/events?after="))).toBe(true);
    const { url } = await sb
      .platform({ merchant: MERCHANT, token })
      .games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0003", freeTrial: false });
    const bet = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stakeCents: 100, requestId: "live-events-bet" }),
    });
    expect(bet.status).toBe(200);
    const balanceCents = sb.sandbox.db
      .prepare("SELECT balance_cents FROM accounts WHERE merchant = ? AND username = 'player038'")
      .pluck()
      .get(MERCHANT) as number;
    await stream.until((text) => text.includes("balance.changed"));
    expect(stream.money().at(-1)).toMatchObject({
      kind: "balance.changed",
      balance: `₱${(balanceCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    });
    stream.close();
  });

  it("says `end` and closes when the session is signed out on the platform", async () => {
    const { token, cookie } = await cookieFor("player039");
    const stream = await openStream(cookie);
    await stream.until((text) => text.startsWith("retry:"));
    await expect.poll(() => proxy.calls.some((call) => call.path.includes("/api/v1/events?after="))).toBe(true);
    await sb.platform({ merchant: MERCHANT, token }).auth.logout();
    await stream.until((text) => text.includes("event: end\n"));
    await stream.ended;
  });
});

describe("no event after the page's render is lost", () => {
  const isPoll = (path: string) => path.startsWith("/api/v1/events");

  it("tells an event emitted after the page's render and before the feed's first answer", async () => {
    const { cookie } = await cookieFor("player038");
    const address = await pageAddress(cookie);
    // The platform answers the feed's first poll only after the back office has credited a deposit:
    // the credit lands between the page's render and the feed's first answer, however fast the machine.
    const gate = proxy.hold(isPoll);
    let stream: Sse;
    try {
      stream = await openStream(cookie, "aurora", address);
      await stream.until((text) => text.startsWith("retry:"));
      await expect.poll(() => gate.held()).toBeGreaterThan(0);
      await emit("player038", { kind: "deposit.credited", amountCents: 70_000, balanceCents: 170_000 });
    } finally {
      gate.release();
    }
    await stream.until((text) => text.includes("deposit.credited"));
    expect(stream.money()).toEqual([{ kind: "deposit.credited", amount: "₱700.00", balance: "₱1,700.00" }]);
    stream.close();
    await stream.ended;
  });

  it("resumes a reopened stream after the last event it was given: nothing missed, nothing twice", async () => {
    const { cookie } = await cookieFor("player038");
    const first = await openStream(cookie, "aurora", await pageAddress(cookie));
    await first.until((text) => text.startsWith("retry:"));
    await emit("player038", { kind: "withdrawal.approved", amountCents: 100 });
    await first.until((text) => text.includes("withdrawal.approved"));
    first.close();
    await first.ended;
    // Told while no stream was open (the browser between two connections).
    await emit("player038", { kind: "withdrawal.rejected", amountCents: 200 });
    const second = await openStream(cookie, "aurora", `/resources/events?after=${idsOf(first).at(-1)}`);
    await second.until((text) => text.includes("withdrawal.rejected"));
    await emit("player038", { kind: "deposit.failed", amountCents: 300 });
    await second.until((text) => text.includes("deposit.failed"));
    expect(second.money().map((message) => message.kind)).toEqual(["withdrawal.rejected", "deposit.failed"]);
    second.close();
  });

  it("brings a tab that opens behind the player's shared feed up to date, without telling the other tab twice", async () => {
    const { cookie } = await cookieFor("player039");
    const lateAddress = await pageAddress(cookie);
    const early = await openStream(cookie, "aurora", await pageAddress(cookie));
    await early.until((text) => text.startsWith("retry:"));
    // Told to the open tab while the late tab's page (rendered before it) has not opened its stream yet.
    await emit("player039", { kind: "deposit.credited", amountCents: 400 });
    await early.until((text) => text.includes("deposit.credited"));
    const late = await openStream(cookie, "aurora", lateAddress);
    await late.until((text) => text.startsWith("retry:"));
    await emit("player039", { kind: "withdrawal.approved", amountCents: 500 });
    await Promise.all([early, late].map((tab) => tab.until((text) => text.includes("withdrawal.approved"))));
    for (const tab of [early, late]) {
      expect(tab.money().map((message) => message.kind)).toEqual(["deposit.credited", "withdrawal.approved"]);
    }
    expect(idsOf(late)).toEqual(idsOf(early));
    early.close();
    late.close();
  });
});
