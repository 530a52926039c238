import type { Context } from "hono";
import { pino, type Logger } from "pino";
import { sandboxSettings } from "./settings";

/**
 * The sandbox's call log: one JSON line per call it serves (see `registerContractRoutes`
 * and `registerControlRoutes`). It holds what identifies a call (merchant, call name or
 * control path, status, envelope code, time, the caller's request id and address) and
 * never a token, a header's full set, a payload or an answer's value.
 */
export function defaultSandboxLogger(level = sandboxSettings().LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined });
}

const MAX_ID_CHARS = 64;

/**
 * A caller-supplied label fit for a log line: at most 64 characters of [A-Za-z0-9._-],
 * anything else dropped; undefined when nothing is left.
 */
export function logLabel(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const clean = value.slice(0, MAX_ID_CHARS).replace(/[^A-Za-z0-9._-]/g, "");
  return clean === "" ? undefined : clean;
}

/** The caller's `X-Request-Id`, cleaned by `logLabel`, to tie the sandbox's line to the portal's. */
export function requestIdOf(c: Context): string | undefined {
  return logLabel(c.req.header("X-Request-Id"));
}

/** Milliseconds since `started` (a `performance.now()`), rounded. */
export function elapsedMs(started: number): number {
  return Math.round(performance.now() - started);
}
