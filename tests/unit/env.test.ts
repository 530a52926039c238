import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, readEnv, type EnvSource } from "~/env.server";
import { SERVER_BUNDLE } from "../../scripts/build/server-bundle";
import { reportMissingSettings } from "../../server/feature-settings";
import { logFormat, requestLogLevel } from "../../server/logger";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The lines readEnv refused `source` with (it must refuse it). */
function problemsOf(source: EnvSource): string[] {
  try {
    readEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error(`readEnv took ${JSON.stringify(source)}`);
}

describe("readEnv", () => {
  it("applies the defaults when nothing is set, and takes an empty variable as unset", () => {
    const defaults = {
      PORT: 3000,
      HOST: "127.0.0.1",
      SANDBOX_PORT: 4100,
      SANDBOX_CONTROL: false,
      PORTAL_UPSTREAM_BUDGET_MS: 4000,
      PORTAL_CRITICAL_BUDGET_MS: 1300,
      PORTAL_PAGE_CACHE_MS: 5000,
      BRANDS_WATCH: true,
      CONSOLE_HOST: "ops.localhost",
      CONSOLE_DB: undefined,
      LOG_LEVEL: "info",
      PORTAL_BENCH_ROUTES: false,
      PLATFORM_URL: undefined,
      SESSION_SECRET: undefined,
      WEB_CONCURRENCY: undefined,
      WORKER_HEAP_MIB: 512,
      REDIS_URL: undefined,
      TRUST_PROXY: undefined,
    };
    expect(readEnv({})).toMatchObject(defaults);
    expect(readEnv({ PORT: "", LOG_LEVEL: "", PLATFORM_URL: "" })).toMatchObject(defaults);
  });

  it("reads the values set", () => {
    expect(
      readEnv({
        PORT: "8080",
        WEB_CONCURRENCY: "4",
        WORKER_HEAP_MIB: "0",
        REDIS_URL: "redis://redis.internal:6379/0",
        SANDBOX_CONTROL: "1",
        BRANDS_WATCH: "0",
        CONSOLE_HOST: "Ops.Example.com",
        PORTAL_PAGE_CACHE_MS: "0",
        LOG_LEVEL: "warn",
      }),
    ).toMatchObject({
      PORT: 8080,
      WEB_CONCURRENCY: 4,
      WORKER_HEAP_MIB: 0,
      REDIS_URL: "redis://redis.internal:6379/0",
      SANDBOX_CONTROL: true,
      BRANDS_WATCH: false,
      CONSOLE_HOST: "ops.example.com",
      PORTAL_PAGE_CACHE_MS: 0,
      LOG_LEVEL: "warn",
    });
  });

  it.each(["abc", "70000", "-1", "80.5"])("stops on PORT=%j, naming the variable and what it expects", (value) => {
    expect(problemsOf({ PORT: value })).toEqual([`PORT: expected a port, a whole number from 0 to 65535 (got ${JSON.stringify(value)})`]);
  });

  it("gives one line per bad variable", () => {
    const problems = problemsOf({
      PORT: "abc",
      WEB_CONCURRENCY: "0",
      LOG_LEVEL: "loud",
      REDIS_URL: "http://redis",
      SANDBOX_CONTROL: "yes",
      WORKER_HEAP_MIB: "512M",
    });
    expect(problems.map((line) => line.split(":")[0]).sort()).toEqual([
      "LOG_LEVEL",
      "PORT",
      "REDIS_URL",
      "SANDBOX_CONTROL",
      "WEB_CONCURRENCY",
      "WORKER_HEAP_MIB",
    ]);
  });

  it("stops without SESSION_SECRET in production with a real platform, and never repeats a secret", () => {
    const production = { NODE_ENV: "production", PLATFORM_URL: "https://platform.example" };
    const [missing, ...others] = problemsOf(production);
    expect(others).toEqual([]);
    expect(missing).toMatch(/^SESSION_SECRET: expected a secret of at least 32 characters when serving a real platform/);
    expect(readEnv({ ...production, SESSION_SECRET: "s".repeat(32) }).SESSION_SECRET).toBe("s".repeat(32));
    // The embedded sandbox, or development: the secret kept in .data/ serves.
    expect(readEnv({ NODE_ENV: "production" }).SESSION_SECRET).toBeUndefined();
    expect(readEnv({ NODE_ENV: "development", PLATFORM_URL: "https://platform.example" }).SESSION_SECRET).toBeUndefined();
    expect(problemsOf({ SESSION_SECRET: "short-secret-value" })).toEqual([
      "SESSION_SECRET: expected a secret of at least 32 characters (it is too short)",
    ]);
  });

  it("reads TRUST_PROXY as Express takes it: all, a number of proxies, or their addresses", () => {
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8, ::1");
    expect(problemsOf({ TRUST_PROXY: "yes" })[0]).toMatch(/^TRUST_PROXY: expected "true", a number of proxies/);
  });

  it("stops the server's start with the variable's name, before anything is served", () => {
    // The compiled server, as `npm start` runs it (global-setup.ts builds it).
    const result = spawnSync(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: "70000", PLATFORM_URL: "https://platform.example", SESSION_SECRET: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Settings are invalid:");
    expect(result.stderr).toContain('PORT: expected a port, a whole number from 0 to 65535 (got "70000")');
    expect(result.stderr).toContain("SESSION_SECRET: expected a secret of at least 32 characters when serving a real platform");
  });
});

describe("reportMissingSettings", () => {
  const names = { issuer: "ENV_TEST_GOOGLE_ISSUER", clientId: "ENV_TEST_GOOGLE_CLIENT_ID", clientSecret: "ENV_TEST_GOOGLE_CLIENT_SECRET" };
  afterEach(() => {
    for (const name of [...Object.values(names), "ENV_TEST_SERVICE_KEY"]) delete process.env[name];
  });

  it("says once that a brand's social provider is not offered, naming the variables that are missing", () => {
    process.env[names.issuer] = "https://accounts.example";
    process.env[names.clientId] = "client";
    const lines: Array<{ fields: object; message: string }> = [];
    const logger = { warn: (fields: object, message: string) => lines.push({ fields, message }) };
    const brand = { id: "aurora", secrets: {}, signInProviders: { google: names } };

    reportMissingSettings([brand], logger as never);
    expect(lines).toEqual([
      {
        fields: { brand: "aurora", feature: "social sign-in", provider: "google", variables: [names.clientSecret] },
        message: `social sign-in with google is not offered: ${names.clientSecret} not set or not usable`,
      },
    ]);

    lines.length = 0;
    process.env[names.clientSecret] = "secret";
    reportMissingSettings([brand], logger as never);
    expect(lines).toEqual([]);
  });

  it("says that customer service is hidden when the service key named is missing or not a key", () => {
    const lines: string[] = [];
    const logger = { warn: (_fields: object, message: string) => lines.push(message) };
    const brand = { id: "lumen", secrets: { serviceKey: "ENV_TEST_SERVICE_KEY" }, signInProviders: {} };
    reportMissingSettings([brand], logger as never);
    process.env.ENV_TEST_SERVICE_KEY = "not-a-key";
    reportMissingSettings([brand], logger as never);
    process.env.ENV_TEST_SERVICE_KEY = "0".repeat(64);
    reportMissingSettings([brand], logger as never);
    expect(lines).toEqual([
      "customer-service entries are not shown: ENV_TEST_SERVICE_KEY not set or not usable",
      "customer-service entries are not shown: ENV_TEST_SERVICE_KEY not set or not usable",
    ]);
  });
});

describe("LOG_REQUESTS", () => {
  it("keeps the per-request lines quiet in development and in a terminal unless asked, and on for a production log store", () => {
    const unset = readEnv({});
    expect(requestLogLevel(unset, "development", false)).toBe("debug");
    expect(requestLogLevel(unset, "production", true)).toBe("debug");
    expect(requestLogLevel(unset, "production", false)).toBe("info");
    expect(requestLogLevel(readEnv({ LOG_REQUESTS: "1" }), "development", true)).toBe("info");
    expect(requestLogLevel(readEnv({ LOG_REQUESTS: "0" }), "production", false)).toBe("debug");
    expect(problemsOf({ LOG_REQUESTS: "yes" })).toEqual(['LOG_REQUESTS: expected "1" (on) or "0" (off) (got "yes")']);
  });
});

describe("LOG_FORMAT", () => {
  it("reads as lines in development and as JSON elsewhere unless asked", () => {
    expect(logFormat(readEnv({ NODE_ENV: "development" }))).toBe("pretty");
    expect(logFormat(readEnv({ NODE_ENV: "production" }))).toBe("json");
    expect(logFormat(readEnv({ NODE_ENV: "test" }))).toBe("json");
    expect(logFormat(readEnv({ NODE_ENV: "production", LOG_FORMAT: "pretty" }))).toBe("pretty");
    expect(logFormat(readEnv({ NODE_ENV: "development", LOG_FORMAT: "json" }))).toBe("json");
    expect(problemsOf({ LOG_FORMAT: "xml" })).toEqual(['LOG_FORMAT: expected one of pretty, json (got "xml")']);
  });
});
