import type { Request, RequestHandler, Response } from "express";
import { wantsJson } from "./body-gate";
import { brandLanguageResolver } from "./brand-language";

/**
 * Overload on purpose (docs/decisions/load-shedding.md): a worker too busy to serve a page in
 * its time says so at once, "busy, try again" (503 with Retry-After), instead of serving every
 * request late and letting the platform's deadlines run out in its own queue, which would show
 * players "Service unavailable" while the platform is fine.
 *
 * Busy is measured two ways, each a setting (0 turns it off):
 * - the event loop's delay: how late a timer that should tick every BEAT_MS ran, the largest
 *   over the last second or so. A worker whose loop stalls this long is already answering every
 *   request that late; a page waits for several such turns.
 * - the requests in flight in this worker: past the limit, a new one would only queue behind them.
 */
export interface LoadSheddingOptions {
  /** Shed while the loop's recent delay is over this (ms); 0: never for delay. */
  maxLoopDelayMs: number;
  /** Shed a request that would make more than this many in flight; 0: never for the count. */
  maxInFlight: number;
  /** Told about each shed answer, with its reason. */
  onShed?(reason: ShedReason): void;
}

export type ShedReason = "loop-delay" | "in-flight";

/** The pause a shed client is asked to take before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 2;
const BEAT_MS = 20;
/** The delay is the largest of the current half and the last (a stall stays known from 500 ms to 1 s). */
const HALF_WINDOW_MS = 500;

/** How late this process's event loop has run lately, in ms (a timer's lateness). */
export function createLoopDelayMeter(): { delayMs(): number; close(): void } {
  let expected = performance.now() + BEAT_MS;
  let current = 0;
  let previous = 0;
  let halfStartedAt = performance.now();
  const beat = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    expected = now + BEAT_MS;
    if (now - halfStartedAt >= HALF_WINDOW_MS) {
      // A stall longer than a half-window still counts in the half it ended.
      previous = now - halfStartedAt >= 2 * HALF_WINDOW_MS ? late : current;
      current = 0;
      halfStartedAt = now;
    }
    current = Math.max(current, late);
  }, BEAT_MS);
  beat.unref();
  return {
    // Read between beats too: a request handled in a stall's first I/O round, before the beat, sees it.
    delayMs: () => Math.max(current, previous, performance.now() - expected),
    close: () => clearInterval(beat),
  };
}

/** The short, translated "busy" answer: plain text, or JSON for data requests. */
async function answerBusy(req: Request, res: Response): Promise<void> {
  const entry = res.locals.brandEntry;
  const language = await brandLanguageResolver(entry)(`http://localhost${req.originalUrl}`, req.headers.cookie).catch(
    () => entry.brand.defaultLanguage,
  );
  const message = entry.packs[language]?.errors.PORTAL_BUSY ?? "PORTAL_BUSY";
  res.status(503);
  res.setHeader("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  // What tells a shed answer from "Service unavailable" (the platform's), in logs and load tests.
  res.setHeader("X-Portal-Busy", "1");
  if (wantsJson(req.path, req.headers.accept)) res.json({ code: "PORTAL_BUSY", message });
  else res.type("text/plain; charset=utf-8").send(message);
}

/**
 * The gate before the pages (after the static files, which cost nothing to serve): sheds
 * while this worker is busy, counts the requests in flight otherwise.
 */
export function loadShedding(options: LoadSheddingOptions): { gate: RequestHandler; close(): void } {
  const meter = options.maxLoopDelayMs > 0 ? createLoopDelayMeter() : undefined;
  let inFlight = 0;
  const reasonToShed = (): ShedReason | undefined => {
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) return "in-flight";
    if (meter && meter.delayMs() > options.maxLoopDelayMs) return "loop-delay";
    return undefined;
  };
  const gate: RequestHandler = (req, res, next) => {
    const reason = reasonToShed();
    if (reason) {
      // Counted (portal_shed_total) rather than logged: a line each would add to the load being shed.
      options.onShed?.(reason);
      answerBusy(req, res).catch(next);
      return;
    }
    inFlight++;
    res.once("close", () => inFlight--);
    next();
  };
  return { gate, close: () => meter?.close() };
}
