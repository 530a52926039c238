import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCodeSchema, smsLoginSchema, usernameLoginSchema } from "~/features/auth/schema.server";
import { linkSchema, verifySchema, verifySendSchema } from "~/features/signin-steps/schema.server";
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByMobileSchema,
  forgotSendCodeSchema,
  resetByTokenSchema,
} from "~/features/passwords/schema.server";
import { bodyPolicyFor, FORM_POLICY, type BodyPolicy } from "~/http/body-policy";
import { deleteOneSchema, listFormSchema } from "~/features/messages/schema";
import { bindEmailSchema, bindMobileSchema } from "~/features/security/binding-schema";
import { sendLinkSchema } from "~/features/email-verify/verify.server";
import { profileSchema } from "~/features/security/profile-schema";
import { brandZone } from "~/format/dates";
import {
  confirmSchema as authenticatorConfirmSchema,
  removeSchema as authenticatorRemoveSchema,
  startSchema as authenticatorStartSchema,
} from "~/features/authenticator/schema";
import { kycProfileSchema } from "~/features/kyc/kyc-schema";
import { KYC_DOCUMENTS } from "~/platform/contract/kyc";
import { addBankSchema, removeBankSchema } from "~/features/money/bank-accounts.server";
import { sessionsFormSchema } from "~/features/sessions/sessions.server";
import { confirmSchema } from "~/features/money/confirm.server";
import { depositSchema } from "~/features/money/deposit.server";
import { changeLimitSchema, limitOfferSchema, setLimitSchema } from "~/features/limits/limits.server";
import { parseForm } from "~/forms/reply.server";
import { readProofs } from "~/features/money/proofs.server";
import { readImages } from "~/features/money/images.server";
import { transferSchema } from "~/features/money/transfer.server";
import { uplineSchema } from "~/features/money/upline.server";
import { withdrawPasswordSchema } from "~/features/money/withdraw-password.server";
import { withdrawSchema } from "~/features/money/withdraw.server";
import { feedbackSchema } from "~/features/feedback/schema";
import { claimSchema } from "~/features/rebate/rebate.server";
import { referralClaimSchema } from "~/features/referral/referral.server";
import { confirmSchema as exclusionSchema } from "~/features/exclusion/exclusion.server";
import { comeBackSchema } from "~/features/exclusion/come-back.server";
import { missionClaimSchema } from "~/features/missions/missions.server";
import { redeemSchema } from "~/features/points-mall/goods.server";
import { convertSchema } from "~/features/points-mall/convert.server";
import { vipClaimSchema } from "~/features/vip/vip.server";
import { applySchema } from "~/features/promotions/promotions.server";
import { claimSchema as rewardClaimSchema } from "~/features/rewards/claim.server";
import { CONTRACT_PAGE } from "~/features/agent/contracts/kinds";
import { offerSchema, respondSchema } from "~/features/agent/contracts/offer-form.server";
import { popupRespondSchema } from "~/features/agent/contracts/popup.server";
import type { ContractKind } from "~/platform/contract/agent-contracts";
import { downlineTransferSchema } from "~/features/agent/team/downline.server";
import { playCheckSchema, realityCheckSchema } from "~/features/play-time/play-time.server";
import { statementSchema } from "~/features/play-time/statement.server";
import { DEFAULT_REALITY_CHECK } from "~/brand/schema";
import { signInAgent } from "../helpers/agent";
import { FEEDBACK_TYPES } from "~/platform/contract/feedback-types";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * Property-based fuzzing of every route that takes a non-GET request: each action
 * route, and the GET-only resource routes, posted to anyway. Each request is checked
 * against what docs/decisions/reading-requests.md promises:
 *
 * - never a 5xx;
 * - a content coding, or a missing or other Content-Type (multipart without a boundary
 *   included): 415; a body over 16 KiB (declared or streamed): 413; a form that does not
 *   parse: 400. All three answered by the gate, short and translated (JSON for `.data`
 *   or an Accept that asks for JSON first), with no platform call at all;
 * - a form that parses but fails the action's rules: 422, and no platform write; a
 *   `.data` post, or a resource route's, with no platform call at all (a document post
 *   to /login renders the page, whose loaders read with GETs);
 * - a GET-only resource route with a form that parses: 405;
 * - a valid form: whatever the action answers for it (2xx, 3xx, or a 4xx of its own, such
 *   as the platform refusing random credentials), never one of the gate's answers.
 *
 * Platform calls are counted by a reverse proxy in front of the sandbox. The portal
 * trusts X-Forwarded-For here (TRUST_PROXY), so each fuzzed request comes from its own
 * address and the platform client's X-Client-IP ties every call to the request that made it.
 *
 * Each route's run has a fixed seed (FUZZ_SEED, default below, plus the route's index);
 * on a failure fast-check prints the seed and path of the shrunk case: put both into that
 * route's `fc.assert` options to replay it. `npm test` sends a fixed-seed sample of
 * FUZZ_RUNS requests per route (default below); `npm run fuzz` sends 1,000 per route.
 * FUZZ_SUMMARY=1 prints the statuses and platform calls seen.
 */

/** Requests per route in `npm test`: every route and every kind of body, in a sample small enough for the suite. */
const SAMPLE_RUNS = 100;
const RUNS = Number(process.env.FUZZ_RUNS ?? SAMPLE_RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);
const LIMIT = FORM_POLICY.maxBytes;

// ---------------------------------------------------------------------------------------
// The counting proxy between the portal and the sandbox.

interface PlatformCall {
  method: string;
  path: string;
}

async function startCountingProxy(target: string) {
  const calls = new Map<string, PlatformCall[]>();
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const ip = String(req.headers["x-client-ip"] ?? "");
    const list = calls.get(ip) ?? [];
    list.push({ method: req.method ?? "", path: (req.url ?? "").split("?")[0] });
    calls.set(ip, list);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    agent.destroy();
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    callsFrom: (ip: string) => calls.get(ip) ?? [],
  };
}

const sb = await startTestSandbox();
const proxy = await startCountingProxy(sb.url);
const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = "loopback"; // read once, when the portal starts
const testPortal = await startTestPortal(proxy.url);
const { portal, request, sameOrigin } = testPortal;
if (trustProxy === undefined) delete process.env.TRUST_PROXY;
else process.env.TRUST_PROXY = trustProxy;

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => agent.destroy());

let addresses = 0;
/** A fresh client address (10.0.0.0/8) per request, so its platform calls are its own. */
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

// ---------------------------------------------------------------------------------------
// Routes, and what each takes.

type BrandId = "aurora" | "lumen" | "tala";
const BRANDS: readonly BrandId[] = ["aurora", "lumen", "tala"];
const DEFAULT_LANGUAGE: Record<BrandId, "EN" | "TY"> = { aurora: "EN", lumen: "EN", tala: "TY" };
/** The currency the money forms read amounts in: PHP for aurora and tala, USD for lumen, both of two minor digits, so one verdict fits every brand. */
const CURRENCY = "PHP";
/** The zone the profile's birthdays are counted in: the fuzzed ones are years from 18, so one verdict fits every brand's day. */
const BIRTHDAY_ZONE = brandZone("Asia/Manila");
/** The age they are checked against: years from 18 and from lumen's 21 too, so one verdict fits every brand's minimum. */
const BIRTHDAY_AGE = 18;

interface FilePart {
  filename: string;
  type: string;
  content: string;
}
type Field = [name: string, value: string | FilePart];

interface Route {
  path: string;
  /** A resource route: no page is rendered around its answer. */
  resource: boolean;
  /** No action: any form that reaches Remix is a 405. */
  getOnly: boolean;
  /** Fields the action accepts. */
  valid: fc.Arbitrary<Field[]>;
  /** The action's verdict on a parsed form (its schema, or its own check). */
  accepts(form: FormData): boolean | Promise<boolean>;
  /** Only for a signed-in account: signed out, any readable form is sent to sign in, with no platform call. */
  signInFirst?: true;
  /** Signed in as demo_agent1 rather than demo_member (the agent centre's routes). */
  asAgent?: true;
  /**
   * Ends the session it is sent with (sign-out, or a sign-in over it, which signs the old cookie
   * out everywhere): signed in, it gets sessions of its own, so the routes fuzzed after it still
   * send a live session (a page may send a dead one to sign in).
   */
  ownSession?: true;
  /**
   * Ends the account's other sessions, on the brands sharing its registration too: signed in, it is
   * a player of its own per brand, so no other route's session ends with them.
   */
  ownAccount?: true;
}

const redirectTo = fc.option(fc.constantFrom("/", "/member/securityCenter", "//evil.example", "https://evil.example", "/\\x"), {
  nil: undefined,
});
const optional = (name: string, value: fc.Arbitrary<string | undefined>) => value.map((v): Field[] => (v === undefined ? [] : [[name, v]]));
const fields = (...parts: fc.Arbitrary<Field[]>[]) => fc.tuple(...parts).map((lists) => lists.flat());
const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

