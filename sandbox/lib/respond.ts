import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope, ErrorDetails } from "../../app/platform/envelope";
import type { z, ZodError } from "zod";
import { ERROR_MESSAGES, httpStatusOf, type ErrorCode } from "../../app/platform/errors";
import { SandboxError } from "./errors";

export function succeed<T>(c: Context, value: T): Response {
  const envelope: Envelope<T> = { success: true, code: "OK", message: ERROR_MESSAGES.OK, value };
  return c.json(envelope, 200);
}

/**
 * The error envelope of `code`, with the HTTP status the contract gives that code unless `status`
 * says otherwise (the control surface answers 415 and 403 with envelope codes of the contract).
 */
export function fail(
  c: Context,
  code: ErrorCode,
  details: ErrorDetails | null = null,
  status: ContentfulStatusCode = httpStatusOf(code) as ContentfulStatusCode,
): Response {
  const envelope: Envelope<never> = { success: false, code, message: ERROR_MESSAGES[code], value: details };
  return c.json(envelope, status);
}

/** A JSON body; empty means `{}`. Malformed JSON is the caller's mistake, never a 500. */
export function parseJson(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new SandboxError("INVALID_REQUEST", { fields: [{ path: "", message: "Malformed JSON" }] });
  }
}

/** The failing fields with zod's issue codes (`too_big`, `invalid_type`...): never an echo of what was sent. */
export function fieldErrors(error: ZodError): NonNullable<ErrorDetails["fields"]> {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.code }));
}

/** Parses the JSON body (empty = `{}`) with `schema`, answering INVALID_REQUEST when it does not fit. */
export async function withBody<S extends z.ZodTypeAny>(
  c: Context,
  schema: S,
  handle: (body: z.output<S>) => Response | Promise<Response>,
): Promise<Response> {
  let json: unknown;
  try {
    json = parseJson(await c.req.text());
  } catch (error) {
    if (error instanceof SandboxError) return fail(c, error.code, error.details);
    throw error;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(c, "INVALID_REQUEST", { fields: fieldErrors(parsed.error) });
  return handle(parsed.data);
}
