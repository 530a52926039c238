import { afterEach, describe, expect, it, vi } from "vitest";
import { controlByDefault, createSandbox } from "../../sandbox/server";
import { MEMBER, platformError, seededImage, silentLogger, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
afterEach(() => sb.control("/reset"));

const BLOCKED_IP = "203.0.113.5";
const OTHER_IP = "203.0.113.6";
const gamesQuery = { clientType: "3", platform: "html5-desktop", merchant: "AURORA", language: "EN" } as const;

const captchaCodeOf = (merchant: string, username: string) =>
  sb.sandbox.db
    .prepare("SELECT captcha_code FROM login_attempts WHERE merchant = ? AND username = ?")
    .pluck()
    .get(merchant, username) as string;

describe("maintenance", () => {
  it("closes every call but keys, status and permission", async () => {
    await sb.control("/merchants/AURORA/status", { status: 1 });
    const aurora = sb.platform({ merchant: "AURORA", clientIp: OTHER_IP });

    const login = await platformError(aurora.auth.login(MEMBER));
    expect([login.code, login.status]).toEqual(["MAINTENANCE", 503]);
    expect((await platformError(aurora.games.list(gamesQuery))).code).toBe("MAINTENANCE");
    expect(await aurora.system.status()).toEqual({ status: 1, ip: OTHER_IP });
    expect((await aurora.system.keys()).keys.length).toBeGreaterThan(0);
    expect((await aurora.system.permission()).maintenance).toBe(true);
    // Other merchants are not affected.
    expect((await sb.platform({ merchant: "LUMEN" }).auth.login(MEMBER)).username).toBe("demo_member");

    await sb.control("/merchants/AURORA/status", { status: 0 });
    expect((await aurora.auth.login(MEMBER)).username).toBe("demo_member");
  });

  it("tells the expected end while in maintenance, when one was announced", async () => {
    const aurora = sb.platform({ merchant: "AURORA", clientIp: OTHER_IP });
    await sb.control("/merchants/AURORA/status", { status: 1, until: "2026-11-27T14:30:00+08:00" });
    expect(await aurora.system.status()).toEqual({ status: 1, ip: OTHER_IP, maintenanceEnd: "2026-11-27T06:30:00.000Z" });
    // Back to normal, the announcement goes with the maintenance.
    await sb.control("/merchants/AURORA/status", { status: 0 });
    expect(await aurora.system.status()).toEqual({ status: 0, ip: OTHER_IP });
    await sb.control("/merchants/AURORA/status", { status: 1 });
    expect(await aurora.system.status()).toEqual({ status: 1, ip: OTHER_IP });
    await sb.control("/merchants/AURORA/status", { status: 0 });
  });
});

describe("region block", () => {
  it("blocks the listed IPs only, naming the caller's IP", async () => {
    await sb.control("/merchants/AURORA/region-block", { enabled: true, ips: [BLOCKED_IP] });
    const blocked = sb.platform({ merchant: "AURORA", clientIp: BLOCKED_IP });

    const error = await platformError(blocked.auth.login(MEMBER));
    expect([error.code, error.status, error.details]).toEqual(["REGION_BLOCKED", 403, { ip: BLOCKED_IP }]);
    expect(await blocked.system.status()).toEqual({ status: 2, ip: BLOCKED_IP });
    expect((await blocked.system.permission()).regionRestriction).toBe(true);

    const allowed = sb.platform({ merchant: "AURORA", clientIp: OTHER_IP });
    expect(await allowed.system.status()).toEqual({ status: 0, ip: OTHER_IP });
    expect((await allowed.auth.login(MEMBER)).username).toBe("demo_member");
  });

  it("blocks everyone when the list is empty, until switched off", async () => {
    await sb.control("/merchants/TALA/region-block", { enabled: true });
    const tala = sb.platform({ merchant: "TALA", clientIp: OTHER_IP });
    expect((await platformError(tala.auth.login(MEMBER))).details).toEqual({ ip: OTHER_IP });

    await sb.control("/merchants/TALA/region-block", { enabled: false });
    expect((await tala.auth.login(MEMBER)).username).toBe("demo_member");
  });

  it("reports maintenance before the block", async () => {
    await sb.control("/merchants/AURORA/region-block", { enabled: true });
    await sb.control("/merchants/AURORA/status", { status: 1 });
    expect((await sb.platform({ merchant: "AURORA" }).system.status()).status).toBe(1);
  });
});

describe("forced captcha", () => {
  it("demands a captcha on every login, the first one included", async () => {
    await sb.control("/merchants/LUMEN/force-captcha", { enabled: true });
    const lumen = sb.platform({ merchant: "LUMEN" });

    const missing = await platformError(lumen.auth.login(MEMBER));
    expect([missing.code, missing.details]).toEqual(["CAPTCHA_REQUIRED", { captchaRequired: true }]);

    await lumen.auth.captcha({ username: MEMBER.username });
    const wrong = await platformError(
      lumen.auth.login({ username: MEMBER.username, password: "wrong", captcha: captchaCodeOf("LUMEN", MEMBER.username) }),
    );
    expect([wrong.code, wrong.details]).toEqual(["INVALID_CREDENTIALS", { captchaRequired: true }]);

    await lumen.auth.captcha({ username: MEMBER.username });
    const captcha = captchaCodeOf("LUMEN", MEMBER.username);
    expect((await lumen.auth.login({ ...MEMBER, captcha })).username).toBe("demo_member");
  });
});

describe("tripped rate limit", () => {
  it("locks a username for 300 s, counting down with the clock", async () => {
    expect(await sb.control("/merchants/AURORA/lock-username", { username: MEMBER.username })).toEqual({
      retryAfterSeconds: 300,
    });
    const aurora = sb.platform({ merchant: "AURORA" });
    const locked = await platformError(aurora.auth.login(MEMBER));
    expect([locked.code, locked.status, locked.details]).toEqual(["TOO_MANY_ATTEMPTS", 429, { retryAfterSeconds: 300 }]);

    await sb.control("/clock/advance", { ms: 60_000 });
    expect((await platformError(aurora.auth.login(MEMBER))).details).toEqual({ retryAfterSeconds: 240 });
    expect((await aurora.auth.login({ username: "demo_newbie", password: MEMBER.password })).username).toBe("demo_newbie");

    await sb.control("/clock/advance", { ms: 240_000 });
    expect((await platformError(aurora.auth.login(MEMBER))).code).toBe("CAPTCHA_REQUIRED");
  });
});

describe("faults", () => {
  it("delay one call by the set latency", async () => {
    await sb.control("/faults", { call: "system.countries", latencyMs: 800 });
    const aurora = sb.platform({ merchant: "AURORA" });

    const started = performance.now();
    // Sent together: the call without a fault answers first, the delayed one no sooner than its latency.
    const answered: string[] = [];
    await Promise.all([
      aurora.system.countries().then(() => answered.push("countries")),
      aurora.system.status().then(() => answered.push("status")),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
    expect(answered).toEqual(["status", "countries"]);

    const impatient = sb.platform({ merchant: "AURORA" }, { timeoutMs: 200 });
    expect((await platformError(impatient.system.countries())).code).toBe("TIMEOUT");
  });

  it("fail a call at failure rate 1 with INTERNAL_ERROR (500) until cleared", async () => {
    await sb.control("/faults", { call: "games.list", failureRate: 1 });
    const error = await platformError(sb.platform({ merchant: "AURORA" }).games.list(gamesQuery));
    expect([error.code, error.status]).toEqual(["INTERNAL_ERROR", 500]);
    const withRetries = sb.platform({ merchant: "AURORA" }, { retries: 2 });
    expect((await platformError(withRetries.games.list(gamesQuery))).code).toBe("INTERNAL_ERROR");

    await sb.control("/faults/clear");
    expect((await sb.platform({ merchant: "AURORA" }).games.list(gamesQuery)).games.length).toBeGreaterThan(0);
  });

  it("fail a call with a chosen platform code, at that code's HTTP status", async () => {
    await sb.control("/faults", { call: "games.list", failureRate: 1, errorCode: "NOT_IN_TEAM" });
    const error = await platformError(sb.platform({ merchant: "AURORA" }).games.list(gamesQuery));
    expect([error.code, error.status]).toEqual(["NOT_IN_TEAM", 403]);
    await sb.control("/faults/clear");
  });
});

describe("the control surface itself", () => {
  it("validates its input", async () => {
    const bad = [
      ["/faults", { call: "games.nothing", failureRate: 1 }, "INVALID_REQUEST", 400],
      ["/faults", { call: "games.list", failureRate: 2 }, "INVALID_REQUEST", 400],
      ["/faults", { call: "games.list", failureRate: 1, errorCode: "NOPE" }, "INVALID_REQUEST", 400],
      ["/faults", { call: "games.list", failureRate: 1, errorCode: "OK" }, "INVALID_REQUEST", 400],
      ["/merchants/AURORA/status", { status: 2 }, "INVALID_REQUEST", 400],
      ["/merchants/AURORA/region-block", { enabled: true, ips: ["not-an-ip"] }, "INVALID_REQUEST", 400],
      ["/merchants/NOPE/status", { status: 1 }, "UNKNOWN_MERCHANT", 404],
      ["/merchants/NOPE/lock-username", { username: "x" }, "UNKNOWN_MERCHANT", 404],
      ["/merchants/NOPE/sms/last", { mobile: "639171234567" }, "UNKNOWN_MERCHANT", 404],
      ["/merchants/AURORA/sms/last", { mobile: "+63 9171234567" }, "INVALID_REQUEST", 400],
      ["/clock/advance", { ms: -5 }, "INVALID_REQUEST", 400],
    ] as const;
    for (const [path, body, code, status] of bad) {
      const response = await sb.raw("POST", `/__control${path}`, { body });
      expect([path, response.envelope.code, response.status]).toEqual([path, code, status]);
    }
  });

  it("resets the data to the seed and clears the faults", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    await sb.platform({ merchant: "AURORA", token }).member.setLanguage({ language: "TY" });
    await sb.control("/merchants/AURORA/force-captcha", { enabled: true });
    await sb.control("/faults", { call: "system.countries", failureRate: 1 });

    await sb.control("/reset");

    const language = sb.sandbox.db
      .prepare("SELECT language FROM accounts WHERE merchant = 'AURORA' AND username = 'demo_member'")
      .pluck()
      .get();
    expect(language).toBe("EN");
    expect((await platformError(sb.platform({ merchant: "AURORA", token }).member.info())).code).toBe("UNAUTHORIZED");
    expect((await sb.platform({ merchant: "AURORA" }).auth.login(MEMBER)).username).toBe("demo_member");
    expect((await sb.platform({ merchant: "AURORA" }).system.countries()).list.length).toBeGreaterThan(0);
  });

  it("is absent unless switched on, with no token", async () => {
    const closed = await createSandbox({ image: seededImage(), port: 0, control: false, logger: silentLogger() });
    try {
      expect(closed.controlToken).toBeUndefined();
      const response = await fetch(`${closed.url}/__control/reset`, { method: "POST", body: "{}" });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    } finally {
      await closed.close();
    }
  });

  it("is never mounted by default in production, SANDBOX_CONTROL=1 or not", async () => {
    expect(controlByDefault({ SANDBOX_CONTROL: "1", NODE_ENV: "production" })).toBe(false);
    expect(controlByDefault({ SANDBOX_CONTROL: "1", NODE_ENV: "development" })).toBe(true);
    expect(controlByDefault({ SANDBOX_CONTROL: "1" })).toBe(true);
    expect(controlByDefault({ NODE_ENV: "development" })).toBe(false);

    vi.stubEnv("SANDBOX_CONTROL", "1");
    vi.stubEnv("NODE_ENV", "production");
    try {
      const production = await createSandbox({ image: seededImage(), port: 0, logger: silentLogger() });
      try {
        expect(production.controlToken).toBeUndefined();
        const response = await post(production.url, "/faults/clear", { token: "anything" });
        expect(response.status).toBe(404);
      } finally {
        await production.close();
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** A POST to the control surface with exactly the headers given (none unless asked). */
function post(baseUrl: string, path: string, options: { token?: string; contentType?: string; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers["x-control-token"] = options.token;
  if (options.contentType !== undefined) headers["content-type"] = options.contentType;
  return fetch(`${baseUrl}/__control${path}`, { method: "POST", headers, body: options.body ?? "{}" });
}

describe("the control surface's guard", () => {
  const token = sb.sandbox.controlToken ?? "";
  const JSON_TYPE = "application/json";

  /** Sets a fault on games.list that a clear would remove; the test then shows it was not removed. */
  const failGamesList = () => sb.control("/faults", { call: "games.list", failureRate: 1 });
  const expectGamesListStillFails = async () =>
    expect((await platformError(sb.platform({ merchant: "AURORA" }).games.list(gamesQuery))).code).toBe("INTERNAL_ERROR");

  it("makes a token per process: 32 random bytes, base64url", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await createSandbox({ image: seededImage(), port: 0, control: true, logger: silentLogger() });
    try {
      expect(other.controlToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.controlToken).not.toBe(token);
    } finally {
      await other.close();
    }
  });

  it("refuses a text/plain POST (a cross-site simple request) with 415, changing nothing", async () => {
    await failGamesList();
    const refused = [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
      "application/jsonp",
    ];
    for (const contentType of refused) {
      const response = await post(sb.url, "/faults/clear", { token, contentType });
      expect([contentType, response.status]).toEqual([contentType, 415]);
      expect(await response.json()).toMatchObject({ success: false, code: "INVALID_REQUEST" });
    }
    await expectGamesListStillFails();
  });

  it("requires the JSON content type even when the body is empty", async () => {
    await failGamesList();
    const response = await post(sb.url, "/faults/clear", { token, body: "" });
    expect(response.status).toBe(415);
    await expectGamesListStillFails();
  });

  it("refuses a call without the token, or with a wrong one, with 403", async () => {
    await failGamesList();
    const sameLength = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const wrong = [undefined, "", "x", token.slice(0, -1), `${token}x`, sameLength];
    for (const candidate of wrong) {
      for (const contentType of [JSON_TYPE, "text/plain"]) {
        const response = await post(sb.url, "/faults/clear", { token: candidate, contentType });
        expect([candidate, contentType, response.status]).toEqual([candidate, contentType, 403]);
        expect(await response.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
      }
    }
    // Another sandbox's token is as wrong as any.
    const other = await createSandbox({ image: seededImage(), port: 0, control: true, logger: silentLogger() });
    try {
      const response = await post(sb.url, "/faults/clear", { token: other.controlToken, contentType: JSON_TYPE });
      expect(response.status).toBe(403);
    } finally {
      await other.close();
    }
    // A preflight gets no CORS grant: a browser would not send the real request.
    const preflight = await fetch(`${sb.url}/__control/faults/clear`, {
      method: "OPTIONS",
      headers: {
        origin: "http://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "x-control-token, content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    await expectGamesListStillFails();
  });

  it("serves a call with the token and JSON, a charset parameter allowed", async () => {
    await failGamesList();
    const response = await post(sb.url, "/faults/clear", { token, contentType: "application/json; charset=UTF-8" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, code: "OK", message: "Success", value: {} });
    expect((await sb.platform({ merchant: "AURORA" }).games.list(gamesQuery)).games.length).toBeGreaterThan(0);

    const empty = await post(sb.url, "/reset", { token, contentType: JSON_TYPE, body: "" });
    expect(empty.status).toBe(200);
  });
});