const usernameLogin = fields(
  fc.constant<Field[]>([["type", "username"]]),
  fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/).map((u): Field[] => [["username", u]]),
  text(1, 30).map((p): Field[] => [["password", p]]),
  fc.option(text(1, 8), { nil: undefined }).map((c): Field[] =>
    c === undefined
      ? []
      : [
          ["captchaShown", "on"],
          ["captcha", c],
        ],
  ),
  optional("remember", fc.option(fc.constant("on"), { nil: undefined })),
  optional("redirectTo", redirectTo),
);
const smsLogin = fields(
  fc.constant<Field[]>([["type", "sms"]]),
  fc.constantFrom("PH", "US", "XX").map((c): Field[] => [["country", c]]),
  digits(6, 15).map((m): Field[] => [["mobile", m]]),
  text(1, 10).map((c): Field[] => [["code", c]]),
  optional("redirectTo", redirectTo),
);

/** A send-code button's bot check (the `sms` flow): absent (refused at once, nothing sent) or not a solution (refused as failed). */
const smsBotCheck = fields(
  optional("smsBotCheck", fc.option(text(1, 64), { nil: undefined })),
  optional("smsBotCheckPass", fc.option(text(1, 64), { nil: undefined })),
);
const verifyStep = fields(
  fc.constantFrom("verify", "send").map((i): Field[] => [["intent", i]]),
  fc.constantFrom("totp", "mobile", "email", "bank").map((m): Field[] => [["method", m]]),
  fc.oneof(digits(6, 6), text(1, 40)).map((a): Field[] => [["answer", a]]),
  optional("redirectTo", redirectTo),
  smsBotCheck,
);
/** A birthday: of age on every brand, under 18, between 18 and 21, no date, or anything. */
const birthday = fc.option(
  fc.oneof(fc.constantFrom("1990-05-17", "2015-01-01", `${new Date().getUTCFullYear() - 19}-01-01`, "2001-02-30"), text(1, 16)),
  {
    nil: undefined,
  },
);
/** A register form of either tab, with the boxes ticked or not; no bot check (the action then says to complete it). */
const registration = fields(
  fc.constantFrom("username", "mobile", "other").map((m): Field[] => [["mode", m]]),
  optional("username", fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,17}$/), { nil: undefined })),
  text(1, 24).map((p): Field[] => [
    ["password", p],
    ["confirmPassword", p],
  ]),
  optional("country", fc.option(fc.constantFrom("PH", "US", "XX"), { nil: undefined })),
  optional("mobile", fc.option(digits(6, 15), { nil: undefined })),
  optional("verificationCode", fc.option(digits(4, 8), { nil: undefined })),
  optional("birthday", birthday),
  optional("payeeName", fc.option(fc.constantFrom("Juan Cruz", "Juan", "María Clara"), { nil: undefined })),
  optional("email", fc.option(fc.constantFrom("a@b.co", "not-an-email"), { nil: undefined })),
  optional("affiliateCode", fc.option(fc.constantFrom("AUR2026", "AURUSED1", "NOPE"), { nil: undefined })),
  optional("referralCode", fc.option(text(1, 40), { nil: undefined })),
  optional("intent", fc.option(fc.constant("sendCode"), { nil: undefined })),
  optional("botCheck", fc.option(text(1, 64), { nil: undefined })),
  optional("botCheckPass", fc.option(text(1, 64), { nil: undefined })),
  smsBotCheck,
  optional("terms", fc.option(fc.constant("on"), { nil: undefined })),
  optional("age", fc.option(fc.constant("on"), { nil: undefined })),
);

/*
 * The money actions (signed in as demo_member of each brand, in this file's own sandbox). Their
 * valid forms hold amounts around and far over the balance and limits, so most are refused by
 * the action's own checks or the platform; the ones that pass move money between this
 * sandbox's wallets, which is what they are for.
 */
const amount = fc.oneof(
  fc.constantFrom("0", "-1", "1.234", "1e3", "0.01", "100", "100.50", "999999999.99", "5000000"),
  fc.integer({ min: 1, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
);
const idempotencyKey = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);
const withdrawPassword = fc.oneof(digits(6, 6), text(1, 8));
const zodAccepts = (schema: Parameters<typeof parseForm>[1]) => (form: FormData) => parseForm(form, schema).status === "success";
const MONEY_ROUTES: Route[] = [
  {
    path: "/member/transferFund",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("MAIN", "PG", "EVO", "NOPE").map((w): Field[] => [["from", w]]),
      fc.constantFrom("MAIN", "PG", "JILI", "NOPE").map((w): Field[] => [["to", w]]),
      amount.map((a): Field[] => [["amount", a]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(transferSchema(CURRENCY)),
  },
  {
    path: "/member/transferUpline",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      amount.map((a): Field[] => [["amount", a]]),
      withdrawPassword.map((p): Field[] => [["withdrawPassword", p]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(uplineSchema(CURRENCY)),
  },
  {
    path: "/member/depositv2",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("BANK", "EWALLET", "NOPE").map((m): Field[] => [["method", m]]),
      fc.constantFrom("BDO", "GCASH", "NOPE").map((c): Field[] => [["channel", c]]),
      amount.map((a): Field[] => [["amount", a]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(depositSchema(CURRENCY)),
  },
  {
    path: "/member/withdraw",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      amount.map((a): Field[] => [["amount", a]]),
      fc.integer({ min: 1, max: 50 }).map((id): Field[] => [["bankAccountId", String(id)]]),
      withdrawPassword.map((p): Field[] => [["withdrawPassword", p]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(withdrawSchema(CURRENCY)),
  },
  {
    path: "/member/withdraw/confirm",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.stringMatching(/^WD-[0-9A-F]{16}$/).map((r): Field[] => [["ref", r]]),
      fc.constantFrom("RECEIVED", "PARTLY_RECEIVED", "NOT_RECEIVED").map((o): Field[] => [["outcome", o]]),
      optional("receivedAmount", fc.option(amount, { nil: undefined })),
      fc
        .array(fc.constantFrom("\u0089PNG\r\n\u001a\n....", "\u00ff\u00d8\u00ff....", "#!/bin/sh"), { maxLength: 4 })
        .map((contents): Field[] => contents.map((content, i) => ["proofs", { filename: `p${i}.png`, type: "image/png", content }])),
    ),
    // The action's own checks, on what undici parsed: the fields' schema and the images' count, size and bytes.
    accepts: async (form) => {
      if (form.get("receivedAmount") === "") form.delete("receivedAmount");
      return zodAccepts(confirmSchema(CURRENCY))(form) && "proofs" in (await readProofs(form.getAll("proofs")));
    },
  },
  {
    path: "/member/securityCenter/withdrawalPassword",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      optional("oldPassword", fc.option(withdrawPassword, { nil: undefined })),
      withdrawPassword.map((p): Field[] => [
        ["newPassword", p],
        ["confirmNewPassword", p],
      ]),
    ),
    accepts: (form) => {
      if (form.get("oldPassword") === "") form.delete("oldPassword");
      return zodAccepts(withdrawPasswordSchema)(form);
    },
  },
  {
    path: "/member/securityCenter/bankAccounts",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["intent", "add"]]),
        text(1, 70).map((b): Field[] => [["bankName", b]]),
        text(1, 70).map((n): Field[] => [["accountName", n]]),
        fc.oneof(digits(4, 26), text(1, 30)).map((n): Field[] => [["accountNumber", n]]),
      ),
      fields(
        fc.constant<Field[]>([["intent", "remove"]]),
        fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), text(1, 12)).map((id): Field[] => [["id", id]]),
      ),
    ),
    accepts: (form) => zodAccepts(form.get("intent") === "remove" ? removeBankSchema : addBankSchema)(form),
  },
  {
    path: "/member/securityCenter/sessions",
    resource: false,
    getOnly: false,
    signInFirst: true,
    ownAccount: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["intent", "end"]]),
        fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), text(1, 12)).map((id): Field[] => [["id", id]]),
      ),
      fc.constant<Field[]>([["intent", "endOthers"]]),
    ),
    accepts: zodAccepts(sessionsFormSchema),
  },
];

