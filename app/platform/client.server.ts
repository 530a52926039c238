import { Agent, request as sendRequest } from "undici";
import type { z } from "zod";
import { contract, type CallDef, type Contract, type RequestOf, type ValueOf } from "./contract";
import { envelopeSchema, type Envelope } from "./envelope";
import type { ErrorCode } from "./errors";
import { createPayloadEncrypter, type PublishedKey } from "./crypto.server";
import { createCircuitBreakers } from "./circuit-breaker";
import { isPlatformError, PlatformError, platformErrorCode } from "./platform-error";
import { deadlineIn, earliest, remainingMs, type Deadline } from "./deadline";

/** What observers learn of a finished call. Never a token or a payload. */
export interface CallInfo {
  call: string;
  merchant: string;
  /** The request that made the call, when there is one. */
  requestId?: string;
  /** "OK", or why it failed. */
  code: ErrorCode;
  /** The last answer's HTTP status; 0 when none arrived (or the call never went out). */
  status: number;
  attempts: number;
  ms: number;
  /** When the call began (epoch ms): an answer from the platform after this shows it was up meanwhile. */
  sentAt: number;
  /**
   * Set when the call failed without waiting for the platform: `circuit`, its circuit breaker was
   * open; `cut`, its request had already learnt the platform is down (or learnt it while the call waited).
   */
  failedFast?: "circuit" | "cut";
}

export interface PlatformClientOptions {
  baseUrl: string;
  /** Per attempt, and the budget of a call made outside any request (cache fills started without one, keys). */
  timeoutMs?: number;
  /** Extra attempts for idempotent GETs after a network failure, a timeout or a 5xx, within the deadline. */
  retries?: number;
  /**
   * The calls every page needs before it can say anything (system status and info), with the
   * budget each gets: when the platform is down the page must say so quickly.
   */
  criticalCalls?: Readonly<Record<string, number>>;
  /** Outages in a row (per merchant and call) that open its circuit, and how long it stays open. */
  breaker?: { failureThreshold: number; cooldownMs: number };
  /** Told about every finished call, for logging and metrics. */
  onCall?: (info: CallInfo) => void;
}

export interface CallScope {
  merchant: string;
  clientIp?: string;
  /** The player's browser (its User-Agent), recorded by the platform with a sign-in's session. */
  userAgent?: string;
  token?: string;
  /** Sent as X-Request-Id, so the platform's logs and ours name the same request. */
  requestId?: string;
  /** The request's upstream budget: every call and retry fits inside it. */
  deadline?: Deadline;
  /** Told about each call of this scope (the page's Server-Timing), besides the client's onCall. */
  onCall?: (info: CallInfo) => void;
  /**
   * Aborted once the request has learnt the platform is down: its calls in flight end at once
   * and later ones fail at once (UNAVAILABLE), instead of each waiting out its own time.
   */
  cut?: AbortSignal;
  /**
   * Awaited before a public list (a GET that needs no session) goes out: the request's own
   * system status, so a page that ends as "Service unavailable" or "Maintenance" asks for no list.
   */
  beforeList?: () => Promise<unknown>;
}

type CallFn<C> =
  Record<never, never> extends RequestOf<C>
    ? (request?: RequestOf<C>) => Promise<ValueOf<C>>
    : (request: RequestOf<C>) => Promise<ValueOf<C>>;

/** The contract as functions: `platform.games.list({...})`. */
export type Platform = { [G in keyof Contract]: { [K in keyof Contract[G]]: CallFn<Contract[G][K]> } };

const RETRY_BACKOFF_MS = [50, 200];
/**
 * A time-out timer that fires this much later than it was due shows the worker was too busy to
 * read answers meanwhile: the call gets that time again (once its own length at most), since an
 * answer may be waiting unread. A hung platform in an idle worker is given up on time.
 */
const LATE_TIMER_MS = 100;
/** A retry needs at least this much budget left after its back-off to be worth sending. */
const MIN_ATTEMPT_MS = 100;
export const DEFAULT_CRITICAL_CALLS: Readonly<Record<string, number>> = {
  "system.status": 1300,
  "system.permission": 1300,
  "system.keys": 1300,
};
export const DEFAULT_BREAKER = { failureThreshold: 5, cooldownMs: 2000 };

/** Outages: what a circuit breaker counts, and what an idempotent call may retry. */
const OUTAGE_CODES = new Set<ErrorCode>(["NETWORK_ERROR", "TIMEOUT", "INTERNAL_ERROR", "BAD_RESPONSE"]);
const isOutage = (error: unknown) => isPlatformError(error) && OUTAGE_CODES.has(error.code);

