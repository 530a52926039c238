import { existsSync } from "node:fs";

/** Debian's haproxy (`scripts/ensure-test-tools.sh` installs it), or HAPROXY_PATH. */
export const HAPROXY = process.env.HAPROXY_PATH ?? (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy");

export interface HaproxyConfigOptions {
  /** Where players connect. */
  bind: { host: string; port: number };
  /** The stats page (CSV at `/;csv`), for operators and for the topology's own waits. */
  stats: { host: string; port: number };
  /** Each portal instance: a name (in the stats and logs) and the address it listens on. */
  servers: ReadonlyArray<{ name: string; address: string }>;
}

/**
 * The HAProxy configuration in front of the portal instances (HAProxy 2.6).
 * - Health: `/readyz` every second; an instance is out after 2 failed checks and back after
 *   2 good ones. `/readyz` answers 200 only when the platform answers for every merchant,
 *   so an instance that cannot reach the platform takes no players while another can. When
 *   none is ready (the platform, which they share, is down for some merchant), the instances
 *   that are alive (`/healthz`) serve all the same: the brands whose merchant answers work,
 *   and the others get the portal's own outage page rather than the proxy's bare 503.
 * - Retries: a request that could not reach an instance (refused: it is stopping or dead)
 *   goes to another one at once; so does a GET whose instance closed without a byte of
 *   answer (a crash mid-request) or did not answer within the server timeout. Other
 *   methods are retried only when they never reached an instance: a form post that did
 *   may have been applied (the money forms' idempotency keys make a player's own retry safe).
 * - The client's address goes on in `X-Forwarded-For`, the scheme in `X-Forwarded-Proto`, and
 *   a request id in `X-Request-Id` (the portal keeps it with TRUST_PROXY, so one id follows a
 *   request from the proxy's log to the platform's).
 * - Timeouts: the server's 30 s outlasts the live-event stream's 20 s heartbeat; the portal
 *   answers a page within its own budgets (a few seconds) long before.
 */
export function haproxyConfig({ bind, stats, servers }: HaproxyConfigOptions): string {
  const backend = (check: string) =>
    [
      "    balance roundrobin",
      "    option httpchk",
      `    http-check send meth GET uri ${check} ver HTTP/1.1 hdr Host localhost`,
      "    http-check expect status 200",
      "    default-server check inter 1s fall 2 rise 2",
      ...servers.map((server) => `    server ${server.name} ${server.address}`),
    ].join("\n");
  return `global
    maxconn 4096
    hard-stop-after 30s

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 5s
    timeout check 2s
    retries 2
    option redispatch 1
    retry-on conn-failure empty-response response-timeout

frontend portal
    bind ${bind.host}:${bind.port}
    option forwardfor
    http-request set-header X-Forwarded-Proto https if { ssl_fc }
    http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
    unique-id-format %[uuid()]
    http-request set-header X-Request-Id %[unique-id]
    http-request disable-l7-retry if !METH_GET
    use_backend portals if { nbsrv(portals) gt 0 }
    default_backend portals-alive

backend portals
${backend("/readyz")}

backend portals-alive
${backend("/healthz")}

frontend stats
    bind ${stats.host}:${stats.port}
    stats enable
    stats uri /
    stats refresh 5s
`;
}

/** One server of the backend as HAProxy sees it. */
export interface ServerState {
  name: string;
  /** "UP", "DOWN", or on the way ("UP 1/2", "DOWN 1/2"), "MAINT"... */
  status: string;
  /** The last health check's result: "L7OK" when `/readyz` answered 200, "L4CON" when refused... */
  check: string;
  /** Answers with a 2xx status the server gave. */
  answered2xx: number;
}

/** The backend's servers, from the stats page's CSV. */
export async function serverStates(statsUrl: string, backend = "portals"): Promise<ServerState[]> {
  const response = await fetch(`${statsUrl};csv`);
  if (!response.ok) throw new Error(`haproxy stats: ${response.status}`);
  const [header = "", ...rows] = (await response.text()).trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? "";
  return rows
    .map((line) => line.split(","))
    .filter((row) => column(row, "pxname") === backend && !["FRONTEND", "BACKEND"].includes(column(row, "svname")))
    .map((row) => ({
      name: column(row, "svname"),
      status: column(row, "status"),
      check: column(row, "check_status"),
      answered2xx: Number(column(row, "hrsp_2xx")),
    }));
}