/** The contract forms: an offer with any of every kind's fields, and a decision on a contract. */
const percentText = fc.oneof(fc.constantFrom("0", "0.5", "1", "12.25", "100", "100.01", "-1", "1e2", "abc"), text(1, 8));
const contractOffer = fields(
  fc.constant<Field[]>([["intent", "offer"]]),
  fc
    .constantFrom("demo_agent2", "demo_agent41", "demo_member", "player001", "demo_agent42", "nobody_here", "<b>x</b>")
    .map((d): Field[] => [["downline", d]]),
  optional("period", fc.option(fc.constantFrom("DAILY", "WEEKLY", "SEMIMONTHLY", "MONTHLY", "YEARLY"), { nil: undefined })),
  ...[1, 2, 3].flatMap((row) => [
    optional(`tier${row}Members`, fc.option(fc.oneof(digits(1, 3), text(1, 5)), { nil: undefined })),
    optional(`tier${row}Bet`, fc.option(amount, { nil: undefined })),
    optional(`tier${row}Loss`, fc.option(amount, { nil: undefined })),
    optional(`tier${row}Rate`, fc.option(percentText, { nil: undefined })),
  ]),
  optional("profitRate", fc.option(percentText, { nil: undefined })),
  optional("lossRate", fc.option(percentText, { nil: undefined })),
  optional("singleBet", fc.option(amount, { nil: undefined })),
);
const contractResponse = fields(
  fc.constant<Field[]>([["intent", "respond"]]),
  fc.oneof(fc.integer({ min: -2, max: 40 }).map(String), text(1, 8)).map((id): Field[] => [["contractId", id]]),
  fc
    .constantFrom("accept", "reject", "terminate", "approveTermination", "declineTermination", "explode")
    .map((a): Field[] => [["action", a]]),
);
/*
 * The agent centre's actions, signed in as demo_agent1 of each brand: the transfers to a
 * downline (to accounts in its team and outside it) and to the upline, the register centre,
 * and the member centre's pages it reuses.
 */
const teamTransfer = fields(
  fc.constant<Field[]>([["intent", "downline"]]),
  fc.constantFrom("team_m001", "player001", "demo_member", "demo_agent1", "not a name!").map((to): Field[] => [["to", to]]),
  amount.map((a): Field[] => [["amount", a]]),
  withdrawPassword.map((p): Field[] => [["withdrawPassword", p]]),
  idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
);
const uplineTransfer = fields(
  fc.constant<Field[]>([["intent", "upline"]]),
  amount.map((a): Field[] => [["amount", a]]),
  withdrawPassword.map((p): Field[] => [["withdrawPassword", p]]),
  idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
);
const AGENT_ROUTES: Route[] = [
  {
    path: "/agentHome/downlineManagmentView",
    resource: false,
    getOnly: false,
    signInFirst: true,
    asAgent: true,
    valid: fc.oneof(teamTransfer, uplineTransfer),
    accepts: (form) => zodAccepts(form.get("intent") === "upline" ? uplineSchema(CURRENCY) : downlineTransferSchema(CURRENCY))(form),
  },
  {
    path: "/agentHome/registerCenter",
    resource: false,
    getOnly: false,
    signInFirst: true,
    asAgent: true,
    valid: fields(
      fc.constantFrom("0", "2", "41", "42", "7").map((t): Field[] => [["isAgent", t]]),
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,17}$/).map((u): Field[] => [["username", u]]),
      text(1, 24).map((p): Field[] => [
        ["password", p],
        ["confirmPassword", p],
      ]),
      optional("nickname", fc.option(text(1, 40), { nil: undefined })),
      optional("country", fc.option(fc.constantFrom("PH", "US", "XX"), { nil: undefined })),
      optional("mobile", fc.option(digits(6, 15), { nil: undefined })),
    ),
    // Its rules are the merchant's (read by the action): its verdict is not predicted here.
    accepts: () => true,
  },
  ...MONEY_ROUTES.filter((route) => ["/member/depositv2", "/member/withdraw"].includes(route.path)).map((route): Route => ({
    ...route,
    path: route.path.replace("/member/", "/agentHome/"),
    asAgent: true,
  })),
  {
    path: "/agentHome/messageV2",
    resource: false,
    getOnly: false,
    signInFirst: true,
    asAgent: true,
    valid: fields(
      fc.constantFrom("read", "read-all", "delete").map((i): Field[] => [["intent", i]]),
      fc
        .array(
          digits(1, 6).filter((d) => d.length > 0),
          { minLength: 1, maxLength: 10 },
        )
        .map((ids) => ids.map((id): Field => ["id", id])),
    ),
    accepts: zodAccepts(listFormSchema),
  },
  {
    path: "/agentHome/messageV2/1",
    resource: false,
    getOnly: false,
    signInFirst: true,
    asAgent: true,
    valid: fc.constant<Field[]>([["intent", "delete"]]),
    accepts: zodAccepts(deleteOneSchema),
  },
];

