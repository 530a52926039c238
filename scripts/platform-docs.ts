/**
 * Writes docs/platform-api.md from the contract declarations, so the page an
 * operator reads is always what the portal sends and expects.
 *   npm run docs:platform          write the page
 *   npm run docs:platform -- --check   exit 1 when the page is out of date
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { zodToJsonSchema } from "zod-to-json-schema";
import type { z } from "zod";
import { listCalls } from "../app/platform/contract";
import { ERROR_CODES, ERROR_MESSAGES, httpStatusOf } from "../app/platform/errors";

const DOC_PATH = fileURLToPath(new URL("../docs/platform-api.md", import.meta.url));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  format?: string;
  $ref?: string;
  additionalProperties?: unknown;
};

function toJsonSchema(schema: z.ZodTypeAny): JsonSchema {
  return zodToJsonSchema(schema, { $refStrategy: "none", target: "jsonSchema7" }) as JsonSchema;
}

/** A short type expression: `string (≤ 64)`, `"RNG" | "LIVE"`, `Game[]`. */
function describe(s: JsonSchema): string {
  if (s.$ref) return "(recursive, as its parent)";
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" \\| ");
  if (s.anyOf) return s.anyOf.map(describe).join(" \\| ");
  const type = Array.isArray(s.type) ? s.type.join(" \\| ") : (s.type ?? "any");
  if (type === "array" && s.items) return `${describe(s.items)}[]`;
  if (type === "object" && s.properties) {
    const fields = Object.entries(s.properties).map(([k, v]) => `${k}${s.required?.includes(k) ? "" : "?"}: ${describe(v)}`);
    return `{ ${fields.join(", ")} }`;
  }
  const bounds = [
    s.minLength !== undefined && s.minLength > 0 ? `≥ ${s.minLength} chars` : "",
    s.maxLength !== undefined ? `≤ ${s.maxLength} chars` : "",
    s.minimum !== undefined ? `≥ ${s.minimum}` : "",
    s.maximum !== undefined ? `≤ ${s.maximum}` : "",
    s.format ?? "",
  ].filter(Boolean);
  return bounds.length ? `${type} (${bounds.join(", ")})` : type;
}

function fieldTable(schema: JsonSchema): string {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return "_none_\n";
  const rows = entries.map(([name, field]) => {
    const required = schema.required?.includes(name) && field.default === undefined ? "yes" : "no";
    const fallback = field.default !== undefined ? JSON.stringify(field.default) : "";
    return `| \`${name}\` | ${describe(field)} | ${required} | ${fallback} |`;
  });
  return ["| field | type | required | default |", "|---|---|---|---|", ...rows].join("\n") + "\n";
}

export function renderPlatformDocs(): string {
  const out: string[] = [
    "# Platform API reference",
    "",
    "Generated from `app/platform/contract/` by `npm run docs:platform`; do not edit by hand.",
    "This is what a platform must answer for the portal to run on it. The sandbox (`sandbox/`) implements all of it.",
    "",
    "## Conventions",
    "",
    "- JSON over HTTP. Every response body is the envelope `{ success, code, message, value }`:",
    "  on success `code` is `OK` and `value` is the call's value below; on failure `value` is `null` or",
    "  `{ captchaRequired?, retryAfterSeconds?, ip?, fields?: [{ path, message }] }`.",
    "- Every call sends the merchant code in `X-Merchant` and the player's address in `X-Client-IP`; the player's browser",
    "  (its User-Agent, at most 512 characters) in `X-Client-User-Agent`, which a sign-in records with its session.",
    "- Calls marked *token* send `Authorization: Bearer <session token>`.",
    "- GET and DELETE send the request as query parameters; POST and PUT as a JSON body.",
    '- Calls marked *encrypted* send the body `{ "jwe": "<compact JWE>" }`: the JSON request encrypted with',
    "  RSA-OAEP-256 / A256GCM under the newest key of `system.keys`, its `kid` in the protected header.",
    "  A rotated-out key must stay accepted for a grace period.",
    "- A body may have at most 64 KiB unless its call says more.",
    "- Amounts are integers in minor units (`...Cents`). Calls that move money carry an `idempotencyKey`, unique",
    "  per account: a replay answers the first result and moves nothing; the key sent again for another request is",
    "  refused with `IDEMPOTENCY_CONFLICT`.",
    "- The portal retries only idempotent calls (GET), at most twice, after a network failure, a timeout or a 5xx.",
    "  It follows no redirects.",
    "",
    "## Error codes",
    "",
    "| code | HTTP status | meaning (English text of the portal's message) |",
    "|---|---|---|",
    ...ERROR_CODES.filter((c) => c !== "OK").map((c) => `| \`${c}\` | ${httpStatusOf(c)} | ${ERROR_MESSAGES[c]} |`),
    "",
    "`NETWORK_ERROR`, `TIMEOUT` and `BAD_RESPONSE` are raised by the portal itself, never sent by a platform.",
    "",
    "## Calls",
    "",
  ];
  for (const { name, call } of listCalls()) {
    const flags = [
      call.auth === "token" ? "token" : "no token",
      call.encrypted ? "encrypted" : "plain",
      call.idempotent ? "retried" : "never retried",
    ];
    if (call.maxBodyBytes) flags.push(`body up to ${call.maxBodyBytes / (1024 * 1024)} MiB`);
    out.push(
      `### \`${name}\``,
      "",
      `\`${call.method} ${call.path}\` · ${flags.join(" · ")}`,
      "",
      call.summary,
      "",
      call.method === "GET" || call.method === "DELETE" ? "Query:" : "Body:",
      "",
      fieldTable(toJsonSchema(call.request)),
      "Value:",
      "",
      fieldTable(toJsonSchema(call.value)),
    );
  }
  return out.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rendered = renderPlatformDocs();
  if (process.argv.includes("--check")) {
    const current = readFileSync(DOC_PATH, "utf8");
    if (current !== rendered) {
      console.error("docs/platform-api.md is out of date: run npm run docs:platform");
      process.exit(1);
    }
  } else {
    writeFileSync(DOC_PATH, rendered);
    console.log(`wrote ${DOC_PATH}`);
  }
}
