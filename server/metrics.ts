import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { RateLimiter } from "~/http/rate-limit.server";
import type { CallInfo } from "~/platform/client.server";
import type { ShedReason } from "./load-shedding";
import type { FinishedListener } from "./request-finished";

/**
 * What an operator graphs and alerts on (docs/decisions/metrics.md), in Prometheus's text
 * format. Each portal process counts its own; the endpoint is served on METRICS_PORT only,
 * never on the players' port, by the cluster's primary (the sum over its workers) or by the
 * single process.
 */

/** Seconds: a kept page answers in milliseconds, a render in tens, a slow platform in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CALL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

type RouteObject = Parameters<typeof matchRoutes>[0][number];

export interface PortalMetricsSources {
  /** The platform's circuits that are open, as `merchant|call`. */
  openCircuits(): string[];
  /** The merchants whose platform outage is confirmed. */
  downMerchants(): string[];
}

export interface PortalMetrics {
  registry: Registry;
  /**
   * Counts every answer by route, method and status: the route is one of `serverPaths` (the
   * server's own, outside Remix) or the Remix route's id, never the raw path.
   */
  requests(build: ServerBuild | (() => Promise<ServerBuild>), serverPaths: readonly string[]): FinishedListener;
  /** Told about every finished platform call. */
  platformCall(info: CallInfo): void;
  /** A request answered "busy" (load shedding), by why. */
  shed(reason: ShedReason): void;
  /** The limiter, counting the hits it refuses. */
  countRefusals(limiter: RateLimiter): RateLimiter;
}

export function createPortalMetrics(sources: PortalMetricsSources): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestsTotal = new Counter({
    name: "portal_http_requests_total",
    help: "Answers, by Remix route, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time from the request to the end of its answer, by Remix route and status class.",
    labelNames: ["route", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "portal_page_cache_total",
    help: "Home pages the page cache serves (a visitor's page, a player's template): hit (answered from a kept page) or miss (rendered, and kept for the next requests when whole).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const callsTotal = new Counter({
    name: "portal_platform_calls_total",
    help: "Platform calls, by call, merchant and outcome (OK or the error code).",
    labelNames: ["call", "merchant", "outcome"] as const,
    registers: [registry],
  });
  const callSeconds = new Histogram({
    name: "portal_platform_call_duration_seconds",
    help: "Time of the platform calls that went out (retries included), by call.",
    labelNames: ["call"] as const,
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const refusedTotal = new Counter({
    name: "portal_rate_limited_total",
    help: "Requests refused by a rate limit, by limit.",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  const shedTotal = new Counter({
    name: "portal_shed_total",
    help: "Requests answered 503 busy (load shedding), by reason: loop-delay or in-flight.",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "portal_platform_circuit_open",
    help: "1 for each platform call of a merchant whose circuit breaker is open.",
    labelNames: ["merchant", "call"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const key of sources.openCircuits()) {
        const [merchant, call] = key.split("|");
        this.set({ merchant, call }, 1);
      }
    },
  });
  new Gauge({
    name: "portal_platform_down",
    help: "1 for each merchant whose platform outage is confirmed (its pages say the service is unavailable).",
    labelNames: ["merchant"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const merchant of sources.downMerchants()) this.set({ merchant }, 1);
    },
  });

  return {
    registry,
    requests(build, serverPaths) {
      const remixRoute = typeof build === "function" ? () => "remix" : routeLabels(build);
      const own = new Set(serverPaths);
      return ({ method, path, status, ms }, _req, res) => {
        const route = own.has(path) ? path : remixRoute(path);
        requestsTotal.inc({ route, method, status: String(status) });
        requestSeconds.observe({ route, status: `${String(status)[0]}xx` }, ms / 1000);
        const kept = res.getHeader("X-Page-Cache");
        if (kept === "hit" || kept === "miss") pageCache.inc({ result: kept });
      };
    },
    platformCall(info) {
      callsTotal.inc({ call: info.call, merchant: info.merchant, outcome: info.code });
      if (info.attempts > 0) callSeconds.observe({ call: info.call }, info.ms / 1000);
    },
    shed(reason) {
      shedTotal.inc({ reason });
    },
    countRefusals(limiter) {
      return {
        async hit(rule, key) {
          const result = await limiter.hit(rule, key);
          if (!result.allowed) refusedTotal.inc({ limit: rule.name });
          return result;
        },
      };
    },
  };
}

/**
 * The route label of a path: the id of the deepest Remix route it matches (a bounded set,
 * whatever paths are asked), `assets` for the built files, `unmatched` for the rest.
 */
function routeLabels(build: ServerBuild): (path: string) => string {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => (route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) }));
  const tree = attach(children.get(undefined) ?? []);
  // Matching ranks every route branch again at each call: a path's label is kept once found
  // (a bounded number of paths: a scan of made-up ones only turns the oldest out).
  const labels = new LRUCache<string, string>({ max: 2000 });
  return (path) => {
    if (path.startsWith("/assets/")) return "assets";
    let label = labels.get(path);
    if (label === undefined) {
      label = matchRoutes(tree, path)?.at(-1)?.route.id ?? "unmatched";
      labels.set(path, label);
    }
    return label;
  };
}

/**
 * Serves `GET /metrics` on its own port: the cluster's sum over its workers when this is the
 * primary, else this process's `registry`.
 */
export function serveMetrics(options: { port: number; host: string; logger: Logger; registry?: Registry }): Promise<Server> {
  const aggregator = options.registry ? null : new AggregatorRegistry();
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : options.registry!.metrics();
    text.then(
      (body) => res.writeHead(200, { "Content-Type": (aggregator ?? options.registry!).contentType }).end(body),
      (error: unknown) => {
        options.logger.error({ err: error }, "metrics could not be gathered");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics could not be gathered");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      options.logger.info({ port: options.port, host: options.host }, "metrics listening");
      resolve(server);
    });
  });
}

/** A cluster worker's side: its primary's scrape gathers this registry. */
export function reportToPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Made for its side effect: a worker answers the primary's requests for its metrics.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