const ROUTES: Route[] = [
  {
    path: "/login",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: fc.oneof({ weight: 3, arbitrary: usernameLogin }, { weight: 1, arbitrary: smsLogin }),
    accepts: (form) => (form.get("type") === "sms" ? zodAccepts(smsLoginSchema) : zodAccepts(usernameLoginSchema))(form),
  },
  {
    path: "/auth/sms-code",
    resource: true,
    getOnly: false,
    valid: fields(
      fc.constantFrom("PH", "US", "XX").map((c): Field[] => [["country", c]]),
      digits(6, 15).map((m): Field[] => [["mobile", m]]),
      optional("birthday", birthday),
      smsBotCheck,
    ),
    accepts: zodAccepts(smsCodeSchema),
  },
  {
    path: "/register",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: registration,
    // Its rules are the merchant's (fetched by the action): its verdict, a 422 or a refusal of its
    // own, is not predicted here. What is checked: never a 5xx, and the gate's answers as documented.
    accepts: () => true,
  },
  {
    path: "/register/sms-code",
    resource: true,
    getOnly: false,
    valid: fields(
      fc.constantFrom("PH", "US", "XX").map((c): Field[] => [["country", c]]),
      digits(6, 15).map((m): Field[] => [["mobile", m]]),
      smsBotCheck,
    ),
    accepts: () => true,
  },
  {
    path: "/forgot-password",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["method", "email"]]),
        fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/).map((u): Field[] => [["username", u]]),
        fc.emailAddress().map((e): Field[] => [["email", e]]),
      ),
      fields(
        fc.constant<Field[]>([["method", "mobile"]]),
        fc.constantFrom("send-code", "reset").map((i): Field[] => [["intent", i]]),
        fc.constantFrom("PH", "US", "XX").map((c): Field[] => [["country", c]]),
        digits(6, 15).map((m): Field[] => [["mobile", m]]),
        digits(6, 6).map((c): Field[] => [["code", c]]),
        text(1, 30).map((p): Field[] => [["newPassword", p]]),
        smsBotCheck,
      ),
    ),
    accepts: (form) =>
      form.get("method") !== "mobile"
        ? zodAccepts(forgotByEmailSchema)(form)
        : form.get("intent") === "send-code"
          ? zodAccepts(forgotSendCodeSchema)(form)
          : zodAccepts(forgotByMobileSchema)(form),
  },
  {
    path: "/reset-password",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: fc.tuple(fc.stringMatching(/^[\w-]{16,64}$/), text(1, 30)).map(([token, password]): Field[] => [
      ["token", token],
      ["newPassword", password],
      ["confirmNewPassword", password],
    ]),
    accepts: zodAccepts(resetByTokenSchema),
  },
  {
    path: "/change-password",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.tuple(text(1, 30), text(1, 30)).map(([old, password]): Field[] => [
      ["oldPassword", old],
      ["newPassword", password],
      ["confirmNewPassword", password],
    ]),
    // The old password is optional to the schema: whether it is needed is the platform's to say.
    accepts: zodAccepts(changePasswordSchema(false)),
  },
  {
    path: "/feedback",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom(...FEEDBACK_TYPES, "NOPE").map((q): Field[] => [["questionType", q]]),
      fc.oneof(text(10, 500), text(1, 9), text(501, 600)).map((c): Field[] => [["content", c]]),
    ),
    accepts: zodAccepts(feedbackSchema),
  },
  {
    path: "/auth/free-play",
    resource: true,
    getOnly: false,
    ownSession: true,
    valid: fc.constant([]),
    accepts: () => true,
  },
  {
    path: "/logout",
    resource: true,
    getOnly: false,
    ownSession: true,
    valid: fc.constant([]),
    accepts: () => true,
  },
  {
    path: "/settings/language",
    resource: true,
    getOnly: false,
    valid: fields(
      fc.constantFrom("EN", "TY").map((l): Field[] => [["language", l]]),
      optional("redirectTo", redirectTo),
    ),
    // Every brand offers EN and TY.
    accepts: (form) => ["EN", "TY"].includes(String(form.get("language"))),
  },
  {
    path: "/settings/theme",
    resource: true,
    getOnly: false,
    valid: fields(
      fc.constantFrom("dark", "light").map((m): Field[] => [["mode", m]]),
      optional("redirectTo", redirectTo),
    ),
    accepts: (form) => form.get("mode") === "dark" || form.get("mode") === "light",
  },
  // The sign-in steps. Without the step's cookie a valid form finds no pending sign-in (422, "sign in again").
  ...["/login/verify", "/agent/verify"].map((path): Route => ({
    path,
    resource: false,
    getOnly: false,
    valid: verifyStep,
    accepts: (form) => (form.get("intent") === "send" ? zodAccepts(verifySendSchema) : zodAccepts(verifySchema))(form),
  })),
  {
    path: "/login/link",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: fields(
      fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/).map((u): Field[] => [["username", u]]),
      text(1, 30).map((p): Field[] => [["password", p]]),
    ),
    accepts: zodAccepts(linkSchema),
  },
  {
    path: "/login/welcome",
    resource: false,
    getOnly: false,
    valid: optional("redirectTo", redirectTo),
    accepts: () => true,
  },
  {
    path: "/agent",
    resource: false,
    getOnly: false,
    ownSession: true,
    valid: usernameLogin,
    accepts: zodAccepts(usernameLoginSchema),
  },
  // The member centre (signed in as demo_member on each brand).
  {
    path: "/member/securityCenter/profile",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      optional("nickname", fc.option(text(1, 20), { nil: undefined })),
      optional("birthday", fc.option(fc.constantFrom("1990-01-31", "2015-06-01", "1990-02-31", ""), { nil: undefined })),
      optional("telegram", fc.option(fc.oneof(text(0, 20), fc.constant("")), { nil: undefined })),
      optional("payeeName", fc.option(fc.constantFrom("Juan Cruz", "María Clara"), { nil: undefined })),
    ),
    accepts: zodAccepts(profileSchema(BIRTHDAY_ZONE, BIRTHDAY_AGE)),
  },
  {
    path: "/member/securityCenter/verification",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      ...(["nationality", "placeOfBirth", "occupation", "sourceOfIncome", "currentAddress", "permanentAddress"] as const).map((name) =>
        text(1, 40).map((v): Field[] => [[name, v]]),
      ),
      fc.constantFrom("PASSPORT", "UMID", "NOPE").map((v): Field[] => [["idType", v]]),
      fc.constantFrom("P1234567A", "12-34", "<b>").map((v): Field[] => [["idNumber", v]]),
      ...KYC_DOCUMENTS.map((kind) =>
        fc
          .array(fc.constantFrom("\u0089PNG\r\n\u001a\n....", "\u00ff\u00d8\u00ff....", "#!/bin/sh"), { minLength: 1, maxLength: 2 })
          .map((contents): Field[] => contents.map((content, i) => [kind, { filename: `${kind}${i}.png`, type: "image/png", content }])),
      ),
    ),
    // The action's own checks, on what undici parsed: the details' schema, and one image of each document by its bytes.
    accepts: async (form) => {
      if (!zodAccepts(kycProfileSchema)(form)) return false;
      for (const kind of KYC_DOCUMENTS) {
        const read = await readImages(form.getAll(kind), 1);
        if (!("images" in read) || read.images.length !== 1) return false;
      }
      return true;
    },
  },
  {
    path: "/member/securityCenter/password",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.tuple(text(1, 30), text(1, 30)).map(([old, password]): Field[] => [
      ["oldPassword", old],
      ["newPassword", password],
      ["confirmNewPassword", password],
    ]),
    accepts: zodAccepts(changePasswordSchema(false)),
  },
  {
    path: "/member/securityCenter/mobile",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["intent", "send-code"]]),
        fc.constantFrom("PH", "US", "XX").map((c): Field[] => [["country", c]]),
        digits(6, 15).map((m): Field[] => [["mobile", m]]),
        smsBotCheck,
      ),
      fields(
        fc.constant<Field[]>([["intent", "bind"]]),
        digits(6, 6).map((c): Field[] => [["code", c]]),
      ),
    ),
    accepts: zodAccepts(bindMobileSchema),
  },
  {
    path: "/member/securityCenter/email",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["intent", "send-code"]]),
        fc.emailAddress().map((e): Field[] => [["email", e]]),
      ),
      fields(
        fc.constant<Field[]>([["intent", "bind"]]),
        digits(6, 6).map((c): Field[] => [["code", c]]),
      ),
      // "Send the link again" of an unverified email.
      fc.constant<Field[]>([["intent", "send-link"]]),
    ),
    accepts: (form) => (form.get("intent") === "send-link" ? zodAccepts(sendLinkSchema)(form) : zodAccepts(bindEmailSchema)(form)),
  },
  {
    path: "/member/messageV2",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("read", "read-all", "delete").map((i): Field[] => [["intent", i]]),
      fc
        .array(
          digits(1, 6).filter((d) => d.length > 0),
          { minLength: 1, maxLength: 10 },
        )
        .map((ids) => ids.map((id): Field => ["id", id])),
      optional("page", fc.option(fc.constantFrom("1", "2", "0", "x"), { nil: undefined })),
    ),
    accepts: zodAccepts(listFormSchema),
  },
  {
    path: "/member/messageV2/1",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.constant<Field[]>([["intent", "delete"]]),
    accepts: zodAccepts(deleteOneSchema),
  },
  ...MONEY_ROUTES,
  {
    // The player's limits: set, cancel or remove one, and the offer of a deposit limit (set or Skip).
    path: "/member/limits",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.oneof(
      fields(
        fc.constant<Field[]>([["intent", "set"]]),
        fc.constantFrom("DEPOSIT", "LOSS", "WAGER", "SESSION", "NOPE").map((k): Field[] => [["kind", k]]),
        fc.constantFrom("DAY", "WEEK", "MONTH", "YEAR").map((p): Field[] => [["period", p]]),
        fc.oneof(amount, digits(1, 5)).map((a): Field[] => [["amount", a]]),
      ),
      fields(
        fc.constantFrom("cancel", "remove").map((i): Field[] => [["intent", i]]),
        fc.constantFrom("DEPOSIT", "LOSS", "WAGER", "SESSION").map((k): Field[] => [["kind", k]]),
        fc.constantFrom("DAY", "WEEK", "MONTH").map((p): Field[] => [["period", p]]),
      ),
      fields(
        fc.constant<Field[]>([["intent", "offer"]]),
        fc.constantFrom("DAY", "WEEK", "MONTH", "NOPE").map((p): Field[] => [["period", p]]),
        amount.map((a): Field[] => [["amount", a]]),
      ),
      fc.constant<Field[]>([["intent", "skip"]]),
    ),
    accepts: (form) => {
      const intent = form.get("intent");
      if (intent === "skip") return true;
      if (intent === "offer") return zodAccepts(limitOfferSchema(CURRENCY))(form);
      if (intent === "cancel" || intent === "remove") return zodAccepts(changeLimitSchema)(form);
      return zodAccepts(setLimitSchema(CURRENCY))(form);
    },
  },
  ...[
    "/resources/balance",
    "/resources/account-games",
    "/resources/events",
    "/auth/captcha",
    "/auth/login-form",
    "/auth/social/google",
    "/auth/social/google/callback",
    "/auth/bot-check",
    "/register/captcha",
    "/brand/logo.svg",
    "/brand/theme.css",
    "/manifest.webmanifest",
    "/favicon.ico",
    "/favicon.svg",
  ].map((path): Route => ({ path, resource: true, getOnly: true, valid: fc.constant([]), accepts: () => false })),
  // Last, so the seeds of the routes before it (by index) stay as they were.
  {
    path: "/member/manualRebate",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    accepts: zodAccepts(claimSchema),
  },
  {
    path: "/member/referral",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    accepts: zodAccepts(referralClaimSchema),
  },
  {
    path: "/member/missionLeaderboard",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc
        .oneof(fc.constantFrom("AURORA-D1", "AURORA-W2", "LUMEN-D1"), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/))
        .map((id): Field[] => [["missionId", id]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(missionClaimSchema),
  },
  // The points mall (PTSYS3) and the VIP bonus; after the rebate, for the same reason.
  {
    path: "/pointMall/goods/G1",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("1", "2", "0", "-1", "1.5", "99", "100", "abc").map((q): Field[] => [["quantity", q]]),
      text(1, 220).map((a): Field[] => [["address", a]]),
      fc.oneof(digits(7, 15), fc.constantFrom("+639171234567", "12ab", "")).map((m): Field[] => [["mobile", m]]),
      withdrawPassword.map((p): Field[] => [["withdrawPassword", p]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(redeemSchema),
  },
  {
    path: "/pointMall/convert",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc
        .oneof(fc.integer({ min: -10, max: 20_000 }).map(String), fc.constantFrom("1.5", "1e3", "", "99999999999"))
        .map((p): Field[] => [["points", p]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(convertSchema),
  },
  {
    path: "/member/vip",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("LEVEL_UP", "MONTHLY", "DAILY").map((k): Field[] => [["kind", k]]),
      fc.constantFrom("0", "1", "2", "6", "1.5", "abc").map((l): Field[] => [["level", l]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(vipClaimSchema),
  },
  // Promotions and rewards (after the rebate, for the same reason). Activity 1 is AURORA's and
  // demo_member has applied to it: a valid application is refused (ALREADY_APPLIED, or NOT_FOUND elsewhere).
  {
    path: "/promotions/1",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.oneof(text(1, 140), text(141, 200), fc.constant("")).map((c): Field[] => [["comment", c]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
      fc
        .array(fc.constantFrom("\u0089PNG\r\n\u001a\n....", "\u00ff\u00d8\u00ff....", "#!/bin/sh"), { maxLength: 4 })
        .map((contents): Field[] => contents.map((content, i) => ["images", { filename: `i${i}.png`, type: "image/png", content }])),
    ),
    // The action's own checks: the comment and key by the schema, the images apart (count, size, bytes).
    accepts: async (form) => {
      const images = form.getAll("images");
      form.delete("images");
      return zodAccepts(applySchema)(form) && "proofs" in (await readProofs(images));
    },
  },
  ...[
    { path: "/member/rewardCenter", sources: ["ACTIVITY", "RAFFLE"] as const },
    { path: "/member/redEnvelope", sources: ["RAFFLE"] as const },
  ].map(({ path, sources }): Route => ({
    path,
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("ACTIVITY", "RAFFLE", "NOPE").map((s): Field[] => [["source", s]]),
      fc
        .oneof(fc.integer({ min: -5, max: 500 }).map(String), fc.constantFrom("1e3", "abc", "99999999999"))
        .map((id): Field[] => [["id", id]]),
      idempotencyKey.map((k): Field[] => [["idempotencyKey", k]]),
    ),
    accepts: zodAccepts(rewardClaimSchema(sources)),
  })),
  // The agent contract pages (signed in as demo_agent1) and the contract popup (demo_member, who has no request waiting).
  ...(Object.entries(CONTRACT_PAGE) as Array<[ContractKind, string]>).map(([kind, page]): Route => ({
    path: `/agentHome/${page}`,
    resource: false,
    getOnly: false,
    signInFirst: true,
    asAgent: true,
    valid: fc.oneof(contractOffer, contractResponse),
    accepts: (form) => zodAccepts(form.get("intent") === "offer" ? offerSchema(kind, CURRENCY) : respondSchema)(form),
  })),
  {
    path: "/contract",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: contractResponse,
    accepts: zodAccepts(popupRespondSchema),
  },
  ...AGENT_ROUTES,
  // Play time: the reality check's interval and the game popup's checks (last, so the seeds before stay).
  {
    path: "/member/realityCheck",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("off", "on", "15", "").map((v): Field[] => [["reminder", v]]),
      fc.constantFrom("10", "45", "120", "9", "121", "0", "", "1e2", "30.5").map((v): Field[] => [["minutes", v]]),
    ),
    // No brand sets its own range: each offers the default.
    accepts: zodAccepts(realityCheckSchema({ min: DEFAULT_REALITY_CHECK.minMinutes, max: DEFAULT_REALITY_CHECK.maxMinutes })),
  },
  // "Stay signed in": any form; signed out it answers 401 (the page then shows the sign-in).
  {
    path: "/resources/idle",
    resource: true,
    getOnly: false,
    valid: fc.constant([]),
    accepts: () => true,
  },
  {
    path: "/resources/play-time",
    resource: true,
    getOnly: false,
    valid: fields(
      fc.constantFrom("check", "close", "open").map((i): Field[] => [["intent", i]]),
      fc.oneof(fc.stringMatching(/^[a-f0-9]{32}$/), text(1, 40)).map((id): Field[] => [["sessionId", id]]),
    ),
    accepts: zodAccepts(playCheckSchema),
  },
  // Time-out and self-exclusion: never the member's own password, so no fuzzed form starts a break.
  {
    path: "/member/selfExclusion",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      fc.constantFrom("TIMEOUT_24H", "TIMEOUT_6W", "EXCLUSION_PERMANENT", "FOREVER", "").map((p): Field[] => [["period", p]]),
      fc.constantFrom("yes", "no", "maybe").map((a): Field[] => [["allBrands", a]]),
      text(1, 70)
        .filter((p) => p.trim() !== MEMBER.password)
        .map((p): Field[] => [["password", p]]),
    ),
    accepts: zodAccepts(exclusionSchema),
  },
  // The authenticator tab: start, confirm, remove (last, so the seeds of the routes before it stay).
  {
    path: "/member/securityCenter/authenticator",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fc.oneof(
      fc.constant<Field[]>([["intent", "start"]]),
      fields(
        fc.constant<Field[]>([["intent", "confirm"]]),
        digits(6, 6).map((c): Field[] => [["code", c]]),
      ),
      fields(
        fc.constant<Field[]>([["intent", "remove"]]),
        text(1, 30).map((p): Field[] => [["password", p]]),
        fc.oneof(digits(6, 6), fc.constantFrom("abcde-fghij", "ABCDE FGHIJ", "zzzzzzzzzz")).map((c): Field[] => [["code", c]]),
      ),
    ),
    accepts: (form) =>
      zodAccepts(
        form.get("intent") === "confirm"
          ? authenticatorConfirmSchema
          : form.get("intent") === "remove"
            ? authenticatorRemoveSchema
            : authenticatorStartSchema,
      )(form),
  },
  // The statement of account activity: its form, and the downloads it leads to (last, so the seeds of the routes before it stay).
  {
    path: "/member/accountActivity",
    resource: false,
    getOnly: false,
    signInFirst: true,
    valid: fields(
      ...(["from", "to"] as const).map((name) =>
        fc
          .oneof(
            fc
              .date({ min: new Date("2024-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
              .map((d) => d.toISOString().slice(0, 10)),
            fc.constantFrom("2025-02-30", "2025-13-01", "", "yesterday", "2026-1-5"),
          )
          .map((v): Field[] => [[name, v]]),
      ),
      fc.constantFrom("csv", "pdf", "xls", "").map((v): Field[] => [["format", v]]),
    ),
    // The days' shape and order: the days' bounds are the platform's today's, a verdict after a platform read.
    accepts: zodAccepts(statementSchema(null)),
  },
  ...["/member/accountActivity.csv", "/member/accountActivity.pdf"].map((path): Route => ({
    path,
    resource: true,
    getOnly: true,
    valid: fc.constant([]),
    accepts: () => false,
  })),
  // The come-back step after a self-exclusion (last, so the seeds of the routes before it stay). Without the step's cookie a valid form finds no ticket (422, "log in again").
  {
    path: "/login/come-back",
    resource: false,
    getOnly: false,
    valid: fc.constantFrom("ask", "confirm", "stay", "").map((i): Field[] => [["intent", i]]),
    accepts: zodAccepts(comeBackSchema),
  },
];

// ---------------------------------------------------------------------------------------
// Field shapes.

const CONTROL = [..."\u0000\u0001\u0007\b\t\n\v\f\r\u001b\u007f\u0085\u2028\u2029\u200b\u202e\ufeff"];
const NASTY = [
  "' OR '1'='1",
  '"; DROP TABLE players; --',
  "1; SELECT * FROM accounts",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{7*7}}",
  "${7*7}",
  "<%= 7*7 %>",
  "#{7*7}",
  "{{constructor.constructor('return process')()}}",
  "../../../etc/passwd",
  "%00",
  "%",
  "%ZZ",
  "+",
  "&",
  "=",
  "null",
  "undefined",
  "[object Object]",
  "on",
  "sms",
  "username",
  "😀👍🏽",
  "\u0000",
  "a\u0000b",
  "\r\n\r\n--",
];
const PROTO_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "__proto__.polluted",
  "__proto__[polluted]",
  "constructor.prototype.polluted",
  "constructor[prototype][polluted]",
  "type[0]",
  "username.first",
  "password[]",
  "hasOwnProperty",
  "toString",
];

const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: fc.constantFrom(...CONTROL), maxLength }),
    fc.constantFrom(...NASTY),
  );
const longText = fc.tuple(fc.integer({ min: 129, max: 6000 }), fc.constantFrom("x", "é", "😀", "\u0000", "'")).map(([n, c]) => c.repeat(n));
const filePart = fc.record({
  filename: fc.oneof(fc.constantFrom("a.txt", "../../x.sh", "", 'q"uote.png'), fc.string({ maxLength: 20 })),
  type: fc.constantFrom("text/plain", "application/octet-stream", "image/png"),
  content: anyText(200),
});
const anyValue: fc.Arbitrary<string | FilePart> = fc.oneof(
  { weight: 6, arbitrary: anyText(40) },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: filePart },
);
const knownNames = [
  "type",
  "username",
  "password",
  "captcha",
  "captchaShown",
  "remember",
  "redirectTo",
  "country",
  "mobile",
  "code",
  "language",
  "mode",
  "intent",
  "method",
  "answer",
  "email",
  "token",
  "oldPassword",
  "newPassword",
  "confirmNewPassword",
  "amount",
  "idempotencyKey",
  "withdrawPassword",
];
const anyName = fc.oneof(fc.constantFrom(...knownNames), fc.constantFrom(...PROTO_NAMES), anyText(20));

/** A field list for a route: its valid fields as they are, or bent in one of several ways. */
interface Shaped {
  shape: string;
  fields: Field[];
}

function shapedFields(route: Route): fc.Arbitrary<Shaped> {
  return fc.oneof(
    { weight: 3, arbitrary: route.valid.map((list): Shaped => ({ shape: "valid", fields: list })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(route.valid, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
        .map(([list, keep]): Shaped => ({ shape: "missing", fields: list.filter((_, i) => keep[i % keep.length]) })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(route.valid, fc.array(anyValue, { minLength: 1, maxLength: 3 })).map(([list, extra]): Shaped => ({
        shape: "repeated",
        fields: list.length
          ? [...list, ...extra.map((value, i): Field => [list[i % list.length][0], value])]
          : extra.map((v): Field => ["type", v]),
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(route.valid, fc.nat(), anyValue).map(([list, at, value]): Shaped => ({
        shape: "bent value",
        fields: list.length ? list.map((field, i): Field => (i === at % list.length ? [field[0], value] : field)) : [["mode", value]],
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(route.valid, fc.array(fc.tuple(fc.constantFrom(...PROTO_NAMES), anyValue), { minLength: 1, maxLength: 4 }))
        .map(([list, extra]): Shaped => ({ shape: "prototype names", fields: [...extra, ...list] as Field[] })),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(anyName, anyValue), { maxLength: 8 })
        .map((list): Shaped => ({ shape: "random", fields: list as Field[] })),
    },
  );
}

// ---------------------------------------------------------------------------------------
// Bodies.

type Encoding =
  | "urlencoded"
  | "multipart"
  | "multipart-broken"
  | "multipart-no-boundary"
  | "json"
  | "xml"
  | "text"
  | "random-type"
  | "none"
  | "random-bytes";

interface Plan {
  brand: BrandId;
  signedIn: boolean;
  singleFetch: boolean;
  lng: "EN" | "TY" | undefined;
  accept: string | undefined;
  method: string;
  shape: string;
  fields: Field[];
  encoding: Encoding;
  /** Which spelling of the type (case, charset) or which breakage. */
  variant: number;
  boundary: string;
  randomType: string;
  randomBytes: Uint8Array;
  /** For random bytes: the Content-Type they are sent under (undefined: none). */
  bytesType: string | undefined;
  contentEncoding: string | undefined;
  gzip: boolean;
  size: { kind: "natural" } | { kind: "empty" } | { kind: "target"; bytes: number; intoLastField: boolean };
  chunks: number[] | undefined;
}

const FORM_TYPES = [
  "application/x-www-form-urlencoded",
  "Application/X-WWW-Form-URLEncoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "application/x-www-form-urlencoded;charset=iso-8859-1",
  'application/x-www-form-urlencoded ; charset="utf-8"',
];
/** A parameter value as a header carries it: a token as is, anything else quoted. */
const param = (value: string) => (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value) ? value : `"${value}"`);
const multipartTypes = (b: string) => [
  `multipart/form-data; boundary=${param(b)}`,
  `Multipart/Form-Data; BOUNDARY=${param(b)}`,
  `multipart/form-data; charset=utf-8; boundary="${b}"`,
];
const NO_BOUNDARY = [
  "multipart/form-data",
  "multipart/form-data; boundary=",
  'multipart/form-data; boundary=""',
  "multipart/form-data; charset=utf-8",
  "multipart/form-data boundary=x",
];
const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "application/vnd.api+json"];
const XML_TYPES = ["application/xml", "text/xml; charset=utf-8"];
const TEXT_TYPES = ["text/plain", "text/plain; charset=utf-8", "text/html"];
const MALFORMED_TYPES = [";", "/", "application/", "form-urlencoded", "application/x-www-form-urlencoded garbage", "*/*", ""];

const token = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-+."), minLength: 1, maxLength: 12 });

function planOf(route: Route): fc.Arbitrary<Plan> {
  return fc
    .record({
      brand: fc.constantFrom(...BRANDS),
      signedIn: fc.boolean(),
      singleFetch: fc.boolean(),
      lng: fc.constantFrom(undefined, undefined, "EN" as const, "TY" as const),
      accept: fc.constantFrom(
        undefined,
        "text/html,application/xhtml+xml,*/*;q=0.8",
        "application/json",
        "*/*",
        "application/json;q=0.5, text/plain",
      ),
      method: route.getOnly
        ? fc.constantFrom("POST", "PUT", "PATCH", "DELETE")
        : fc.constantFrom("POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
      shaped: shapedFields(route),
      encoding: fc.oneof(
        { weight: 8, arbitrary: fc.constant<Encoding>("urlencoded") },
        { weight: 5, arbitrary: fc.constant<Encoding>("multipart") },
        { weight: 2, arbitrary: fc.constant<Encoding>("multipart-broken") },
        { weight: 1, arbitrary: fc.constant<Encoding>("multipart-no-boundary") },
        { weight: 1, arbitrary: fc.constant<Encoding>("json") },
        { weight: 1, arbitrary: fc.constant<Encoding>("xml") },
        { weight: 1, arbitrary: fc.constant<Encoding>("text") },
        { weight: 1, arbitrary: fc.constant<Encoding>("random-type") },
        { weight: 1, arbitrary: fc.constant<Encoding>("none") },
        { weight: 2, arbitrary: fc.constant<Encoding>("random-bytes") },
      ),
      variant: fc.nat(99),
      boundary: fc
        .string({
          unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+_,-./:=?"),
          minLength: 1,
          maxLength: 60,
        })
        .map((b) => `----fuzz${b}`),
      randomType: fc.tuple(token, token, fc.option(token, { nil: undefined })).map(([a, b, p]) => `${a}/${b}${p ? `; ${p}=1` : ""}`),
      randomBytes: fc.uint8Array({ maxLength: 300 }),
      bytesType: fc.constantFrom(
        undefined,
        FORM_TYPES[0],
        "multipart/form-data; boundary=xyz",
        "application/json",
        "application/octet-stream",
      ),
      contentEncoding: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constantFrom("identity", "Identity ") },
        { weight: 2, arbitrary: fc.constantFrom("gzip", "GZIP", "br", "deflate", "x-custom", "gzip, identity") },
      ),
      gzip: fc.boolean(),
      size: fc.oneof(
        { weight: 12, arbitrary: fc.constant({ kind: "natural" as const }) },
        { weight: 1, arbitrary: fc.constant({ kind: "empty" as const }) },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant("target" as const),
            bytes: fc.integer({ min: LIMIT - 200, max: LIMIT }),
            intoLastField: fc.boolean(),
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant("target" as const),
            bytes: fc.integer({ min: LIMIT + 1, max: LIMIT + 2000 }),
            intoLastField: fc.boolean(),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant("target" as const),
            bytes: fc.integer({ min: 4 * LIMIT, max: 64 * 1024 }),
            intoLastField: fc.boolean(),
          }),
        },
      ),
      chunks: fc.option(fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 1, maxLength: 6 }), { nil: undefined, freq: 4 }),
    })
    .map(({ shaped, ...plan }) => ({ ...plan, shape: shaped.shape, fields: shaped.fields }));
}

const escapeName = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function urlencoded(list: Field[]): Buffer {
  const params = new URLSearchParams();
  for (const [name, value] of list) params.append(name, typeof value === "string" ? value : value.filename);
  return Buffer.from(params.toString());
}

/**
 * A multipart body as a browser writes it, or broken in one of four ways (`breakage`):
 * 0 no closing delimiter, 1 a different boundary than the header's, 2 a part without its
 * Content-Disposition, 3 a preamble before the first part (RFC 2046 allows one; undici,
 * and so the action, does not).
 */
function multipart(list: Field[], boundary: string, breakage?: number): Buffer {
  const delimiter = breakage === 1 ? `X${boundary}` : boundary;
  const parts = list.map(([name, value], i) => {
    const disposition =
      breakage === 2 && i === 0
        ? ""
        : `Content-Disposition: form-data; name="${escapeName(name)}"` +
          (typeof value === "string" ? "" : `; filename="${escapeName(value.filename)}"\r\nContent-Type: ${value.type}`) +
          "\r\n";
    return `--${delimiter}\r\n${disposition}\r\n${typeof value === "string" ? value : value.content}\r\n`;
  });
  const close = `--${delimiter}--\r\n`;
  // Without parts, "no Content-Disposition" cannot happen: leave the closing delimiter out instead.
  if (breakage === 0 || (breakage === 2 && list.length === 0)) return Buffer.from(parts.join(""));
  if (breakage === 3) return Buffer.from(`preamble junk\r\n${parts.join("")}${close}`);
  return Buffer.from(parts.join("") + close);
}

/** The Content-Type header and body of a plan, before sizing and coding. */
function encode(plan: Plan, list: Field[]): { type: string | undefined; body: Buffer } {
  const pick = <T>(options: readonly T[]) => options[plan.variant % options.length];
  switch (plan.encoding) {
    case "urlencoded":
      return { type: pick(FORM_TYPES), body: urlencoded(list) };
    case "multipart":
      return { type: pick(multipartTypes(plan.boundary)), body: multipart(list, plan.boundary) };
    case "multipart-broken":
      return {
        type: `multipart/form-data; boundary=${param(plan.boundary)}`,
        body: multipart(list, plan.boundary, plan.variant % 4),
      };
    case "multipart-no-boundary":
      return { type: pick(NO_BOUNDARY), body: multipart(list, "xyz") };
    case "json":
      return { type: pick(JSON_TYPES), body: Buffer.from(JSON.stringify(list)) };
    case "xml":
      return {
        type: pick(XML_TYPES),
        body: Buffer.from(
          `<?xml version="1.0"?><form>${list
            .map(([n, v]) => `<f n="${escapeName(n)}">${typeof v === "string" ? v : v.content}</f>`)
            .join("")}</form>`,
        ),
      };
    case "text":
      return {
        type: pick(TEXT_TYPES),
        body: Buffer.from(list.map(([n, v]) => `${n}=${typeof v === "string" ? v : v.content}`).join("\r\n")),
      };
    case "random-type":
      return { type: plan.variant % 3 === 0 ? pick(MALFORMED_TYPES) : plan.randomType, body: urlencoded(list) };
    case "none":
      return { type: undefined, body: urlencoded(list) };
    case "random-bytes":
      return { type: plan.bytesType, body: Buffer.from(plan.randomBytes) };
  }
}

/** The body of a plan at its size: padded with a field (or the last field's value) up to a target. */
function sized(plan: Plan): { type: string | undefined; body: Buffer } {
  if (plan.size.kind === "natural") return encode(plan, plan.fields);
  if (plan.size.kind === "empty")
    return { ...encode(plan, []), body: plan.encoding === "random-bytes" ? Buffer.alloc(0) : encode(plan, []).body };
  const target = plan.size.bytes;
  const into = plan.size.intoLastField && plan.fields.length > 0;
  const padded = (n: number): Field[] =>
    into
      ? plan.fields.map((field, i): Field => {
          if (i !== plan.fields.length - 1) return field;
          const value = field[1];
          return [field[0], typeof value === "string" ? value + "x".repeat(n) : { ...value, content: value.content + "x".repeat(n) }];
        })
      : [...plan.fields, ["pad", "x".repeat(n)]];
  if (plan.encoding === "random-bytes") {
    const bytes = Buffer.from(plan.randomBytes);
    return { type: plan.bytesType, body: Buffer.concat([bytes, Buffer.alloc(Math.max(0, target - bytes.length), 0x78)]) };
  }
  const base = encode(plan, padded(0));
  // Every padding character is one byte in every encoding used here (none escapes "x").
  return encode(plan, padded(Math.max(0, target - base.body.length)));
}

function materialise(plan: Plan, route: Route, address: string) {
  const { type, body: plain } = sized(plan);
  const body = plan.contentEncoding?.toLowerCase().includes("gzip") && plan.gzip ? gzipSync(plain) : plain;
  const path = `${plan.singleFetch ? `${route.path}.data` : route.path}${plan.lng ? `?lng=${plan.lng}` : ""}`;
  const headers: Record<string, string> = { ...sameOrigin(plan.brand), "x-forwarded-for": address };
  if (type !== undefined) headers["content-type"] = type;
  if (plan.contentEncoding !== undefined) headers["content-encoding"] = plan.contentEncoding;
  if (plan.accept !== undefined) headers.accept = plan.accept;
  if (plan.signedIn) {
    const cookies = route.asAgent ? agentSessions : route.ownAccount ? ownAccountSessions : route.ownSession ? signOutSessions : sessions;
    headers.cookie = cookies[plan.brand];
  }
  return { path, headers, body, type };
}

// ---------------------------------------------------------------------------------------
// What each request must get.

type Expected =
  | { kind: "gate"; status: 415 | 413 | 400; code: "BODY_UNSUPPORTED_TYPE" | "BODY_TOO_LARGE" | "BODY_MALFORMED" }
  | { kind: "no action" }
  | { kind: "invalid" }
  | { kind: "valid" }
  | { kind: "sign in" };

/** Whether a Content-Type is one the route's policy takes (written apart from the gate's parser, on purpose). */
function formType(type: string | undefined, policy: BodyPolicy): boolean {
  if (type === undefined) return false;
  const [essence, ...params] = type.split(";").map((part) => part.trim());
  const media = essence.toLowerCase();
  if (!policy.types.includes(media)) return false;
  if (media === "application/x-www-form-urlencoded") return true;
  if (media !== "multipart/form-data") return false;
  return params.some((param) => /^boundary\s*=\s*("[^"]+"|[^"\s]+)$/i.test(param));
}

