import { CompactEncrypt, importJWK, type JWK } from "jose";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, type ErrorCode } from "~/platform/errors";
import { MEMBER, snapshot, startTestSandbox, type RawResponse } from "../helpers/sandbox";

const sb = await startTestSandbox();
const LOGIN = "/api/v1/auth/login";
const TABLES = ["accounts", "sessions", "login_attempts"];

function expectRejected(response: RawResponse, code: ErrorCode, status: number) {
  expect(response.envelope).toMatchObject({ success: false, code, message: ERROR_MESSAGES[code] });
  expect(response.status).toBe(status);
}

/** Runs `request` and asserts that it changed no row of the account tables. */
async function unchanged(request: () => Promise<RawResponse>, tables = TABLES): Promise<RawResponse> {
  const before = tables.map((table) => snapshot(sb.sandbox, table));
  const response = await request();
  expect(tables.map((table) => snapshot(sb.sandbox, table))).toEqual(before);
  return response;
}

const encryptedLogin = async (payload: unknown) => sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe: await sb.encrypt(payload) } });

describe("requests that do not fit the contract", () => {
  it.each([
    ["wrong types", { username: 123, password: true }, ["username", "password"]],
    ["a missing field", { username: "demo_member" }, ["password"]],
    ["an oversize username", { username: "u".repeat(65), password: "x" }, ["username"]],
    ["an oversize password", { username: "demo_member", password: "p".repeat(129) }, ["password"]],
    ["an unknown field", { ...MEMBER, isAgent: 1 }, [""]],
    ["a JSON array", [MEMBER], [""]],
  ])("reject %s with INVALID_REQUEST and the failing fields", async (_, payload, paths) => {
    const response = await unchanged(() => encryptedLogin(payload));
    expectRejected(response, "INVALID_REQUEST", 400);
    const fields = (response.envelope.value as { fields: Array<{ path: string }> }).fields;
    expect(fields.map((field) => field.path)).toEqual(paths);
  });

  it("rejects a language outside the contract", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const response = await unchanged(() =>
      sb.raw("PUT", "/api/v1/member/language", { merchant: "AURORA", token, body: { language: "<script>alert(1)</script>" } }),
    );
    expectRejected(response, "INVALID_REQUEST", 400);
    expect(JSON.stringify(response.envelope)).not.toContain("<script>");
  });

  it("rejects malformed JSON", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const response = await unchanged(() =>
      sb.raw("PUT", "/api/v1/member/language", { merchant: "AURORA", token, body: '{"language": "TY"' }),
    );
    expectRejected(response, "INVALID_REQUEST", 400);
  });

  it("rejects repeated and unknown query parameters", async () => {
    const captcha = "/api/v1/auth/captcha";
    const repeated = await unchanged(() => sb.raw("GET", `${captcha}?username=a&username=b`, { merchant: "AURORA" }));
    expectRejected(repeated, "INVALID_REQUEST", 400);
    const proto = await unchanged(() => sb.raw("GET", `${captcha}?username=a&__proto__=x`, { merchant: "AURORA" }));
    expectRejected(proto, "INVALID_REQUEST", 400);
  });

  it("rejects an X-Client-IP that is not an address", async () => {
    const response = await sb.raw("GET", "/api/v1/system/status", { merchant: "AURORA", clientIp: "1.2.3.4<script>" });
    expectRejected(response, "INVALID_REQUEST", 400);
  });

  it("rejects bodies over 64 KiB, with or without a Content-Length", async () => {
    const big = JSON.stringify({ username: "demo_member", password: "x".repeat(70_000) });
    expectRejected(await unchanged(() => sb.raw("POST", LOGIN, { merchant: "AURORA", body: big })), "INVALID_REQUEST", 400);

    const chunked = await unchanged(async () => {
      const body = new ReadableStream({
        start(controller) {
          for (let chunk = 0; chunk < 5; chunk++) controller.enqueue(new TextEncoder().encode("x".repeat(16_384)));
          controller.close();
        },
      });
      const response = await fetch(sb.url + LOGIN, {
        method: "POST",
        headers: { "x-merchant": "AURORA", "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      return { status: response.status, envelope: await response.json() };
    });
    expectRejected(chunked, "INVALID_REQUEST", 400);
  });
});

describe("SQL and HTML metacharacters", () => {
  it("are only data: an injection-shaped login is a wrong password", async () => {
    const response = await unchanged(
      () => encryptedLogin({ username: "demo_member' OR '1'='1' --", password: "' OR 1=1 --" }),
      ["accounts", "sessions"],
    );
    expectRejected(response, "INVALID_CREDENTIALS", 422);
    const attempts = sb.sandbox.db.prepare("SELECT username FROM login_attempts").pluck().all();
    expect(attempts).toContain("demo_member' OR '1'='1' --");
  });

  it("are stored verbatim, never executed", async () => {
    const username = "x'); DROP TABLE accounts; --<b>";
    const response = await unchanged(
      () => sb.raw("GET", "/api/v1/auth/captcha", { merchant: "AURORA", query: { username } }),
      ["accounts", "sessions"],
    );
    expect(response.envelope.success).toBe(true);
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM login_attempts WHERE username = ?").pluck().get(username)).toBe(1);
  });
});

describe("encrypted calls", () => {
  it("refuse a plaintext body with ENCRYPTION_REQUIRED, without counting a failure", async () => {
    const response = await unchanged(() =>
      sb.raw("POST", LOGIN, { merchant: "AURORA", body: { username: "demo_member", password: "wrong" } }),
    );
    expectRejected(response, "ENCRYPTION_REQUIRED", 400);
    const alongside = await unchanged(async () =>
      sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe: await sb.encrypt(MEMBER), username: "x" } }),
    );
    expectRejected(alongside, "ENCRYPTION_REQUIRED", 400);
  });

  it("refuse a tampered or malformed JWE with DECRYPTION_FAILED", async () => {
    const jwe = await sb.encrypt(MEMBER);
    const parts = jwe.split(".");
    const ciphertext = parts[3];
    parts[3] = (ciphertext[0] === "A" ? "B" : "A") + ciphertext.slice(1);
    for (const broken of [parts.join("."), "not.a.jwe", jwe.slice(0, -4)]) {
      const response = await unchanged(() => sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe: broken } }));
      expectRejected(response, "DECRYPTION_FAILED", 400);
    }
  });

  it("refuse an unknown kid with UNKNOWN_KEY", async () => {
    const { envelope } = await sb.raw("GET", "/api/v1/system/keys", { merchant: "AURORA" });
    const [published] = (envelope.value as { keys: Array<{ jwk: JWK }> }).keys;
    const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(MEMBER)))
      .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: "no-such-key" })
      .encrypt(await importJWK(published.jwk, "RSA-OAEP-256"));
    const response = await unchanged(() => sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe } }));
    expectRejected(response, "UNKNOWN_KEY", 400);
  });

  it("refuse a plaintext that is not JSON", async () => {
    const { envelope } = await sb.raw("GET", "/api/v1/system/keys", { merchant: "AURORA" });
    const [published] = (envelope.value as { keys: Array<{ kid: string; jwk: JWK }> }).keys;
    const jwe = await new CompactEncrypt(new TextEncoder().encode("username=demo_member"))
      .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: published.kid })
      .encrypt(await importJWK(published.jwk, "RSA-OAEP-256"));
    expectRejected(await unchanged(() => sb.raw("POST", LOGIN, { merchant: "AURORA", body: { jwe } })), "INVALID_REQUEST", 400);
  });
});

