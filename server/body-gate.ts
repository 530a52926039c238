import { parse as parseMediaType } from "content-type";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import getRawBody from "raw-body";
import { BODY_ERRORS, bodyPolicyFor, type BodyErrorCode, type BodyPolicy } from "~/http/body-policy";
import { brandLanguageResolver } from "./brand-language";

/**
 * The one way a request body is read (docs/decisions/reading-requests.md). Placed before
 * Remix: every request whose method is not GET, HEAD or OPTIONS is read here, within its
 * route's policy (`app/http/body-policy.ts`), and either answered at once (415 / 413 / 400,
 * short and translated; neither Remix nor the platform sees it) or handed on with the
 * bytes in `res.locals.requestBody`, which `server/remix-handler.ts` gives the action.
 */

const UNREAD_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A Content-Type's media type (lower case) and parameters (names lower case), or null when it is not one. */
export function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } | null {
  if (!value) return null;
  try {
    const { type, parameters } = parseMediaType(value);
    return { type, params: new Map(Object.entries(parameters)) };
  } catch {
    return null;
  }
}

/** Whether a request's Content-Type and Content-Encoding are ones the policy takes. */
export function acceptsType(policy: BodyPolicy, contentType: string | undefined, contentEncoding: string | undefined): boolean {
  // Browsers never compress a form; a coded body would reach the action as bytes it cannot read.
  if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== "identity") return false;
  const parsed = parseContentType(contentType);
  if (!parsed || !policy.types.includes(parsed.type)) return false;
  if (parsed.type === "multipart/form-data") return (parsed.params.get("boundary") ?? "") !== "";
  return true;
}

/** `application/json` and its structured kinds (`application/problem+json`). */
const isJsonType = (type: string) => type === "application/json" || /^application\/[^/]+\+json$/.test(type);

/**
 * True when the answer should be JSON: a single-fetch `.data` request, or an Accept that
 * prefers JSON to a page or plain text (by weight, then by how exactly it names the type,
 * then by order). The answer is text or JSON, so those are what the Accept is weighed for;
 * a browser asking for a page gets the text.
 */
export function wantsJson(pathname: string, accept: string | undefined): boolean {
  if (pathname.endsWith(".data")) return true;
  if (!accept) return false;
  const negotiator = new Negotiator({ headers: { accept } });
  // The JSON kinds the client names are answers too: a client asking for problem+json is given JSON.
  const named = negotiator.mediaTypes().filter((type) => isJsonType(type.toLowerCase()));
  const preferred = negotiator.mediaType(["text/html", "text/plain", "application/json", ...named]);
  return preferred !== undefined && isJsonType(preferred.toLowerCase());
}

type ReadResult = { kind: "read"; body: Buffer<ArrayBuffer> } | { kind: "too-large" } | { kind: "gone" };

/**
 * Reads the body, stopping as soon as it passes `maxBytes` (chunked bodies included); a
 * body cut short leaves the request paused. "gone": the client went away before the end.
 */
async function readBody(req: Request, maxBytes: number): Promise<ReadResult> {
  try {
    // A Buffer of its own bytes (never a SharedArrayBuffer), as the action's Request takes.
    return { kind: "read", body: (await getRawBody(req, { limit: maxBytes })) as Buffer<ArrayBuffer> };
  } catch (error) {
    return error instanceof Error && "type" in error && error.type === "entity.too.large" ? { kind: "too-large" } : { kind: "gone" };
  }
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Whether the bytes parse as the type they claim. A form is parsed by the parser the
 * action's `request.formData()` uses (undici's), so a body let through is one the action
 * can read; JSON (for a route whose policy takes it) must be UTF-8 JSON; other types
 * are the route's bytes to read.
 */
async function parses(contentType: string, body: Buffer<ArrayBuffer>): Promise<boolean> {
  const type = parseContentType(contentType)?.type ?? "";
  try {
    if (FORM_TYPES.has(type)) {
      await new Request("http://body-gate.invalid/", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      }).formData();
    } else if (type === "application/json") {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    }
    return true;
  } catch {
    return false;
  }
}

export interface BodyGateOptions {
  /** The policy of a request's pathname; default the portal's routes' (`bodyPolicyFor`). */
  policyFor?: (pathname: string) => BodyPolicy;
  /** The refusal's text; default the brand's translation of the code, in the request's language. */
  messageOf?: (req: Request, res: Response, code: BodyErrorCode) => Promise<string>;
}

/** The brand's text of a refusal, in the language the request would be answered in. */
async function brandMessageOf(req: Request, res: Response, code: BodyErrorCode): Promise<string> {
  const entry = res.locals.brandEntry;
  const language = await brandLanguageResolver(entry)(`http://localhost${req.originalUrl}`, req.headers.cookie).catch(
    () => entry.brand.defaultLanguage,
  );
  return entry.packs[language]?.errors[code] ?? code;
}

export function bodyGate({ policyFor = bodyPolicyFor, messageOf = brandMessageOf }: BodyGateOptions = {}): RequestHandler {
  /**
   * The short, translated answer. `unread`: bytes of the body may still be on their way,
   * so they are discarded and the connection is closed after the answer rather than reused.
   */
  const refuse = async (req: Request, res: Response, code: BodyErrorCode, unread: boolean) => {
    if (unread) {
      req.resume();
      res.setHeader("Connection", "close");
    }
    const message = await messageOf(req, res, code);
    res.status(BODY_ERRORS[code]);
    res.setHeader("Cache-Control", "no-store");
    if (code === "BODY_UNSUPPORTED_TYPE" && req.headers["content-encoding"] !== undefined) {
      res.setHeader("Accept-Encoding", "identity");
    }
    if (wantsJson(req.path, req.headers.accept)) res.json({ code, message });
    else res.type("text/plain; charset=utf-8").send(message);
  };

  return async (req, res, next) => {
    if (UNREAD_METHODS.has(req.method)) {
      next();
      return;
    }
    try {
      const policy = policyFor(req.path);
      const declared = req.headers["content-length"] === undefined ? undefined : Number(req.headers["content-length"]);
      // Node has checked the framing: without Content-Length or Transfer-Encoding there is no body.
      const hasBody = req.headers["transfer-encoding"] !== undefined || (declared ?? 0) > 0;
      const overDeclared = declared !== undefined && declared > policy.maxBytes;

      if (!acceptsType(policy, req.headers["content-type"], req.headers["content-encoding"])) {
        // A body within the limit is read off first, so a client's keep-alive connection stays usable.
        const drained = hasBody && !overDeclared ? await readBody(req, policy.maxBytes) : null;
        if (drained?.kind === "gone") return;
        await refuse(req, res, "BODY_UNSUPPORTED_TYPE", hasBody && drained?.kind !== "read");
        return;
      }
      if (overDeclared) {
        await refuse(req, res, "BODY_TOO_LARGE", true);
        return;
      }
      const result = await readBody(req, policy.maxBytes);
      if (result.kind === "gone") return; // Nobody left to answer.
      if (result.kind === "too-large") {
        await refuse(req, res, "BODY_TOO_LARGE", true);
        return;
      }
      if (!(await parses(req.headers["content-type"] ?? "", result.body))) {
        await refuse(req, res, "BODY_MALFORMED", false);
        return;
      }
      res.locals.requestBody = result.body;
      next();
    } catch (error) {
      next(error);
    }
  };
}
