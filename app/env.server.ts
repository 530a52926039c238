import { isIP } from "node:net";
import { z } from "zod";

/**
 * The portal's settings from the environment, read and checked in one place. A bad or
 * missing value stops the start with one line per problem, naming the variable and what
 * it expects, rather than the portal running on a value it quietly replaced.
 *
 * Two kinds of variable are read here. The portal's own (below, in the table of the
 * README's Configuration section) are checked when the process starts. A brand's secrets
 * (its service key, its social sign-in client) live in variables the brand's config names,
 * so they are read by name when they are used (`brandSecret`): brands come and go while
 * the portal runs, and the embedded sandbox sets them once it has started
 * (`setBrandSecret`).
 */

/** A session secret's least length: the cookies' key is derived from it. */
export const MIN_SECRET_LENGTH = 32;

const port = z
  .string()
  .regex(/^\d{1,5}$/, "a port, a whole number from 0 to 65535")
  .transform(Number)
  .refine((value) => value <= 65_535, "a port, a whole number from 0 to 65535");

const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, `a whole number of at least ${min}`)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value >= min, `a whole number of at least ${min}`);

const flag = z.enum(["0", "1"], { message: '"1" (on) or "0" (off)' }).transform((value) => value === "1");

const httpUrl = z
  .string()
  .url("an http(s) URL such as https://platform.example")
  .refine((value) => /^https?:$/.test(new URL(value).protocol), "an http(s) URL such as https://platform.example");

const redisUrl = z
  .string()
  .url("a Redis URL such as redis://redis.internal:6379/0")
  .refine((value) => /^rediss?:$/.test(new URL(value).protocol), "a Redis URL such as redis://redis.internal:6379/0");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
/** An address or subnet (`10.0.0.0/8`) as Express's "trust proxy" takes it. */
const proxyAddress = (value: string) => {
  const [address = "", prefix, ...rest] = value.split("/");
  return PROXY_NAMES.has(value) || (isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
};
const TRUST_PROXY_EXPECTS = '"true", a number of proxies in front, or a comma-separated list of their addresses, subnets or "loopback"';
/**
 * Which proxies in front are trusted for the client's address, protocol and host: all
 * ("true"), the nearest n, or those at the addresses given. Express reads a bare string as
 * addresses ("1" would be the address 0.0.0.1), so the number is made a number here.
 */
const trustProxy = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) => value === "true" || /^\d+$/.test(value) || value.split(",").every((part) => proxyAddress(part.trim())),
    TRUST_PROXY_EXPECTS,
  )
  .transform((value): true | number | string => (value === "true" ? true : /^\d+$/.test(value) ? Number(value) : value));

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const LOG_FORMATS = ["pretty", "json"] as const;

