import { connect, type AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { serveMetrics } from "../../server/metrics";
import { startTestPortal } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/**
 * The metrics an operator scrapes (METRICS_PORT): one portal in this process, its registry
 * served as `npm start` serves it with one worker, the counts checked after real requests.
 * Order matters: the last test leaves the platform judged down for a few seconds.
 */
const sb = await startTestSandbox();
const { portal, request } = await startTestPortal(sb.url, { pageCacheMs: 60_000 });
const server = await serveMetrics({ port: 0, host: "127.0.0.1", logger: pino({ level: "silent" }), registry: portal.metrics });
afterAll(() => new Promise((resolve) => server.close(resolve)));
const metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;

/** Every sample of the scrape, as `name{labels}` to value. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}
const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

describe("the metrics endpoint", () => {
  it("answers Prometheus text on /metrics only, with the process's memory and event-loop delay", async () => {
    const samples = await scrape();
    expect(value(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });

  it("counts answers by Remix route and status, the page cache's hits, and the platform calls they made", async () => {
    // Until the visitors' home is kept: the first renders of a cold portal stream sections in late, which are not kept.
    for (let i = 0; (await request("aurora", "/")).headers["x-page-cache"] !== "hit"; i++) expect(i).toBeLessThan(20);
    const before = await scrape();
    let script = "";
    for (let i = 0; i < 3; i++) {
      const home = await request("aurora", "/");
      expect(home.status).toBe(200);
      script = /\/assets\/[\w.-]+\.js/.exec(home.body)![0];
    }
    expect((await request("aurora", script)).status).toBe(200);
    expect((await request("aurora", "/healthz")).status).toBe(200);
    expect((await request("aurora", "/no/such/page")).status).toBe(404);
    const after = await scrape();
    const delta = (key: string) => value(after, key) - value(before, key);

    expect(delta('portal_http_requests_total{route="routes/_main._home.($page)",method="GET",status="200"}')).toBe(3);
    expect(delta('portal_http_requests_total{route="/healthz",method="GET",status="200"}')).toBe(1);
    expect(delta('portal_http_requests_total{route="assets",method="GET",status="200"}')).toBe(1);
    // A path no page has: Remix's catch-all route answers it.
    expect(delta('portal_http_requests_total{route="routes/$",method="GET",status="404"}')).toBe(1);
    expect(delta('portal_http_request_duration_seconds_count{route="routes/_main._home.($page)",status="2xx"}')).toBe(3);
    expect(delta('portal_page_cache_total{result="hit"}')).toBe(3);
    expect(delta('portal_platform_calls_total{call="system.status",merchant="AURORA",outcome="OK"}')).toBeGreaterThan(0);
    expect(delta('portal_platform_call_duration_seconds_count{call="system.status"}')).toBeGreaterThan(0);
  });

  it("counts the requests a rate limit refuses, by limit", async () => {
    const before = await scrape();
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await request("aurora", "/register/captcha")).status);
    expect(statuses).toEqual([200, 429]);
    const after = await scrape();
    const refused = [...after].filter(([key]) => key.startsWith("portal_rate_limited_total"));
    expect(refused.map(([key, count]) => [key, count - value(before, key)]).filter(([, count]) => count !== 0)).toHaveLength(1);
  });

  it("shows an open circuit and a merchant judged down while the platform fails, and neither once it is back", async () => {
    await sb.control("/faults", { call: "system.status", failureRate: 1 });
    try {
      // Five outages in a row open the status call's circuit; the next page's call fails fast, which confirms the outage.
      for (let i = 0; i < 6; i++) expect((await request("aurora", "/login")).status).toBe(503);
      const failing = await scrape();
      expect(value(failing, 'portal_platform_circuit_open{merchant="AURORA",call="system.status"}')).toBe(1);
      expect(value(failing, 'portal_platform_down{merchant="AURORA"}')).toBe(1);
      expect(
        value(failing, 'portal_platform_calls_total{call="system.status",merchant="AURORA",outcome="INTERNAL_ERROR"}'),
      ).toBeGreaterThan(0);
    } finally {
      await sb.control("/faults/clear");
    }
    const deadline = Date.now() + 30_000;
    while ((await request("aurora", "/login")).status !== 200) {
      expect(Date.now(), "the portal answers again within 30 s").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const back = await scrape();
    expect(value(back, 'portal_platform_circuit_open{merchant="AURORA",call="system.status"}')).toBe(0);
    expect(value(back, 'portal_platform_down{merchant="AURORA"}')).toBe(0);
  }, 60_000);
});

describe("load shedding", () => {
  // A portal of its own with low limits: a stall of a few hundred ms, or two requests in flight, is "busy".
  const busyPortal = startTestPortal(sb.url, { shedding: { maxLoopDelayMs: 300, maxInFlight: 2 } });
  const shedCount = async (reason: string) => {
    const text = await (await busyPortal).portal.metrics.metrics();
    return Number(new RegExp(`^portal_shed_total\\{reason="${reason}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
  };
  /** Holds this process's event loop, as a render storm would. */
  const stall = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it("answers busy at once, translated, with Retry-After, after the event loop stalled; then serves again", async () => {
    const { request } = await busyPortal;
    expect((await request("aurora", "/login")).status).toBe(200);
    const before = await shedCount("loop-delay");
    stall(600);
    const shed = await request("aurora", "/login?lng=TY");
    expect(shed.status).toBe(503);
    expect(shed.headers["retry-after"]).toBe("2");
    expect(shed.headers["x-portal-busy"]).toBe("1");
    expect(shed.body).toBe("Napakaraming gumagamit ngayon. Pakisubukang muli pagkalipas ng ilang segundo.");
    const data = await request("aurora", "/login.data");
    if (data.status === 503) expect(JSON.parse(data.body)).toMatchObject({ code: "PORTAL_BUSY" });
    expect(await shedCount("loop-delay")).toBeGreaterThan(before);
    // Busy for the stall's second at most: the pages come back on their own.
    const deadline = Date.now() + 10_000;
    while ((await request("aurora", "/login")).status !== 200) {
      expect(Date.now(), "served again within 10 s").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("answers busy past the requests in flight a worker takes, and takes them again when they end", async () => {
    const { portal, request } = await busyPortal;
    const before = await shedCount("in-flight");
    // Three form posts (from the brand's own page) whose bodies never end: two stay in flight, the third is told busy.
    let shedAnswer: (text: string) => void;
    const firstAnswer = new Promise<string>((resolve) => (shedAnswer = resolve));
    const held = [0, 1, 2].map(() => {
      const socket = connect(portal.port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.on("data", (data) => shedAnswer(data.toString()));
      socket.write(
        `POST /login HTTP/1.1\r\nHost: aurora.localhost:${portal.port}\r\nOrigin: http://aurora.localhost:${portal.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n3\r\na=b\r\n`,
      );
      return socket;
    });
    try {
      expect(await firstAnswer).toMatch(/^HTTP\/1\.1 503 /);
      expect((await request("aurora", "/login")).status).toBe(503);
      expect(await shedCount("in-flight")).toBe(before + 2);
    } finally {
      for (const socket of held) socket.destroy();
    }
    const deadline = Date.now() + 10_000;
    while ((await request("aurora", "/login")).status !== 200) {
      expect(Date.now(), "served again within 10 s").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