/**
 * An attempt's time-out, measured in time the worker could listen: a timer that fires late
 * (the event loop was blocked) is armed again for the time lost, and the abort itself waits
 * for the next round of I/O, so an answer that has arrived is read first, not thrown away.
 */
function attemptTimeout(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let granted = 0;
  const arm = (wait: number) => {
    const due = performance.now() + wait;
    timer = setTimeout(() => {
      const late = performance.now() - due;
      if (late > LATE_TIMER_MS && granted < ms) {
        const again = Math.min(late, ms - granted);
        granted += again;
        arm(again);
        return;
      }
      immediate = setImmediate(() => controller.abort());
    }, wait);
  };
  arm(ms);
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/** Where a bound platform keeps its scope and the groups it has made. */
const SCOPE = Symbol("scope");
const GROUPS = Symbol("groups");

/** A call ended because its request learnt the platform is down. */
const cutError = (name: string) => new PlatformError("UNAVAILABLE", { retryAfterSeconds: CUT_RETRY_AFTER_SECONDS }, 0, name);
const CUT_RETRY_AFTER_SECONDS = 5;

/** One envelope schema per call: building a zod schema costs more than parsing with it. */
const envelopes = new WeakMap<CallDef, z.ZodTypeAny>();
function envelopeOf(def: CallDef): z.ZodTypeAny {
  let schema = envelopes.get(def);
  if (!schema) {
    schema = envelopeSchema(def.value);
    envelopes.set(def, schema);
  }
  return schema;
}

export function createPlatformClient(options: PlatformClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 8000;
  const retries = options.retries ?? 2;
  const criticalCalls = options.criticalCalls ?? DEFAULT_CRITICAL_CALLS;
  const breakers = createCircuitBreakers(options.breaker ?? DEFAULT_BREAKER);
  // undici's request API rather than fetch: a platform call is a plain JSON exchange, and the
  // WHATWG layer (Request, Headers, body streams) cost a page a third of its per-call time.
  const dispatcher = new Agent({ keepAliveTimeout: 10_000 });

  const encrypter = createPayloadEncrypter(async (merchant) => {
    const { keys } = await call(contract.system.keys, "system.keys", {}, { merchant });
    return keys as PublishedKey[];
  });

  async function send(def: CallDef, request: unknown, scope: CallScope, signal: AbortSignal) {
    const url = new URL(baseUrl + def.path);
    const headers: Record<string, string> = { accept: "application/json", "x-merchant": scope.merchant };
    if (scope.clientIp) headers["x-client-ip"] = scope.clientIp;
    if (scope.userAgent) headers["x-client-user-agent"] = scope.userAgent;
    if (scope.token) headers.authorization = `Bearer ${scope.token}`;
    if (scope.requestId) headers["x-request-id"] = scope.requestId;
    let body: string | undefined;
    if (def.method === "GET" || def.method === "DELETE") {
      for (const [key, value] of Object.entries(request as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
    } else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(def.encrypted ? { jwe: await encrypter.encrypt(request, scope.merchant) } : request);
    }
    // No redirect is followed (undici's request follows none).
    return sendRequest(url, { method: def.method, headers, body, signal, dispatcher });
  }

  /** One request and its answer; `lastStatus` is set as soon as an answer arrives. */
  async function attempt<C extends CallDef>(
    def: C,
    name: string,
    request: unknown,
    scope: CallScope,
    attemptMs: number,
    seen: { status: number },
  ) {
    const timeout = attemptTimeout(attemptMs);
    const signal = scope.cut ? AbortSignal.any([timeout.signal, scope.cut]) : timeout.signal;
    let status: number;
    let json: unknown;
    try {
      const response = await send(def, request, scope, signal);
      status = seen.status = response.statusCode;
      try {
        json = await response.body.json();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new PlatformError(status >= 500 ? "INTERNAL_ERROR" : "BAD_RESPONSE", null, status, name);
      }
    } catch (error) {
      if (isPlatformError(error)) throw error;
      if (scope.cut?.aborted) throw cutError(name);
      throw new PlatformError(signal.aborted ? "TIMEOUT" : "NETWORK_ERROR", null, 0, name);
    } finally {
      timeout.clear();
    }
    const parsed = envelopeOf(def).safeParse(json);
    if (!parsed.success) throw new PlatformError("BAD_RESPONSE", null, status, name);
    const envelope = parsed.data as Envelope<unknown>;
    if (!envelope.success) throw new PlatformError(envelope.code, envelope.value, status, name);
    return envelope.value as z.output<C["value"]>;
  }

  /** The call's deadline: the request's, cut to the call's own budget when it is critical. */
  function deadlineOf(name: string, scope: CallScope): Deadline {
    const own = criticalCalls[name];
    return earliest(scope.deadline, deadlineIn(own ?? timeoutMs)) as Deadline;
  }

  async function call<C extends CallDef>(def: C, name: string, input: unknown, scope: CallScope) {
    const started = performance.now();
    const sentAt = Date.now();
    const deadline = deadlineOf(name, scope);
    const circuit = `${scope.merchant}|${name}`;
    const seen = { status: 0 };
    let attempts = 0;
    let code: ErrorCode = "OK";
    let failedFast: CallInfo["failedFast"];
    try {
      const request = def.request.safeParse(input ?? {});
      if (!request.success) {
        throw new PlatformError(
          "INVALID_REQUEST",
          { fields: request.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) },
          0,
          name,
        );
      }
      if (def.auth === "token" && !scope.token) throw new PlatformError("UNAUTHORIZED", null, 0, name);
      // A public list waits for the request's system status: a page that will not be shown asks for none.
      // The critical calls are never held back: they are what it waits for.
      if (scope.beforeList && def.method === "GET" && def.auth === "none" && criticalCalls[name] === undefined) await scope.beforeList();
      const admission = breakers.admit(circuit);
      if (!admission.allowed) {
        failedFast = "circuit";
        throw new PlatformError("UNAVAILABLE", { retryAfterSeconds: Math.ceil(admission.retryAfterMs / 1000) }, 0, name);
      }
      let rekeyed = false;
      for (;;) {
        if (scope.cut?.aborted) {
          failedFast = "cut";
          breakers.abandon(circuit);
          throw cutError(name);
        }
        const left = remainingMs(deadline);
        if (left <= 0) throw new PlatformError("TIMEOUT", null, 0, name);
        attempts++;
        try {
          const value = await attempt(def, name, request.data, scope, Math.min(timeoutMs, left), seen);
          breakers.success(circuit);
          return value;
        } catch (error) {
          // The platform rejects an unknown key before acting on the request, so sending again is safe.
          if (def.encrypted && !rekeyed && isPlatformError(error) && error.code === "UNKNOWN_KEY") {
            rekeyed = true;
            encrypter.refresh();
            continue;
          }
          const backoff = RETRY_BACKOFF_MS[attempts - 1] ?? 200;
          if (def.idempotent && attempts <= retries && isOutage(error) && remainingMs(deadline) > backoff + MIN_ATTEMPT_MS) {
            await new Promise((resolve) => setTimeout(resolve, backoff));
            continue;
          }
          // A cut call says nothing of the platform: its circuit is left as it was.
          if (scope.cut?.aborted) {
            failedFast = "cut";
            breakers.abandon(circuit);
            throw cutError(name);
          }
          if (isOutage(error)) breakers.failure(circuit);
          else breakers.success(circuit);
          throw error;
        }
      }
    } catch (error) {
      code = platformErrorCode(error);
      throw error;
    } finally {
      const info: CallInfo = {
        call: name,
        merchant: scope.merchant,
        requestId: scope.requestId,
        code,
        status: seen.status,
        attempts,
        ms: performance.now() - started,
        sentAt,
        ...(failedFast ? { failedFast } : {}),
      };
      options.onCall?.(info);
      scope.onCall?.(info);
    }
  }

  // A request binds the contract several times and uses a few of its calls: each group's functions
  // are made on its first use by a bound platform, not all of them at every bind.
  const boundGroups: object = {};
  for (const [group, calls] of Object.entries(contract)) {
    Object.defineProperty(boundGroups, group, {
      enumerable: true,
      get(this: { [SCOPE]: CallScope; [GROUPS]: Record<string, unknown> }) {
        const scope = this[SCOPE];
        return (this[GROUPS][group] ??= Object.fromEntries(
          Object.entries(calls as Record<string, CallDef>).map(([name, def]) => [
            name,
            (input?: unknown) => call(def, `${group}.${name}`, input, scope),
          ]),
        ));
      },
    });
  }

  return {
    /** Merchant and call pairs whose circuit is open: the platform is failing them. */
    openCircuits: () => breakers.openKeys(),
    /** The contract as functions, for one merchant, player address and (optional) session token. */
    bind(scope: CallScope): Platform {
      return Object.create(boundGroups, { [SCOPE]: { value: scope }, [GROUPS]: { value: {} } }) as Platform;
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
