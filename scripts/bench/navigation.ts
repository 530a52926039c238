/**
 * `tsx scripts/bench/navigation.ts` (also part of `npm run bench`): what a page and a
 * navigation move over the network, in Chromium, on aurora.
 *
 * The servers: an in-memory sandbox and the production portal in this process, as
 * `npm start` runs them (scripts/lib/bench-servers.ts). The browser: the system Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium, as the browser tests), headless, driven by
 * Playwright, a desktop window (the header's deposit link and the side menu in view).
 * Bytes come from the browser's own network log (the DevTools protocol): a request's
 * `Network.loadingFinished` encodedDataLength is what it moved on the wire (headers
 * included, compressed as sent); a file the browser already had moves nothing. Remix cancels
 * a data request once it has read its stream, and the browser then gives no size: such a
 * request counts the headers it received and its body as the same request made again here
 * (gzipped, with the same cookie).
 *
 * (a) The visitor home: `/` in a fresh browser, its HTML on the wire and decoded.
 *     Goal: <= 25 kB on the wire.
 * (b) A signed-in session (demo_member's session cookie, as a sign-in makes it, who has seen
 *     this session's announcements popup, as the browser tests' player has): the home,
 *     then NAVIGATIONS (5) client navigations made by clicking the page's own links, as a
 *     player does, so Remix fetches the next page's data and code from the browser. Each
 *     navigation's bytes by kind: loader data (Remix's `.data` requests), JavaScript, CSS,
 *     translations (files under `/texts/`), other (images, fonts...); then the median per
 *     kind. Goal: loader data <= 6 kB per navigation (median).
 * A navigation ends when its page is in place and no request (other than a live event
 * stream) has been in flight for QUIET_MS: what the page fetches once shown counts too.
 *
 * kB = 1024 bytes. Goals are printed beside the figures ("goal met" / "over"); a figure
 * over its goal does not fail the run: this is a measure, not a test. Runs with
 * NODE_ENV=production (it starts itself again with it if need be).
 */