describe("tokens", () => {
  const info = (headers: Record<string, string>) => sb.raw("GET", "/api/v1/member/info", { merchant: "AURORA", headers });

  it("are required on token calls", async () => {
    expectRejected(await info({}), "UNAUTHORIZED", 401);
    expectRejected(await info({ authorization: "Basic ZGVtbzpkZW1v" }), "UNAUTHORIZED", 401);
  });

  it("must be known", async () => {
    expectRejected(await info({ authorization: "Bearer not-a-token" }), "UNAUTHORIZED", 401);
  });

  it("stop working once expired, and a logout with one changes nothing", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    sb.sandbox.db.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expectRejected(await info({ authorization: `Bearer ${token}` }), "SESSION_EXPIRED", 401);
    const logout = await unchanged(() => sb.raw("DELETE", "/api/v1/auth/session", { merchant: "AURORA", token }));
    expectRejected(logout, "SESSION_EXPIRED", 401);
  });
});

describe("routing", () => {
  it("answers an unknown path or method with a 404 envelope", async () => {
    expectRejected(await sb.raw("GET", "/api/v1/nothing-here", { merchant: "AURORA" }), "NOT_FOUND", 404);
    expectRejected(await sb.raw("PATCH", LOGIN, { merchant: "AURORA", body: MEMBER }), "NOT_FOUND", 404);
    expectRejected(await sb.raw("GET", "/__control/reset"), "NOT_FOUND", 404);
  });
});