const envSchema = z
  .object({
    /** "production" in `npm start`, "development" in `npm run dev`, "test" under vitest. */
    NODE_ENV: z.enum(["development", "production", "test"], { message: '"development", "production" or "test"' }).optional(),
    /** The operator's platform; unset, the portal starts the sandbox in its own process. */
    PLATFORM_URL: httpUrl.optional(),
    SESSION_SECRET: z.string().min(MIN_SECRET_LENGTH, `a secret of at least ${MIN_SECRET_LENGTH} characters`).optional(),
    PORT: port.default("3000"),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    /** Unset: one per core in production, one in development (server/cluster.ts). */
    WEB_CONCURRENCY: wholeNumber(1).optional(),
    /**
     * Each cluster worker's V8 old-space limit in MiB (`--max-old-space-size`); 0: V8's own, which
     * grows with the machine's memory (docs/decisions/scaling.md says why 512).
     */
    WORKER_HEAP_MIB: wholeNumber(0).default("512"),
    REDIS_URL: redisUrl.optional(),
    /** Prometheus metrics on their own port (server/metrics.ts); unset: none served. */
    METRICS_PORT: port.optional(),
    /** Where METRICS_PORT listens: loopback unless the scraper is on another host. */
    METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
    SANDBOX_PORT: port.default("4100"),
    SANDBOX_CONTROL: flag.default("0"),
    TRUST_PROXY: trustProxy.optional(),
    PORTAL_UPSTREAM_BUDGET_MS: wholeNumber(1).default("4000"),
    PORTAL_CRITICAL_BUDGET_MS: wholeNumber(1).default("1300"),
    /** Load shedding (server/load-shedding.ts): answer "busy" while the event loop runs this late (ms); 0: never. */
    PORTAL_SHED_LOOP_DELAY_MS: wholeNumber(0).default("1000"),
    /** And past this many requests in flight in one worker; 0: never. */
    PORTAL_SHED_MAX_IN_FLIGHT: wholeNumber(0).default("200"),
    /** 0: a visitor's home is never reused. */
    PORTAL_PAGE_CACHE_MS: wholeNumber(0).default("5000"),
    BRANDS_WATCH: flag.default("1"),
    /** The operator console's host name (server/console-host.ts): it answers there and only there. */
    CONSOLE_HOST: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, "a host name such as ops.example.com")
      .default("ops.localhost"),
    /** The console's store (staff, their sessions, the audit log, versions): a database file; default .data/console.sqlite. */
    CONSOLE_DB: z.string().trim().min(1).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    /** "pretty": a readable line per entry; "json": one JSON object per line, for a log store. Unset: pretty in development, else json. */
    LOG_FORMAT: z.enum(LOG_FORMATS, { message: `one of ${LOG_FORMATS.join(", ")}` }).optional(),
    /**
     * A log line per request and per platform call at LOG_LEVEL info ("1"), or at debug ("0").
     * Unset: on in production when the output is not a terminal (a log store gets them), off
     * in development and in a terminal, where they would scroll the brands' addresses away.
     */
    LOG_REQUESTS: flag.optional(),
    /** `?lng=XX` shows the pseudo-language (every text bracketed, accented, 40 % longer), for QA. Unset: on in development only. */
    PORTAL_PSEUDO_LANGUAGE: flag.optional(),
    /** `GET /bench/hello`, the baseline of `npm run bench`. */
    PORTAL_BENCH_ROUTES: flag.default("0"),
  })
  .superRefine((env, ctx) => {
    // A development secret kept in .data/ would give each host its own: sessions would open on one host only.
    if (env.NODE_ENV === "production" && env.PLATFORM_URL !== undefined && env.SESSION_SECRET === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: `a secret of at least ${MIN_SECRET_LENGTH} characters when serving a real platform (PLATFORM_URL) in production`,
      });
    }
  });

export type Env = z.output<typeof envSchema>;
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** The settings were refused: `problems` has one line per variable, naming it and what it expects. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "EnvError";
  }
}

/** The portal's settings from `source` (default: this process's environment), or an EnvError listing every bad one. */
export function readEnv(source: EnvSource = process.env): Env {
  const names = Object.keys(envSchema.innerType().shape) as Array<keyof Env>;
  // An empty variable is an unset one: `PORT=` falls back to the default as no `PORT` does.
  const picked = Object.fromEntries(names.map((name) => [name, source[name] === "" ? undefined : source[name]]));
  const parsed = envSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = source[name];
    // Secrets are never repeated back, even into the terminal.
    const got =
      value === undefined || value === ""
        ? "it is not set"
        : name === "SESSION_SECRET"
          ? "it is too short"
          : `got ${JSON.stringify(value)}`;
    return `${name}: expected ${issue.message} (${got})`;
  });
  throw new EnvError(problems);
}

let current: Env | undefined;

/**
 * This process's settings, read the first time they are asked for. The server reads them
 * first thing (`server.ts`), so a bad value has stopped the start before anything uses them.
 */
export function env(): Env {
  return (current ??= readEnv());
}

/** The value of a variable a brand's config names (`secrets`, `signInProviders`), read when it is used. */
export function brandSecret(name: string): string | undefined {
  const value = process.env[name];
  return value === "" ? undefined : value;
}

/** Sets a brand's variable in this process (and the workers it forks): the embedded sandbox's keys and test client. */
export function setBrandSecret(name: string, value: string): void {
  process.env[name] = value;
}