import { chromium, type CDPSession, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { popupStateKey, SHOWN_STORAGE_KEY } from "../../app/features/announcements/audience";
import { LANGUAGES } from "../../app/platform/contract/common";
import { benchMemberCookie, responseBodyBytes, startBenchServers } from "../lib/bench-servers";
import { ensureBuild } from "../lib/build-freshness";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";
import { runInProductionMode } from "../lib/production-mode";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BRAND = "aurora";
const KB = 1024;
const HOME_HTML_GOAL_KB = 25;
const LOADER_DATA_GOAL_KB = 6;
/** No request in flight for this long: the page has fetched what it fetches once shown (some of it after hydration, when idle). */
const QUIET_MS = 1500;
/** A navigation that has not settled by then is a broken page, not a slow one. */
const NAVIGATION_TIMEOUT_MS = 60_000;

/** The session's client navigations, in order: each link is on the page the one before it opened. */
const NAVIGATIONS = [
  { name: "lobby", path: "/rng", link: 'header a[href="/rng"]' },
  { name: "deposit", path: "/member/depositv2", link: 'header a[href="/member/depositv2"]' },
  { name: "account record", path: "/member/transactionHistory", link: 'a[href="/member/transactionHistory"]' },
  { name: "promotions", path: "/promotions", link: '[data-testid="side-menu"] a[href="/promotions"]' },
  { name: "home", path: "/", link: 'header a[href="/"]' },
] as const;

const KINDS = ["loader data", "JavaScript", "CSS", "translations", "other"] as const;
type Kind = (typeof KINDS)[number];

interface Traffic {
  bytes: Record<Kind, number>;
  requests: Record<Kind, number>;
  /** The loader data as decoded (uncompressed). */
  decodedData: number;
  /** A document was loaded: the navigation was not a client one. */
  documents: number;
}

/**
 * The browser's network log for one page: each finished request's bytes on the wire, by
 * kind, since the last `take()`; `settled()` waits until nothing has been in flight for
 * QUIET_MS. Remix cancels a data request once it has read its stream to the end, and then
 * the browser reports no size: such a request counts its answer's headers as received and
 * its body as `resend` measures it (the same request again, gzipped).
 */
async function networkLog(page: Page, resend: (url: string) => Promise<number>) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { url: string; kind: Kind | "document" | "stream"; headerBytes?: number; decoded: number }>();
  const inFlight = new Set<string>();
  const resent: Array<Promise<void>> = [];
  let lastActivity = performance.now();
  let traffic = emptyTraffic();
  const finished: Array<{ kind: Kind | "document"; encoded: number; decoded: number }> = [];

  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    const kind = kindOf(new URL(request.url), type);
    requests.set(requestId, { url: request.url, kind, decoded: 0 });
    if (kind !== "stream") inFlight.add(requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request) request.headerBytes = response.encodedDataLength;
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
    const request = requests.get(requestId);
    if (request) request.decoded += dataLength;
  });
  const count = (into: Traffic, kind: Kind | "document", encoded: number, decoded: number) => {
    finished.push({ kind, encoded, decoded });
    if (kind === "document") into.documents++;
    else into.bytes[kind] += encoded;
    if (kind === "loader data") into.decodedData += decoded;
  };
  const done = (requestId: string, encoded: number | null) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
    const request = requests.get(requestId);
    if (request === undefined || request.kind === "stream") return;
    const { kind, url, headerBytes = 0, decoded } = request;
    if (kind !== "document") traffic.requests[kind]++;
    if (encoded !== null) return count(traffic, kind, encoded, decoded);
    // Cancelled: after its answer came (measured again), or before (nothing moved).
    const into = traffic;
    if (request.headerBytes === undefined) return count(into, kind, 0, decoded);
    resent.push(resend(url).then((body) => count(into, kind, headerBytes + body, decoded)));
  };
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => done(requestId, encodedDataLength));
  cdp.on("Network.loadingFailed", ({ requestId }) => done(requestId, null));

  return {
    /** The traffic since the last `settled()`, and a fresh count from now. */
    take(): Traffic {
      const taken = traffic;
      traffic = emptyTraffic();
      return taken;
    },
    /** The documents loaded so far: bytes on the wire and decoded. */
    documents: () => finished.filter((entry) => entry.kind === "document"),
    async settled(): Promise<void> {
      const deadline = performance.now() + NAVIGATION_TIMEOUT_MS;
      while (inFlight.size > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`the page did not settle within ${NAVIGATION_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(resent.splice(0));
    },
    detach: () => cdp.detach(),
  };
}

function emptyTraffic(): Traffic {
  const zero = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  return { bytes: zero(), requests: zero(), decodedData: 0, documents: 0 };
}

/** A request's kind, by what it is for (the DevTools resource type) and its path. */
function kindOf(url: URL, type: string | undefined): Kind | "document" | "stream" {
  if (type === "EventSource") return "stream";
  if (type === "Document") return "document";
  // Remix single fetch: `/<path>.data` (the root's as `/_root.data`).
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) return "loader data";
  if (url.pathname.startsWith("/texts/")) return "translations";
  if (type === "Script" || url.pathname.endsWith(".js")) return "JavaScript";
  if (type === "Stylesheet" || url.pathname.endsWith(".css")) return "CSS";
  return "other";
}

/** Waits until React has hydrated the layout (the header's vendor menus mark themselves enhanced). */
async function layoutHydrated(page: Page): Promise<void> {
  await page.locator("li[data-enhanced]").first().waitFor({ state: "attached", timeout: NAVIGATION_TIMEOUT_MS });
}

/** The body of a GET to the portal as sent gzipped, in bytes: `url` with the browser's Host and `cookie`. */
function gzippedBodyBytes(port: number, url: string, cookie?: string): Promise<number> {
  const { host, pathname, search } = new URL(url);
  return responseBodyBytes({ port, host, path: pathname + search, encoding: "gzip", cookie });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const verdict = (bytes: number, goalKb: number) => (bytes <= goalKb * KB ? "goal met" : "over");

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  ensureBuild(ROOT);
  const { sandbox, portal, close } = await startBenchServers();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const domain = portal.brands.find((brand) => brand.id === BRAND)?.domains[0];
    if (!domain) throw new Error(`no brand ${BRAND}`);
    const origin = `http://${domain}:${portal.port}`;
    const viewport = { width: 1366, height: 900 };

    // Warm the portal's per-merchant caches, as on a server that has been up a while.
    const warm = await browser.newContext({ viewport });
    await (await warm.newPage()).goto(`${origin}/`, { waitUntil: "load" });
    await warm.close();

    // (a) The visitor home, in a fresh browser (nothing cached).
    const visitor = await browser.newContext({ viewport });
    const visitorPage = await visitor.newPage();
    const visitorLog = await networkLog(visitorPage, (url) => gzippedBodyBytes(portal.port, url));
    await visitorPage.goto(`${origin}/`, { waitUntil: "load" });
    await visitorLog.settled();
    const [home] = visitorLog.documents();
    if (!home) throw new Error("the visitor home's document was not seen");
    await visitor.close();

    console.log(`\nvisitor home (${BRAND}, /): HTML ${kb(home.encoded)} on the wire (gzip, headers included), ${kb(home.decoded)} decoded`);
    console.log(`goal: <= ${HOME_HTML_GOAL_KB} kB on the wire: ${verdict(home.encoded, HOME_HTML_GOAL_KB)}`);

    // (b) A signed-in session: the home, then client navigations by its links.
    const member = await browser.newContext({ viewport });
    const cookie = await benchMemberCookie(sandbox.url);
    const separator = cookie.indexOf("=");
    await member.addCookies([
      { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: origin, httpOnly: true, sameSite: "Lax" },
    ]);
    // The announcements popup has been shown in this tab already: it would cover the links.
    const shown = [false, true].flatMap((signedIn) => LANGUAGES.map((language) => popupStateKey({ signedIn, language })));
    await member.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
      SHOWN_STORAGE_KEY,
      JSON.stringify(shown),
    ] as const);
    const page = await member.newPage();
    const log = await networkLog(page, (url) => gzippedBodyBytes(portal.port, url, cookie));
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await layoutHydrated(page);
    await log.settled();
    log.take();

    const rows: Array<{ name: string; traffic: Traffic }> = [];
    for (const navigation of NAVIGATIONS) {
      await page.locator(`${navigation.link}:visible`).first().click();
      await page.waitForURL((url) => url.pathname === navigation.path, { timeout: NAVIGATION_TIMEOUT_MS });
      await log.settled();
      rows.push({ name: `${navigation.name} (${navigation.path})`, traffic: log.take() });
    }
    await log.detach();
    await member.close();

    const columns = [...KINDS, "total"] as const;
    const total = (traffic: Traffic) => KINDS.reduce((sum, kind) => sum + traffic.bytes[kind], 0);
    const cell = (traffic: Traffic, column: (typeof columns)[number]) =>
      column === "total" ? kb(total(traffic)) : `${kb(traffic.bytes[column])} /${traffic.requests[column]}`;
    console.log(
      `\nsigned-in session (${BRAND}, demo_member): ${NAVIGATIONS.length} client navigations by link, bytes on the wire (kB /requests)`,
    );
    console.log(`${"navigation".padEnd(46)}${columns.map((column) => column.padStart(16)).join("")}`);
    for (const { name, traffic } of rows) {
      const note = traffic.documents ? `  (${traffic.documents} document load: not a client navigation)` : "";
      console.log(`${name.padEnd(46)}${columns.map((column) => cell(traffic, column).padStart(16)).join("")}${note}`);
    }
    const medians = columns.map((column) =>
      median(rows.map(({ traffic }) => (column === "total" ? total(traffic) : traffic.bytes[column]))),
    );
    console.log(`${"median".padEnd(46)}${medians.map((bytes) => kb(bytes).padStart(16)).join("")}`);
    const loaderData = medians[KINDS.indexOf("loader data")];
    const decodedData = rows.map(({ traffic }) => kb(traffic.decodedData)).join(", ");
    console.log(
      `loader data decoded, per navigation: ${decodedData} (median ${kb(median(rows.map(({ traffic }) => traffic.decodedData)))})`,
    );
    console.log(`goal: loader data <= ${LOADER_DATA_GOAL_KB} kB per navigation (median): ${verdict(loaderData, LOADER_DATA_GOAL_KB)}`);
  } finally {
    await browser.close();
    await close();
  }
}

runInProductionMode();
await main();
