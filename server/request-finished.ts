import type { Request, RequestHandler, Response } from "express";

/** A request whose answer has ended, as the request log and the metrics count it. */
export interface FinishedRequest {
  method: string;
  host: string | undefined;
  /** The path as asked (a router mounted on a prefix, the assets', shortens `req.path`); never the query, which may carry tokens. */
  path: string;
  /** The answer's status, or 499 when the client left before its end. */
  status: number;
  /** From the request's arrival at this middleware to the end of its answer. */
  ms: number;
}

export type FinishedListener = (finished: FinishedRequest, req: Request, res: Response) => void;

/** Tells each listener, once per request, how its answer ended. */
export function requestFinished(listeners: readonly FinishedListener[]): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // "close" follows every answer, the whole one ("finish" first) or one the client left.
    res.once("close", () => {
      const finished: FinishedRequest = {
        method: req.method,
        host: req.headers.host,
        path: req.originalUrl.split("?")[0],
        status: res.writableFinished ? res.statusCode : 499,
        ms: performance.now() - started,
      };
      for (const listener of listeners) listener(finished, req, res);
    });
    next();
  };
}