async function expectationOf(plan: Plan, route: Route, type: string | undefined, body: Buffer): Promise<Expected> {
  const coded = plan.contentEncoding !== undefined && plan.contentEncoding.trim().toLowerCase() !== "identity";
  const policy = bodyPolicyFor(route.path);
  if (coded || !formType(type, policy)) return { kind: "gate", status: 415, code: "BODY_UNSUPPORTED_TYPE" };
  if (body.length > policy.maxBytes) return { kind: "gate", status: 413, code: "BODY_TOO_LARGE" };
  const parseable =
    plan.encoding === "urlencoded" ||
    plan.encoding === "multipart" ||
    (plan.encoding === "random-bytes" && type!.startsWith("application/x-www"));
  if (!parseable) return { kind: "gate", status: 400, code: "BODY_MALFORMED" };
  if (route.getOnly) return { kind: "no action" };
  if (route.signInFirst && !plan.signedIn) return { kind: "sign in" };
  // The fields the action reads: what its parser (undici's Request.formData()) makes of the body.
  const form = await new Request("http://fuzz.invalid/", {
    method: "POST",
    headers: { "content-type": type! },
    body: new Uint8Array(body),
  }).formData();
  return (await route.accepts(form)) ? { kind: "valid" } : { kind: "invalid" };
}

