import { request as httpRequest, type Agent, type IncomingHttpHeaders } from "node:http";
import { pino, type Logger } from "pino";
import { afterFile } from "./file-cleanup";
import type { BrandRegistry } from "~/brand/registry.server";
import { createPortalServer, type PortalServer, type PortalServerOptions } from "../../server/portal";

export const TEST_SESSION_SECRET = "integration-tests-session-secret-0123456789";

export interface PortalResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Set-Cookie values. */
  cookies: string[];
  body: string;
  /** The body as it came (a download that is not text: a PDF). */
  bytes: Buffer;
}

export interface PortalRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as an HTML form post. */
  form?: Record<string, string>;
  /** Sent as is, instead of `form`; give its Content-Type (if any) in `headers`. */
  body?: string | Buffer;
  /**
   * Send `body` in these pieces with `Transfer-Encoding: chunked` and no Content-Length
   * (the pieces' lengths, in bytes; the rest of the body goes in one last piece).
   */
  chunks?: number[];
  /** The connection agent, e.g. a keep-alive one, or false for a connection of its own; default Node's global agent. */
  agent?: Agent | false;
  /** The Host header; default `<brand>.localhost:<port>`. */
  host?: string;
}

export interface TestPortal {
  portal: PortalServer;
  /** One request to the portal on 127.0.0.1 with a brand's Host header (Node's fetch cannot set Host). */
  request(brand: string, path: string, options?: PortalRequest): Promise<PortalResponse>;
  /** What a browser sends with a form post from the brand's own pages (server/security.ts wants one of them). */
  sameOrigin(brand: string): Record<string, string>;
}

/** The portal's production build in this process on a free port, stopped after the file's tests (`pageCacheMs` 0: no page cache). */
export async function startTestPortal(
  platformUrl: string,
  options: {
    pageCacheMs?: number;
    registry?: BrandRegistry;
    /**
     * A page's or action's platform budget. Files that post many requests at once (to prove money
     * moves once) set a generous one: on a busy machine a request may wait longer than production's
     * budget, which is not what they test; deadlines have tests of their own.
     */
    upstreamBudgetMs?: number;
    /** Shares state with the other portals on this Redis (default: the environment's REDIS_URL, if any). */
    redisUrl?: string;
    /** The server's log (default: none). */
    logger?: Logger;
    /**
     * Load shedding's limits. By default none for the event loop's delay: the portal shares this
     * process with the test runner and the sandbox, whose stalls are not the overload it is for.
     */
    shedding?: PortalServerOptions["shedding"];
    /** Whether `?lng=XX` shows the pseudo-language (default: on, as for QA). */
    pseudoLanguage?: boolean;
  } = {},
): Promise<TestPortal> {
  const portal = await createPortalServer({
    platformUrl,
    port: 0,
    mode: "production",
    sessionSecret: TEST_SESSION_SECRET,
    logger: options.logger ?? pino({ level: "silent" }),
    pageCacheMs: options.pageCacheMs,
    registry: options.registry,
    upstreamBudgetMs: options.upstreamBudgetMs,
    pseudoLanguage: options.pseudoLanguage ?? true,
    redisUrl: options.redisUrl,
    shedding: options.shedding ?? { maxLoopDelayMs: 0 },
    // Its console's store in memory: never the project's file, which parallel test files would share.
    console: { storePath: ":memory:" },
  });
  afterFile(() => portal.close());

  const request = portalRequest(portal.port);

  const sameOrigin: TestPortal["sameOrigin"] = (brand) => ({
    origin: `http://${brand}.localhost:${portal.port}`,
    "sec-fetch-site": "same-origin",
  });

  return { portal, request, sameOrigin };
}

/**
 * One request to the portal listening on 127.0.0.1:`port` with a brand's Host header (Node's fetch
 * cannot set Host): a portal in this process, or one run as `npm start` runs it.
 */
export function portalRequest(port: number): TestPortal["request"] {
  return (brand, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.body ?? (options.form ? new URLSearchParams(options.form).toString() : undefined);
      const headers: Record<string, string> = {
        host: options.host ?? `${brand}.localhost:${port}`,
        ...(options.form && options.body === undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      };
      for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
      if (options.chunks) headers["transfer-encoding"] = "chunked";
      // Node frames a DELETE's (or OPTIONS') body only when told its length.
      else if (body !== undefined && headers["content-length"] === undefined) {
        headers["content-length"] = String(Buffer.byteLength(body));
      }
      let answered = false;
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method: options.method ?? (body !== undefined ? "POST" : "GET"),
          headers,
          agent: options.agent,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              cookies: res.headers["set-cookie"] ?? [],
              body: bytes.toString("utf8"),
              bytes,
            });
          });
          res.on("error", reject);
        },
      );
      // A server may answer (413, 415) and close before it has read all of a body: what counts is its answer.
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      if (options.chunks && body !== undefined) {
        const bytes = Buffer.from(body);
        let offset = 0;
        for (const size of options.chunks) {
          if (offset >= bytes.length) break;
          req.write(bytes.subarray(offset, offset + Math.max(1, size)));
          offset += Math.max(1, size);
        }
        req.end(offset < bytes.length ? bytes.subarray(offset) : undefined);
      } else {
        req.end(body);
      }
    });
}

/** An attribute of the <html> element. */
export function htmlAttribute(html: string, name: string): string | undefined {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The Cookie header of the request that follows `response`'s redirect: `cookie` (the session, if
 * any) and the flash message the redirect set, as a browser sends them.
 */
export function withFlash(response: PortalResponse, cookie?: string): string {
  const flash = response.cookies.find((line) => line.startsWith("__flash="))?.split(";")[0];
  return [cookie, flash].filter(Boolean).join("; ");
}
