import type { RequestHandler } from "express";
import { pino, type Logger } from "pino";
import { env } from "~/env.server";

/** The JSON log, at LOG_LEVEL unless told. */
export function createLogger(level: string = env().LOG_LEVEL): Logger {
  return pino({ level, base: undefined });
}

/**
 * One line per finished request: method, host, path, status, ms, on the request's
 * logger (so it carries the request id; see request-context.ts). The query string
 * is left out (it may carry tokens), and so are all cookies and headers.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      res.locals.log.info({
        method: req.method,
        host: req.headers.host,
        path: req.originalUrl.split("?")[0],
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round(performance.now() - started),
      });
    };
    res.on("finish", log);
    res.on("close", log);
    next();
  };
}