const GATE_CODES = ["BODY_UNSUPPORTED_TYPE", "BODY_TOO_LARGE", "BODY_MALFORMED"] as const;
const GATE_TEXTS = new Set(GATE_CODES.flatMap((code) => [en.errors[code], ty.errors[code]]));
/** Whether an answer is one of the gate's (in either form). */
const gateAnswer = (response: PortalResponse) => /"code":"BODY_/.test(response.body) || GATE_TEXTS.has(response.body);

// ---------------------------------------------------------------------------------------
// The run.

const sessions = {} as Record<BrandId, string>;
const agentSessions = {} as Record<BrandId, string>;
/** demo_member's second session per brand, for the route that ends the session it is sent with. */
const signOutSessions = {} as Record<BrandId, string>;
/** A player of its own per brand (none sharing an account), for the route that ends the account's other sessions. */
const ownAccountSessions = {} as Record<BrandId, string>;
const OWN_ACCOUNT_PLAYERS: Record<BrandId, string> = { aurora: "player001", lumen: "player002", tala: "player003" };
/** Requests, platform calls and platform writes per route, kind of post and expected answer, for FUZZ_SUMMARY. */
const seen = new Map<string, { requests: number; calls: number; writes: number }>();
/** Every request the gate answered, by address: checked again at the end, for platform calls made late. */
const refused: string[] = [];
/** Every 422 that must have made no platform call at all (`.data` posts, resource routes), likewise. */
const invalidWithoutCalls: string[] = [];
/** Every other 422 (a document post to /login, whose page reads with GETs): no platform write, likewise. */
const invalidWithReads: string[] = [];
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

