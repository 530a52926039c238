import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One platform call, declared once. The portal's client, the sandbox and the
 * reference page in docs/platform-api.md are all built from these declarations.
 *
 * - GET and DELETE send the request as query parameters, POST and PUT as a JSON body.
 * - `encrypted`: the JSON body is `{ "jwe": "<compact JWE of the request>" }`,
 *   made with the platform's published key (see `keys` in system.ts).
 * - `auth: "token"`: the session token travels as `Authorization: Bearer <token>`.
 * - `idempotent`: only these may be retried by the client.
 * - Every call carries the merchant code in the `X-Merchant` header and the
 *   player's address in `X-Client-IP`.
 */
export interface CallDef<Req extends z.ZodTypeAny = z.ZodTypeAny, Res extends z.ZodTypeAny = z.ZodTypeAny> {
  method: HttpMethod;
  path: string;
  auth: "none" | "token";
  encrypted: boolean;
  idempotent: boolean;
  summary: string;
  /** The largest request body the platform takes for this call, when more than its default (64 KiB). */
  maxBodyBytes?: number;
  request: Req;
  value: Res;
}

export function defineCall<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny>(
  def: Omit<CallDef<Req, Res>, "idempotent" | "encrypted" | "auth"> & Partial<Pick<CallDef<Req, Res>, "encrypted" | "auth">>,
): CallDef<Req, Res> {
  return {
    auth: "none",
    encrypted: false,
    ...def,
    idempotent: def.method === "GET",
  };
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodTypeAny> ? z.input<Req> : never;
export type ParsedRequestOf<C> = C extends CallDef<infer Req, z.ZodTypeAny> ? z.output<Req> : never;
export type ValueOf<C> = C extends CallDef<z.ZodTypeAny, infer Res> ? z.output<Res> : never;
