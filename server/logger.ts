import { pino, type Logger } from "pino";
import PinoPretty from "pino-pretty";
import { env, type Env } from "~/env.server";
import type { FinishedListener } from "./request-finished";

/**
 * The log, at LOG_LEVEL unless told: JSON lines for a log store, or readable lines (pino-pretty,
 * written synchronously on this thread so a line is never lost on exit) where a person reads
 * them: LOG_FORMAT, unset pretty in development only.
 */
export function createLogger(level: string = env().LOG_LEVEL, format: Env["LOG_FORMAT"] = logFormat(env())): Logger {
  const options = { level, base: undefined };
  if (format === "json") return pino(options);
  return pino(options, PinoPretty({ sync: true, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss" }));
}

export function logFormat(settings: Pick<Env, "LOG_FORMAT" | "NODE_ENV">): NonNullable<Env["LOG_FORMAT"]> {
  return settings.LOG_FORMAT ?? (settings.NODE_ENV === "development" ? "pretty" : "json");
}

/** The level of the per-request lines (a request, a successful platform call): "info" when they are wanted, else "debug". */
export type RequestLogLevel = "info" | "debug";

/**
 * Whether a line per request and per successful platform call is logged at info: LOG_REQUESTS
 * when set; else in production mode when the output is not a terminal (a log store gets them),
 * never in development or in a terminal, where thousands of them would scroll the start's
 * brand addresses away. Quiet, they are still there at LOG_LEVEL=debug; failures are always logged.
 */
export function requestLogLevel(
  settings: Pick<Env, "LOG_REQUESTS">,
  mode: "development" | "production",
  terminal = process.stdout.isTTY === true,
): RequestLogLevel {
  return (settings.LOG_REQUESTS ?? (mode === "production" && !terminal)) ? "info" : "debug";
}

/**
 * One line per finished request (server/request-finished.ts): method, host, path, status, ms,
 * on the request's logger (so it carries the request id; see request-context.ts), at `level`
 * (and the request's platform calls with it, load-context.ts). The query string is left out
 * (it may carry tokens), and so are all cookies and headers.
 */
export const requestLine =
  (level: RequestLogLevel): FinishedListener =>
  ({ method, host, path, status, ms }, _req, res) =>
    res.locals.log[level]({ method, host, path, status, ms: Math.round(ms) });