async function signInMember(brand: BrandId, username: string = MEMBER.username): Promise<string> {
  const response = await request(brand, "/login", {
    form: {
      type: "username",
      username,
      password: MEMBER.password,
      botCheck: await solvedBotCheck(request, brand, "login"),
    },
    headers: sameOrigin(brand),
  });
  expect(response.status, `${brand} sign-in`).toBe(302);
  const line = response.cookies.find((cookie) => cookie.startsWith("__session="));
  return line!.split(";")[0];
}

beforeAll(async () => {
  for (const brand of BRANDS) {
    sessions[brand] = await signInMember(brand);
    signOutSessions[brand] = await signInMember(brand);
    ownAccountSessions[brand] = await signInMember(brand, OWN_ACCOUNT_PLAYERS[brand]);
    agentSessions[brand] = await signInAgent({ request, sameOrigin }, brand, "demo_agent1");
  }
});

async function check(route: Route, plan: Plan) {
  const address = nextAddress();
  const { path, headers, body, type } = materialise(plan, route, address);
  const response = await request(plan.brand, path, {
    method: plan.method,
    headers,
    body,
    chunks: plan.chunks,
    agent,
  });
  const expected = await expectationOf(plan, route, type, body);
  const calls = proxy.callsFrom(address);
  const label = `${plan.method} ${path} (${plan.encoding}, ${plan.shape}, ${body.length} bytes${
    plan.chunks ? ", chunked" : ""
  }): ${response.status} ${response.body.slice(0, 200)}`;
  const key = `${route.path} ${plan.singleFetch ? ".data" : "document"} ${expected.kind} -> ${response.status}`;
  const tally = seen.get(key) ?? { requests: 0, calls: 0, writes: 0 };
  tally.requests += 1;
  tally.calls += calls.length;
  tally.writes += calls.filter((call) => call.method !== "GET").length;
  seen.set(key, tally);

  expect(response.status, label).toBeLessThan(500);
  switch (expected.kind) {
    case "gate": {
      expect(response.status, label).toBe(expected.status);
      const language = plan.lng ?? DEFAULT_LANGUAGE[plan.brand];
      const message = (language === "TY" ? ty : en).errors[expected.code];
      const json = plan.singleFetch || plan.accept === "application/json";
      expect({ type: response.headers["content-type"], body: json ? JSON.parse(response.body) : response.body }, label).toEqual(
        json
          ? { type: expect.stringMatching(/^application\/json/), body: { code: expected.code, message } }
          : { type: "text/plain; charset=utf-8", body: message },
      );
      expect(response.headers["cache-control"], label).toMatch(/no-store/);
      expect(calls, label).toEqual([]);
      refused.push(address);
      break;
    }
    case "no action":
      expect(response.status, label).toBe(405);
      expect(calls, label).toEqual([]);
      break;
    case "invalid":
      expect(response.status, label).toBe(422);
      {
        // A `.data` post or a resource route's makes no call at all; a document post may read (the page's loaders).
        const noCalls = plan.singleFetch || route.resource;
        expect(
          calls.filter((call) => noCalls || call.method !== "GET"),
          label,
        ).toEqual([]);
        (noCalls ? invalidWithoutCalls : invalidWithReads).push(address);
      }
      break;
    case "sign in":
      // The guard's redirect to /login: a 302, or single fetch's encoded redirect (202) for `.data`.
      expect(response.status, label).toBe(plan.singleFetch ? 202 : 302);
      expect(calls, label).toEqual([]);
      break;
    case "valid":
      // The action's own answer: a redirect, a page, or a 4xx of its own (the platform refusing random credentials).
      expect(gateAnswer(response), label).toBe(false);
      break;
  }
}

