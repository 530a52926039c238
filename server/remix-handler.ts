import type { GetLoadContextFunction } from "@remix-run/express";
import {
  createRequestHandler as createRemixRequestHandler,
  type ActionFunction,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

/**
 * The Express adapter of Remix, written here on @remix-run/node's public API.
 * @remix-run/express exports only its whole request handler, which builds the Web
 * Request's body from the request stream; here server/body-gate.ts has read that stream
 * already, the page cache renders without sending, and each answer may be replaced
 * before it is sent (`onResponse`). Its two small helpers are therefore written again
 * below, as that package writes them, rather than imported from its unexported files.
 */

/** Node's request headers as Web Headers, repeated headers kept. */
export function createRemixHeaders(requestHeaders: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** Writes a Web Response on Express's response: status, every header (Set-Cookie repeated), then the body as it streams. */
export async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  // An event stream's headers go out at once: its first event may be a while coming.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * The Web Request Remix sees, built as @remix-run/express builds it (host and port from
 * `X-Forwarded-Host` or `Host`, `req.originalUrl`, an AbortSignal that fires when the
 * client goes away before the answer is finished), except for the body: the bytes
 * server/body-gate.ts read and checked (`res.locals.requestBody`) rather than the
 * request stream, which the gate has consumed. A page rendered for the page cache after the
 * answer was sent (`forClient` false) follows no client: nothing aborts it.
 */
export function createRemixRequest(req: ExpressRequest, res: ExpressResponse, { forClient = true } = {}): Request {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort, 10);
  const direct = Number.parseInt(hostPort, 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : "";
  // req.hostname respects the "trust proxy" setting.
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const init: RequestInit = {
    method: req.method,
    headers: createRemixHeaders(req.headers),
    signal: controller.signal,
  };
  const body = res.locals.requestBody;
  if (body !== undefined && req.method !== "GET" && req.method !== "HEAD") init.body = body;

  // Abort loaders and actions once no answer can be written (`close` without `finish`).
  if (forClient) {
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
  }
  return new Request(url.href, init);
}

/** Remix's answer to a Web Request with a load context. */
export type RemixRender = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * The build with every route's action followed by `renewUpstreamBudget`: a page rendered after
 * an action (a form posted without JavaScript) gets a platform budget of its own, as a separate
 * request would. Its loaders ran with whatever the action left, which after a slow platform call
 * was nothing: the page's system status failed at once and a posted form answered "Service
 * unavailable" (503) while the platform was answering.
 */
function withRenewedBudget(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route.module.action;
      if (!action) return [id, route];
      const renewing: ActionFunction = async (args) => {
        try {
          return await action(args);
        } finally {
          args.context.renewUpstreamBudget();
        }
      };
      return [id, { ...route, module: { ...route.module, action: renewing } }];
    }),
  );
  return { ...build, routes };
}

export function createRemixRender(build: ServerBuild | (() => Promise<ServerBuild>), mode: "development" | "production"): RemixRender {
  // Development reloads the build on change: each new build is wrapped once.
  const wrapped = new WeakMap<ServerBuild, ServerBuild>();
  const renewing = (loaded: ServerBuild) => wrapped.get(loaded) ?? wrapped.set(loaded, withRenewedBudget(loaded)).get(loaded)!;
  const handleRequest = createRemixRequestHandler(
    typeof build === "function" ? async () => renewing(await build()) : renewing(build),
    mode,
  );
  return (request, context) => handleRequest(request, context);
}

/** @remix-run/express's `createRequestHandler`, on `createRemixRequest` and `sendRemixResponse` above. */
export function createRequestHandler(options: {
  render: RemixRender;
  getLoadContext: GetLoadContextFunction;
  /** Sees each answer before it is sent, and may replace it (the page cache keeps a copy). */
  onResponse?: (res: ExpressResponse, response: Response) => Response;
}): RequestHandler {
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await options.render(request, await options.getLoadContext(req, res));
      await sendRemixResponse(res, options.onResponse ? options.onResponse(res, response) : response);
    } catch (error) {
      next(error);
    }
  };
}
