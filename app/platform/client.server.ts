import type { z } from "zod";
import { contract, type CallDef, type Contract, type RequestOf, type ValueOf } from "./contract";
import { envelopeSchema, type Envelope, type ErrorDetails } from "./envelope";
import { ERROR_MESSAGES, type ErrorCode } from "./errors";
import { createPayloadEncrypter, type PublishedKey } from "./crypto.server";

/** A failed platform call: a platform error code, or one the client raised (NETWORK_ERROR, TIMEOUT, BAD_RESPONSE). */
export class PlatformError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails | null = null,
    /** The HTTP status, 0 when no response arrived. */
    readonly status = 0,
    readonly call = "",
  ) {
    super(`${call ? `${call}: ` : ""}${code} (${ERROR_MESSAGES[code]})`);
    this.name = "PlatformError";
  }
}

export interface PlatformClientOptions {
  baseUrl: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Extra attempts for idempotent GETs after a network failure, a timeout or a 5xx. */
  retries?: number;
  fetch?: typeof fetch;
  /** Told about every finished call, for logging and metrics. Never given tokens or payloads. */
  onCall?: (info: { call: string; ms: number; code: ErrorCode; attempts: number }) => void;
}

export interface CallScope {
  merchant: string;
  clientIp?: string;
  token?: string;
}

type CallFn<C> = {} extends RequestOf<C>
  ? (request?: RequestOf<C>) => Promise<ValueOf<C>>
  : (request: RequestOf<C>) => Promise<ValueOf<C>>;

/** The contract as functions: `platform.games.list({...})`. */
export type Platform = { [G in keyof Contract]: { [K in keyof Contract[G]]: CallFn<Contract[G][K]> } };

const RETRY_BACKOFF_MS = [50, 200];

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
  const doFetch = options.fetch ?? fetch;

  const encrypter = createPayloadEncrypter(async (merchant) => {
    const { keys } = await call(contract.system.keys, "system.keys", {}, { merchant });
    return keys as PublishedKey[];
  });

  async function send(def: CallDef, request: unknown, scope: CallScope): Promise<Response> {
    const url = new URL(baseUrl + def.path);
    const headers: Record<string, string> = { accept: "application/json", "x-merchant": scope.merchant };
    if (scope.clientIp) headers["x-client-ip"] = scope.clientIp;
    if (scope.token) headers.authorization = `Bearer ${scope.token}`;
    let body: string | undefined;
    if (def.method === "GET" || def.method === "DELETE") {
      for (const [key, value] of Object.entries(request as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
    } else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(def.encrypted ? { jwe: await encrypter.encrypt(request, scope.merchant) } : request);
    }
    return doFetch(url, {
      method: def.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function attempt<C extends CallDef>(def: C, name: string, request: unknown, scope: CallScope) {
    let response: Response;
    try {
      response = await send(def, request, scope);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new PlatformError(timedOut ? "TIMEOUT" : "NETWORK_ERROR", null, 0, name);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new PlatformError(response.status >= 500 ? "INTERNAL_ERROR" : "BAD_RESPONSE", null, response.status, name);
    }
    const parsed = envelopeOf(def).safeParse(json);
    if (!parsed.success) throw new PlatformError("BAD_RESPONSE", null, response.status, name);
    const envelope = parsed.data as Envelope<unknown>;
    if (!envelope.success) throw new PlatformError(envelope.code, envelope.value, response.status, name);
    return envelope.value as z.output<C["value"]>;
  }

  function isRetryable(error: unknown) {
    return (
      error instanceof PlatformError &&
      (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT" || error.code === "INTERNAL_ERROR" || error.code === "BAD_RESPONSE")
    );
  }

  async function call<C extends CallDef>(def: C, name: string, input: unknown, scope: CallScope) {
    const started = performance.now();
    let attempts = 0;
    let code: ErrorCode = "OK";
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
      let rekeyed = false;
      for (;;) {
        attempts++;
        try {
          return await attempt(def, name, request.data, scope);
        } catch (error) {
          // The platform rejects an unknown key before acting on the request, so sending again is safe.
          if (def.encrypted && !rekeyed && error instanceof PlatformError && error.code === "UNKNOWN_KEY") {
            rekeyed = true;
            encrypter.refresh();
            continue;
          }
          if (def.idempotent && attempts <= retries && isRetryable(error)) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_BACKOFF_MS[attempts - 1] ?? 200));
            continue;
          }
          throw error;
        }
      }
    } catch (error) {
      code = error instanceof PlatformError ? error.code : "INTERNAL_ERROR";
      throw error;
    } finally {
      options.onCall?.({ call: name, ms: performance.now() - started, code, attempts });
    }
  }

  return {
    /** The contract as functions, for one merchant, player address and (optional) session token. */
    bind(scope: CallScope): Platform {
      const groups: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
      for (const [group, calls] of Object.entries(contract)) {
        groups[group] = {};
        for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
          groups[group][name] = (input) => call(def, `${group}.${name}`, input, scope);
        }
      }
      return groups as unknown as Platform;
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
