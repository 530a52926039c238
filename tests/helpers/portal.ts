import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { pino } from "pino";
import { afterAll } from "vitest";
import { createPortalServer, type PortalServer } from "../../server/portal";

export const TEST_SESSION_SECRET = "integration-tests-session-secret-0123456789";

export interface PortalResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Set-Cookie values. */
  cookies: string[];
  body: string;
}

export interface PortalRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as an HTML form post. */
  form?: Record<string, string>;
  /** The Host header; default `<brand>.localhost:<port>`. */
  host?: string;
}

export interface TestPortal {
  portal: PortalServer;
  /** One request to the portal on 127.0.0.1 with a brand's Host header (Node's fetch cannot set Host). */
  request(brand: string, path: string, options?: PortalRequest): Promise<PortalResponse>;
}

/** The portal's production build in this process on a free port, stopped after the file's tests. */
export async function startTestPortal(platformUrl: string): Promise<TestPortal> {
  const portal = await createPortalServer({
    platformUrl,
    port: 0,
    mode: "production",
    sessionSecret: TEST_SESSION_SECRET,
    logger: pino({ level: "silent" }),
  });
  afterAll(() => portal.close());

  const request: TestPortal["request"] = (brand, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
      const headers: Record<string, string> = {
        host: options.host ?? `${brand}.localhost:${portal.port}`,
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...options.headers,
      };
      const req = httpRequest(
        { host: "127.0.0.1", port: portal.port, path, method: options.method ?? (body ? "POST" : "GET"), headers },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, cookies: res.headers["set-cookie"] ?? [], body: text }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });

  return { portal, request };
}

/** An attribute of the <html> element. */
export function htmlAttribute(html: string, name: string): string | undefined {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