/** One request written by hand: `write` sends the body (or part of it) and may leave it open. */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  write: (req: ReturnType<typeof httpRequest>, answered: () => boolean) => Promise<void>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: portal.port,
        method: "POST",
        path,
        headers: { host: `aurora.localhost:${portal.port}`, ...sameOrigin("aurora"), ...headers },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
          req.destroy();
        });
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    write(req, () => answered).catch(reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the gate, by example", () => {
  it("answers a chunked body 413 as soon as it passes 16 KiB, while the client is still sending", async () => {
    const address = nextAddress();
    let sent = 0;
    const response = await rawRequest(
      "/login",
      { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked", "x-forwarded-for": address },
      async (req, answered) => {
        req.write("type=username&username=");
        // 1 KiB at a time, never ending the body, until the answer comes (or far past the limit).
        while (!answered() && sent < 64 * LIMIT) {
          req.write(Buffer.alloc(1024, 0x61));
          sent += 1024;
          await pause(2);
        }
      },
    );
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(sent).toBeGreaterThan(LIMIT - 1024);
    expect(sent).toBeLessThan(4 * LIMIT);
    expect(proxy.callsFrom(address)).toEqual([]);
  });

  it("answers a declared Content-Length over 16 KiB 413 without waiting for the body", async () => {
    const response = await rawRequest(
      "/auth/sms-code",
      { "content-type": "application/x-www-form-urlencoded", "content-length": String(10 * 1024 * 1024) },
      async (req) => void req.write("country=PH&mobile="),
    );
    expect(response.status).toBe(413);
    expect(response.body).toBe(en.errors.BODY_TOO_LARGE);
  });

  it("answers short and translated: text for a page's form post, JSON for single fetch or an Accept that asks for it", async () => {
    const post = (brand: BrandId, path: string, headers: Record<string, string> = {}) =>
      request(brand, path, {
        method: "POST",
        body: '{"mode":"dark"}',
        headers: { ...sameOrigin(brand), "content-type": "application/json", ...headers },
      });

    const tala = await post("tala", "/settings/theme");
    expect(tala.status).toBe(415);
    expect(tala.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(tala.headers["cache-control"]).toMatch(/no-store/);
    expect(tala.body).toBe("Hindi suportado rito ang ganitong uri ng kahilingan");

    const english = await post("tala", "/settings/theme?lng=EN");
    expect(english.body).toBe("This kind of request is not supported here");

    for (const json of [
      await post("aurora", "/settings/theme.data"),
      await post("aurora", "/settings/theme", { accept: "application/json" }),
    ]) {
      expect(json.status).toBe(415);
      expect(json.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(json.body)).toEqual({
        code: "BODY_UNSUPPORTED_TYPE",
        message: "This kind of request is not supported here",
      });
    }

    const broken = await request("aurora", "/login.data", {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nusername\r\n',
      headers: { ...sameOrigin("aurora"), "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ code: "BODY_MALFORMED", message: en.errors.BODY_MALFORMED });
  });

  it("refuses a compressed body (415) and says which coding it takes", async () => {
    const response = await request("aurora", "/settings/theme", {
      method: "POST",
      body: gzipSync("mode=dark"),
      headers: { ...sameOrigin("aurora"), "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip" },
    });
    expect(response.status).toBe(415);
    expect(response.headers["accept-encoding"]).toBe("identity");
  });

  it("hands the action the body it read: a multipart sign-in signs in", async () => {
    const boundary = "----portal-test";
    const body = multipart(
      [
        ["type", "username"],
        ["username", "player031"],
        ["password", MEMBER.password],
        ["botCheck", await solvedBotCheck(request, "lumen", "login")],
      ],
      boundary,
    );
    const response = await request("lumen", "/login", {
      method: "POST",
      body,
      headers: { ...sameOrigin("lumen"), "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(302);
    expect(response.cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
  });
});

describe.concurrent("fuzzed requests", () => {
  ROUTES.forEach((route, index) => {
    it(
      `${route.path}: ${RUNS} requests, none answered 5xx, each with its documented status`,
      async () => {
        await fc.assert(
          fc.asyncProperty(planOf(route), (plan) => check(route, plan)),
          { numRuns: RUNS, seed: SEED + index },
        );
        // The routes run together, so each one's limit covers the whole run: a safety net for a hang, not a speed check.
      },
      Math.max(600_000, RUNS * ROUTES.length * 30),
    );
  });
});

describe("after the run", () => {
  it("no refused request made a platform call later, nor an invalid one a write (background refreshes included)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const address of [...refused, ...invalidWithoutCalls]) expect(proxy.callsFrom(address), address).toEqual([]);
    for (const address of invalidWithReads) {
      expect(
        proxy.callsFrom(address).filter((call) => call.method !== "GET"),
        address,
      ).toEqual([]);
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(invalidWithoutCalls.length).toBeGreaterThan(0);
    expect(invalidWithReads.length).toBeGreaterThan(0);
  });

  it("left Object.prototype as it was", () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("sent every route its share of requests, and prints the statuses seen (FUZZ_SUMMARY=1)", () => {
    const sent = new Map<string, number>();
    for (const [key, tally] of seen) {
      const path = key.split(" ")[0];
      sent.set(path, (sent.get(path) ?? 0) + tally.requests);
    }
    expect(ROUTES.filter((route) => (sent.get(route.path) ?? 0) < RUNS).map((route) => route.path)).toEqual([]);
    if (process.env.FUZZ_SUMMARY === "1") {
      const rows = [...seen].sort(([a], [b]) => a.localeCompare(b));
      console.log(
        [
          "requests  platform calls (writes)  route  post  expected -> status",
          ...rows.map(([key, t]) => `${String(t.requests).padStart(8)}  ${String(t.calls).padStart(14)} (${t.writes})  ${key}`),
        ].join("\n"),
      );
    }
  });
});
