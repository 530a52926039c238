/**
 * The sandbox's test-control surface, mounted only when the sandbox is started with
 * control on (SANDBOX_CONTROL=1: `npm run dev`, or `npm start` with its embedded sandbox,
 * which warns loudly; `npm run sandbox` outside NODE_ENV=production; or `control: true`
 * from a test harness); otherwise every path below answers 404.
 *
 * Every request under /__control must, checked in this order:
 * - come from a loopback address (127.0.0.0/8, ::1), else 403 UNAUTHORIZED;
 * - carry `X-Control-Token: <token>`, the random token the sandbox made at start (`Sandbox.controlToken`;
 *   `npm run sandbox` and `npm run dev` print it), else 403 UNAUTHORIZED;
 * - carry `Content-Type: application/json` (a `charset=utf-8` parameter is allowed), else
 *   415 INVALID_REQUEST, even with an empty body.
 * So a page in a browser cannot drive it: a cross-site form or `text/plain` fetch is refused,
 * and the custom header cannot be sent cross-site without a preflight the sandbox never grants.
 * Each call is logged (path, status, ms, X-Request-Id), never its token or body.
 *
 * Every endpoint is a POST with a JSON body (may be empty when it takes none) and
 * answers the platform envelope; bad input is 400 INVALID_REQUEST, an unknown
 * merchant 404 UNKNOWN_MERCHANT.
 *
 * POST /__control/merchants/:code/status         {"status": 0 | 1, "until"?: ISO 8601 date-time}
 *      0 normal, 1 maintenance: every call but system.keys/status/permission answers MAINTENANCE.
 *      `until`: when the maintenance is expected to end (system.status tells it); cleared when absent.
 * POST /__control/merchants/:code/region-block   {"enabled": boolean, "ips"?: string[]}
 *      Blocks the listed caller IPs (X-Client-IP), or everyone when the list is empty or absent.
 * POST /__control/caller-country               {"ip": string, "country": "SG"}
 *      Places callers from that IP (X-Client-IP) in that country (system.location and
 *      system.permission's location); a caller not placed is in the Philippines (PH).
 * POST /__control/merchants/:code/force-captcha  {"enabled": boolean}
 *      Every login of the merchant must then carry a valid captcha.
 * POST /__control/merchants/:code/lock-username  {"username": string}
 *      Locks the username as five failed logins would: TOO_MANY_ATTEMPTS for 300 s.
 * POST /__control/merchants/:code/sms/last       {"mobile": "639171234567", "purpose"?: "login" | "reset"}
 *      The last sign-in code (or, with purpose "reset", password-reset code) sent to that full
 *      number (dialling code and number, digits): {"code", "expiresAt"}, even once used;
 *      404 NOT_FOUND when none was (an unknown number gets none).
 * POST /__control/merchants/:code/email/last     {"to": "demo_member@aurora.example"}
 *      The last email the merchant sent to that address (the outbox): {"to", "subject", "body",
 *      "resetToken", "sentAt"}; 404 NOT_FOUND when none was.
 * POST /__control/merchants/:code/binding-code/last  {"username": "player031", "channel": "mobile" | "email"}
 *      The last code sent to bind a mobile number or an email to that account: {"code", "target", "expiresAt"};
 *      404 NOT_FOUND when none was.
 * POST /__control/merchants/:code/messages       {"username": "player031", "title": string, "content": string}
 *      Puts an unread message in that account's inbox (as the platform's notices do). Answers {"id"}.
 * POST /__control/merchants/:code/register-captcha/last  {}
 *      The answer of the newest registration captcha drawn for the merchant: {"captchaId", "code"};
 *      404 NOT_FOUND when none is waiting.
 * POST /__control/vendors/:code/maintenance    {"enabled": boolean}
 * POST /__control/games/:nodeId/maintenance    {"enabled": boolean}
 *      Puts a vendor (every merchant's) or one game under maintenance, or takes it out: launching
 *      then answers GAME_MAINTENANCE and games.detail says maintenance. An unknown code or id is 404 NOT_FOUND.
 * POST /__control/withdrawals/:reference/approve|reject|pay   {}
 *      The back office's decision on a withdrawal: approve or reject a PENDING one (a rejection refunds
 *      the held amount through the ledger), pay an APPROVED one (the player may then confirm receipt;
 *      after 30 minutes of sandbox time it counts as received). Answers the withdrawal; NOT_FOUND for
 *      an unknown reference, 409 WITHDRAWAL_NOT_CONFIRMABLE from another status.
 * POST /__control/deposits/:reference/complete|fail   {}
 *      Settles a PENDING deposit order as its payment page would (complete credits it through the
 *      ledger). Answers {"status"}; NOT_FOUND for an unknown reference.
 * POST /__control/merchants/:code/money       {"username": "player034"}
 *      The account's money: {"balanceCents" (main), "walletsCents" (main plus vendor wallets),
 *      "ledgerSumCents" (the sum of its ledger rows: equal to walletsCents), "latestWithdrawal"
 *      (reference or null)}; 404 NOT_FOUND for an unknown account.
 * POST /__control/merchants/:code/help    {"language": "EN", "sections": [{"anchor", "title", "content"}]}
 *      Replaces the merchant's help centre in that language (hostile content for the browser's XSS check).
 * POST /__control/faults    {"call": "games.list", "latencyMs"?: number, "failureRate"?: 0..1, "errorCode"?: "NOT_IN_TEAM"}
 *      Delays that call's answers and/or makes that share of them fail: with `errorCode` (any platform
 *      error code but OK, answered with its own HTTP status), else 500 INTERNAL_ERROR.
 * POST /__control/faults/clear        {}  Removes every fault.
 * POST /__control/reads/hold|release  {}  Holds the thread the heavy reads run on (record lists, agent
 *      reports: sandbox/db/reader.ts) before its next read, blocked as a long query blocks it, or lets
 *      it go on. Answers the reader's state, as reads/state does.
 * POST /__control/reads/state         {}  Answers {"offLoop", "held", "running"}: whether those reads run
 *      off the request loop (a database file; in memory they share the sandbox's connection), whether
 *      they are held, and how many have started and not finished.
 * POST /__control/keys/rotate         {}  Retires the current encryption key (still accepted for
 *      the grace period) and publishes a new one. Answers {"kid"}.
 * POST /__control/clock/advance       {"ms": number}  Moves the sandbox's time forward, then settles the agent
 *      contracts' periods that have ended by then (as contracts/settle). Answers {"now"}.
 * POST /__control/contracts/settle     {}  Settles every agent contract's due periods now (dividends, daily,
 *      hourly and real-time salary: sandbox/lib/contracts.ts). Answers {"settlements"}: the rows written.
 * POST /__control/merchants/:code/players/:username/events  {"kind", "amountCents"?, "balanceCents"?, "reference"?}
 *      Appends a live event to the player's feed, moving no money (sandbox/control-events.ts).
 * POST /__control/redeems/:reference/approve|reject, /__control/goods/:id/stock, /__control/merchants/:code/points
 *      The points mall's back office: decide a redeem, set a good's stock, grant and read points (sandbox/control-points.ts).
 * POST /__control/merchants/:code/applications/latest, /__control/applications/:id/approve|reject|issue,
 *      /__control/merchants/:code/red-envelopes
 *      The promotions back office: review activity applications, send red envelopes (sandbox/control-promotions.ts).
 * POST /__control/merchants/:code/players/:username/kyc, .../kyc/approve, .../kyc/reject {"reason"}
 *      The identity verification back office: read a player's latest verification, approve it or reject it with a reason (sandbox/control-kyc.ts).
 * POST /__control/national-register, /__control/national-register/:id/remove
 *      The national self-exclusion register's feed, standing for the regulator's: list a person by mobile number,
 *      e-mail and/or name with birthday, or take an entry off (sandbox/control-national-register.ts).
 * POST /__control/reset               {}  Wipes the data back to the seed (with the merchants defined
 *      in files when the sandbox started) and clears the faults. The encryption keys and the clock are kept.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import { z } from "zod";
import { listCalls } from "../app/platform/contract";
import { isErrorCode, type ErrorCode } from "../app/platform/errors";
import type { Db } from "./db/index";
import type { Reader } from "./db/reader";
import type { Clock } from "./lib/context";
import { setCallerCountry } from "./lib/caller-country";
import { elapsedMs, requestIdOf } from "./lib/call-log";
import type { KeyStore } from "./lib/crypto";
import type { Faults } from "./lib/faults";
import { LOCK_MS, lockUsername } from "./lib/login-attempts";
import { emailsTo } from "./lib/email";
import { accountByUsername } from "./lib/accounts";
import { settleDeposit } from "./lib/deposits";
import { ledgerSum } from "./lib/ledger";
import { settleDue } from "./lib/contracts";
import { decideWithdrawal, type BackOfficeAction } from "./lib/withdrawals";
import { lastLoginCode } from "./lib/login-codes";
import { lastBindingCode } from "./lib/binding-codes";
import { sendMessage } from "./lib/messages";
import { fail, succeed, withBody } from "./lib/respond";
import { MAX_BODY_BYTES } from "./dispatch";
import { getConnInfo } from "@hono/node-server/conninfo";
import { resetDatabase, type MerchantDefinition } from "./seed/index";
import { registerPlayerEventControl } from "./control-events";
import { registerPointsControl } from "./control-points";
import { registerPromotionsControl } from "./control-promotions";
import { registerKycControl } from "./control-kyc";
import { registerNationalRegisterControl } from "./control-national-register";

export interface ControlDeps {
  db: Db;
  clock: Clock;
  reader: Reader;
  keys: KeyStore;
  faults: Faults;
  /** Seeded again on reset, after the built-in merchants: those defined so far, new ones included. */
  definedMerchants: () => readonly MerchantDefinition[];
  /** What every request must carry in X-Control-Token. */
  token: string;
  /** Gets one line per control call. */
  logger: Logger;
}

const MAX_LOGGED_PATH_CHARS = 200;

const CALL_NAMES = listCalls().map(({ name }) => name);
const MAX_LATENCY_MS = 120_000;

const schemas = {
  status: z.object({ status: z.union([z.literal(0), z.literal(1)]), until: z.string().datetime({ offset: true }).optional() }).strict(),
  regionBlock: z.object({ enabled: z.boolean(), ips: z.array(z.string().ip()).max(100).default([]) }).strict(),
  toggle: z.object({ enabled: z.boolean() }).strict(),
  callerCountry: z.object({ ip: z.string().ip(), country: z.string().regex(/^[A-Z]{2}$/) }).strict(),
  username: z.object({ username: z.string().trim().min(1).max(64) }).strict(),
  mobile: z.object({ mobile: z.string().regex(/^\d{1,19}$/), purpose: z.enum(["login", "reset"]).default("login") }).strict(),
  email: z.object({ to: z.string().trim().min(3).max(254) }).strict(),
  bindingCode: z.object({ username: z.string().trim().min(1).max(64), channel: z.enum(["mobile", "email"]) }).strict(),
  message: z
    .object({ username: z.string().trim().min(1).max(64), title: z.string().min(1).max(200), content: z.string().max(5000) })
    .strict(),
  fault: z
    .object({
      call: z.string().refine((name) => CALL_NAMES.includes(name), "Not a contract call"),
      latencyMs: z.number().int().min(0).max(MAX_LATENCY_MS).optional(),
      failureRate: z.number().min(0).max(1).optional(),
      errorCode: z
        .string()
        .refine((code): code is ErrorCode => isErrorCode(code) && code !== "OK", "Not a platform error code")
        .optional(),
    })
    .strict(),
  empty: z.object({}).strict(),
  advance: z.object({ ms: z.number().int().positive() }).strict(),
  help: z
    .object({
      language: z.enum(["EN", "TY"]),
      sections: z
        .array(z.object({ anchor: z.string().min(1).max(64), title: z.string().max(2000), content: z.string().max(20_000) }).strict())
        .max(1000),
    })
    .strict(),
};

export function registerControlRoutes(app: Hono, deps: ControlDeps): void {
  const { db, clock, reader, keys, faults, definedMerchants, token, logger } = deps;
  const expectedToken = Buffer.from(token, "utf8");

  // First, so that refused requests are logged too.
  app.use("/__control/*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        control: new URL(c.req.url).pathname.slice(0, MAX_LOGGED_PATH_CHARS),
        status: c.res.status,
        ms: elapsedMs(started),
        requestId: requestIdOf(c),
      },
      "sandbox control call",
    );
  });
  app.use("/__control/*", async (c, next) => {
    // Driven from this machine only (a preview, a test run), even if the sandbox listens wider.
    if (!isLoopback(getConnInfo(c).remote.address)) return fail(c, "UNAUTHORIZED", null, 403);
    if (!tokenMatches(c.req.header("X-Control-Token"), expectedToken)) return fail(c, "UNAUTHORIZED", null, 403);
    if (!isJson(c.req.header("Content-Type"))) return fail(c, "INVALID_REQUEST", null, 415);
    await next();
  });
  app.use("/__control/*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, "INVALID_REQUEST") }));

  /** Updates the merchant row of `:code`; UNKNOWN_MERCHANT when there is none. */
  const updateMerchant = (c: Context, sql: string, ...params: unknown[]) => {
    const { changes } = db.prepare(`UPDATE merchants SET ${sql} WHERE code = ?`).run(...params, c.req.param("code"));
    return changes === 0 ? fail(c, "UNKNOWN_MERCHANT") : succeed(c, {});
  };
  const merchantExists = (code: string) => db.prepare("SELECT 1 FROM merchants WHERE code = ?").get(code) !== undefined;

  app.post("/__control/merchants/:code/status", (c) =>
    withBody(c, schemas.status, ({ status, until }) =>
      updateMerchant(c, "status = ?, maintenance_until = ?", status, status === 1 && until ? new Date(until).toISOString() : null),
    ),
  );

  app.post("/__control/merchants/:code/region-block", (c) =>
    withBody(c, schemas.regionBlock, ({ enabled, ips }) =>
      updateMerchant(c, "region_block = ?, region_block_ips = ?", enabled ? 1 : 0, JSON.stringify(ips)),
    ),
  );

  app.post("/__control/caller-country", (c) =>
    withBody(c, schemas.callerCountry, ({ ip, country }) => {
      setCallerCountry(db, ip, country);
      return succeed(c, { ip, country });
    }),
  );

  app.post("/__control/merchants/:code/force-captcha", (c) =>
    withBody(c, schemas.toggle, ({ enabled }) => updateMerchant(c, "force_captcha = ?", enabled ? 1 : 0)),
  );

  app.post("/__control/merchants/:code/lock-username", (c) =>
    withBody(c, schemas.username, ({ username }) => {
      const code = c.req.param("code");
      if (!merchantExists(code)) return fail(c, "UNKNOWN_MERCHANT");
      lockUsername(db, code, username, clock.now());
      return succeed(c, { retryAfterSeconds: LOCK_MS / 1000 });
    }),
  );

  app.post("/__control/merchants/:code/sms/last", (c) =>
    withBody(c, schemas.mobile, ({ mobile, purpose }) => {
      const code = c.req.param("code");
      if (!merchantExists(code)) return fail(c, "UNKNOWN_MERCHANT");
      const sent = lastLoginCode(db, code, mobile, purpose === "reset" ? "reset_codes" : "login_codes");
      if (!sent?.code) return fail(c, "NOT_FOUND");
      return succeed(c, { code: sent.code, expiresAt: sent.expiresAt.toISOString() });
    }),
  );

  app.post("/__control/merchants/:code/binding-code/last", (c) =>
    withBody(c, schemas.bindingCode, ({ username, channel }) => {
      const account = accountByUsername(db, c.req.param("code"), username);
      const sent = account ? lastBindingCode(db, account.id, channel) : undefined;
      return sent ? succeed(c, { code: sent.code, target: sent.target, expiresAt: sent.expiresAt.toISOString() }) : fail(c, "NOT_FOUND");
    }),
  );

  app.post("/__control/merchants/:code/messages", (c) =>
    withBody(c, schemas.message, ({ username, title, content }) => {
      const account = accountByUsername(db, c.req.param("code"), username);
      if (!account) return fail(c, "NOT_FOUND");
      return succeed(c, { id: sendMessage(db, account.id, { title, content }, clock.now()) });
    }),
  );

  app.post("/__control/merchants/:code/register-captcha/last", (c) =>
    withBody(c, z.object({}).passthrough(), () => {
      const code = c.req.param("code");
      if (!merchantExists(code)) return fail(c, "UNKNOWN_MERCHANT");
      const row = db.prepare("SELECT id, code FROM register_captchas WHERE merchant = ? ORDER BY rowid DESC LIMIT 1").get(code) as
        { id: string; code: string } | undefined;
      return row ? succeed(c, { captchaId: row.id, code: row.code }) : fail(c, "NOT_FOUND");
    }),
  );

  app.post("/__control/merchants/:code/email/last", (c) =>
    withBody(c, schemas.email, ({ to }) => {
      const code = c.req.param("code");
      if (!merchantExists(code)) return fail(c, "UNKNOWN_MERCHANT");
      const [last] = emailsTo(db, code, to, 1);
      return last ? succeed(c, last) : fail(c, "NOT_FOUND");
    }),
  );

  /** Sets `maintenance` on the row of `table` whose key is the path's `:id`; NOT_FOUND when there is none. */
  const setMaintenance = (c: Context, table: "vendors" | "games", key: "code" | "node_id", enabled: boolean) => {
    const { changes } = db.prepare(`UPDATE ${table} SET maintenance = ? WHERE ${key} = ?`).run(enabled ? 1 : 0, c.req.param("id"));
    return changes === 0 ? fail(c, "NOT_FOUND") : succeed(c, {});
  };

  app.post("/__control/vendors/:id/maintenance", (c) =>
    withBody(c, schemas.toggle, ({ enabled }) => setMaintenance(c, "vendors", "code", enabled)),
  );

  app.post("/__control/games/:id/maintenance", (c) =>
    withBody(c, schemas.toggle, ({ enabled }) => setMaintenance(c, "games", "node_id", enabled)),
  );

  app.post("/__control/withdrawals/:reference/:action{approve|reject|pay}", (c) =>
    withBody(c, schemas.empty, () =>
      succeed(c, decideWithdrawal(db, clock.now(), c.req.param("reference"), c.req.param("action") as BackOfficeAction)),
    ),
  );

  app.post("/__control/deposits/:reference/:action{complete|fail}", (c) =>
    withBody(c, schemas.empty, () => {
      const order = settleDeposit(db, clock.now(), c.req.param("reference"), c.req.param("action") === "complete");
      return order ? succeed(c, { status: order.status }) : fail(c, "NOT_FOUND");
    }),
  );

  app.post("/__control/merchants/:code/money", (c) =>
    withBody(c, schemas.username, ({ username }) => {
      const account = accountByUsername(db, c.req.param("code"), username);
      if (!account) return fail(c, "NOT_FOUND");
      const vendorCents = db
        .prepare("SELECT COALESCE(SUM(balance_cents), 0) FROM vendor_wallets WHERE account_id = ?")
        .pluck()
        .get(account.id) as number;
      const latestWithdrawal = db
        .prepare("SELECT reference FROM withdrawals WHERE account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
        .pluck()
        .get(account.id) as string | undefined;
      return succeed(c, {
        balanceCents: account.balance_cents,
        walletsCents: account.balance_cents + vendorCents,
        ledgerSumCents: ledgerSum(db, account.id),
        latestWithdrawal: latestWithdrawal ?? null,
      });
    }),
  );

  // Replaces the merchant's help in one language (browser tests put hostile content there); reset restores the seed.
  app.post("/__control/merchants/:code/help", (c) =>
    withBody(c, schemas.help, ({ language, sections }) => {
      const code = c.req.param("code");
      if (!merchantExists(code)) return fail(c, "UNKNOWN_MERCHANT");
      db.transaction(() => {
        db.prepare("DELETE FROM help_sections WHERE merchant = ? AND language = ?").run(code, language);
        const insert = db.prepare("INSERT INTO help_sections (merchant, language, anchor, title, content, sort) VALUES (?, ?, ?, ?, ?, ?)");
        sections.forEach((section, sort) => insert.run(code, language, section.anchor, section.title, section.content, sort));
      })();
      return succeed(c, {});
    }),
  );

  app.post("/__control/faults", (c) => withBody(c, schemas.fault, ({ call, ...fault }) => succeed(c, faults.set(call, fault))));

  app.post("/__control/faults/clear", (c) =>
    withBody(c, schemas.empty, () => {
      faults.clear();
      return succeed(c, {});
    }),
  );

  app.post("/__control/reads/:action{hold|release|state}", (c) =>
    withBody(c, schemas.empty, () => {
      const action = c.req.param("action");
      if (action === "hold") reader.hold();
      if (action === "release") reader.release();
      return succeed(c, reader.state());
    }),
  );

  app.post("/__control/keys/rotate", (c) => withBody(c, schemas.empty, async () => succeed(c, { kid: await keys.rotate() })));

  app.post("/__control/contracts/settle", (c) =>
    withBody(c, schemas.empty, () => succeed(c, { settlements: settleDue(db, null, clock.now()) })),
  );

  app.post("/__control/clock/advance", (c) =>
    withBody(c, schemas.advance, ({ ms }) => {
      clock.advance(ms);
      settleDue(db, null, clock.now());
      return succeed(c, { now: clock.now().toISOString() });
    }),
  );

  app.post("/__control/reset", (c) =>
    withBody(c, schemas.empty, () => {
      resetDatabase(db, clock.now(), definedMerchants());
      faults.clear();
      return succeed(c, {});
    }),
  );
  registerPlayerEventControl(app, { db, clock });
  registerPointsControl(app, { db, clock });
  registerPromotionsControl(app, { db, clock });
  registerKycControl(app, { db, clock });
  registerNationalRegisterControl(app, { db, clock });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopback(address: string | undefined): boolean {
  const ip = address?.replace(/^::ffff:/i, "") ?? "";
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Compares in constant time (for tokens of the expected length; the length itself is no secret). */
function tokenMatches(given: string | undefined, expected: Buffer): boolean {
  if (given === undefined) return false;
  const candidate = Buffer.from(given, "utf8");
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** `application/json`, with at most a `charset=utf-8` parameter (any case, quoted or not). */
function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [mediaType, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (mediaType !== "application/json") return false;
  return parameters.every((parameter) => parameter === "" || /^charset\s*=\s*(?:utf-8|"utf-8")$/.test(parameter));
}
