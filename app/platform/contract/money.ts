import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt, text } from "./common";

/*
 * Money: wallets and transfers, deposits,
 * withdrawals with their receipt confirmation, the withdrawal password, bank accounts and
 * the account (transaction) record. Every amount is an integer in minor units (`...Cents`),
 * never a float. Every call that moves money carries `idempotencyKey`, unique per account:
 * a replay answers the first result and moves nothing; the same key for another request is
 * refused (IDEMPOTENCY_CONFLICT).
 */

/** A positive amount in minor units (at most 10^12, far below the float-safe limit). */
const cents = z.number().int().positive().max(1_000_000_000_000);
const balanceCents = z.number().int().min(0);
/** Made by the portal per form: 16 to 64 letters, digits, - or _. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A vendor wallet's code, or MAIN. */
const walletCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** Six digits (the platform's "paymentPassword"). */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
const withdrawPassword = z.string().regex(WITHDRAW_PASSWORD_PATTERN);
const reference = z.string().regex(/^[A-Z0-9-]{6,64}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const walletSchema = z.object({
  code: walletCode,
  /** The vendor's name; "Main" for the main wallet (the portal translates MAIN). */
  name: z.string(),
  balanceCents,
});

export const transferCalls = {
  wallets: defineCall({
    method: "GET",
    path: "/api/v1/wallet/wallets",
    auth: "token",
    summary: "The main wallet and a wallet per vendor of the merchant, with their balances; totalCents is the consolidated balance.",
    request: z.object({}).strict(),
    value: z.object({ currencySymbol: z.string(), totalCents: balanceCents, wallets: z.array(walletSchema) }),
  }),
  between: defineCall({
    method: "POST",
    path: "/api/v1/wallet/transfer",
    auth: "token",
    summary: "Moves an amount between two of the player's wallets (main and vendor). INSUFFICIENT_FUNDS when the source has less.",
    request: z
      .object({ from: walletCode, to: walletCode, amountCents: cents, idempotencyKey })
      .strict()
      .refine((r) => r.from !== r.to, { message: "from and to must differ", path: ["to"] }),
    value: z.object({ reference, fromBalanceCents: balanceCents, toBalanceCents: balanceCents }),
  }),
  upline: defineCall({
    method: "POST",
    path: "/api/v1/wallet/transfer-upline",
    auth: "token",
    summary:
      "Moves an amount from the player's main wallet to their upline agent's (transferUpline). Checked against the withdrawal password; NO_UPLINE when the account has none.",
    request: z.object({ amountCents: cents, withdrawPassword, idempotencyKey }).strict(),
    value: z.object({ reference, balanceCents, upline: z.string() }),
  }),
  uplineInfo: defineCall({
    method: "GET",
    path: "/api/v1/wallet/upline",
    auth: "token",
    summary: "The player's upline agent (null when none) and main balance.",
    request: z.object({}).strict(),
    value: z.object({ upline: z.string().nullable(), balanceCents }),
  }),
};

const depositMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  channels: z.array(z.object({ code: z.string(), name: z.string() })).min(1),
  minCents: cents,
  maxCents: cents,
  /** The fee in basis points of the amount (100 = 1%), taken from the amount credited. */
  feeBasisPoints: z.number().int().min(0).max(10_000),
  /** Amount presets the page offers. */
  presetsCents: z.array(cents),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

const orderStatus = z.enum(["PENDING", "CREDITED", "FAILED"]);

export const depositCalls = {
  methods: defineCall({
    method: "GET",
    path: "/api/v1/deposit/methods",
    auth: "token",
    summary:
      "The deposit methods, each with its channels, min and max per order, fee and amount presets; the methods' names in the request language.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({ methods: z.array(depositMethodSchema) }),
  }),
  create: defineCall({
    method: "POST",
    path: "/api/v1/deposit/orders",
    auth: "token",
    summary:
      "Creates a deposit order; answers its reference and the payment page (payUrl) the player is sent to, which comes back to returnUrl (?order=<reference>). AMOUNT_OUT_OF_RANGE outside the method's limits; LIMIT_EXCEEDED past one of the player's deposit limits, with details.limit (the tightest limit, what is left of it, and releasesAt: when the amount would pass every limit refusing it).",
    request: z
      .object({
        method: text(32).min(1),
        channel: text(32).min(1),
        amountCents: cents,
        returnUrl: z
          .string()
          .url()
          .max(512)
          .refine((url) => /^https?:\/\//.test(url), "http or https"),
        idempotencyKey,
      })
      .strict(),
    value: z.object({ reference, amountCents: cents, feeCents: balanceCents, payUrl: z.string().url() }),
  }),
  order: defineCall({
    method: "GET",
    path: "/api/v1/deposit/order",
    auth: "token",
    summary: "One of the player's deposit orders (NOT_FOUND for another player's).",
    request: z.object({ reference }).strict(),
    value: z.object({ reference, amountCents: cents, feeCents: balanceCents, status: orderStatus, createdAt: z.string() }),
  }),
};

const withdrawalStatus = z.enum(["PENDING", "APPROVED", "REJECTED", "PAID", "CONFIRMED"]);
export const RECEIPT_OUTCOMES = ["RECEIVED", "PARTLY_RECEIVED", "NOT_RECEIVED"] as const;
const receipt = z.enum([...RECEIPT_OUTCOMES, "AUTO_RECEIVED"]);
/** What the platform takes per proof image (png or jpg, at most 5 MB, at most 3). */
export const PROOF_LIMITS = { maxBytes: 5 * 1024 * 1024, maxCount: 3, mediaTypes: ["image/png", "image/jpeg"] } as const;

const withdrawalSchema = z.object({
  reference,
  amountCents: cents,
  status: withdrawalStatus,
  receipt: receipt.nullable(),
  receivedCents: balanceCents.nullable(),
  bankAccount: z.string(),
  createdAt: z.string(),
  /** When a PAID withdrawal counts as received if the player says nothing. */
  autoReceiptAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalCalls = {
  info: defineCall({
    method: "GET",
    path: "/api/v1/withdrawal/info",
    auth: "token",
    summary:
      "What a withdrawal needs: limits, main balance, whether a withdrawal password is set, the minutes after payout that count as received, and the player's recent withdrawals.",
    request: z.object({}).strict(),
    value: z.object({
      minCents: cents,
      maxCents: cents,
      balanceCents,
      passwordSet: z.boolean(),
      autoReceiptMinutes: z.number().int().positive(),
      recent: z.array(withdrawalSchema),
    }),
  }),
  create: defineCall({
    method: "POST",
    path: "/api/v1/withdrawal",
    auth: "token",
    summary:
      "Requests a withdrawal to one of the player's bank accounts: the amount is held from the main wallet until the platform pays or rejects it (a rejection refunds it).",
    request: z.object({ amountCents: cents, bankAccountId: z.number().int().positive(), withdrawPassword, idempotencyKey }).strict(),
    value: z.object({ reference, balanceCents }),
  }),
  confirm: defineCall({
    method: "POST",
    path: "/api/v1/withdrawal/confirm",
    auth: "token",
    maxBodyBytes: 22 * 1024 * 1024,
    summary:
      "The player's receipt of a PAID withdrawal: received, partly received (with the amount received) or not received, with up to 3 proof images (png or jpg, base64, at most 5 MB each, checked by content). A forced (automatic) receipt cannot be changed.",
    request: z
      .object({
        reference,
        outcome: z.enum(RECEIPT_OUTCOMES),
        receivedCents: balanceCents.optional(),
        proofs: z
          .array(z.object({ mediaType: z.enum(PROOF_LIMITS.mediaTypes), base64: z.string().max(Math.ceil(PROOF_LIMITS.maxBytes / 3) * 4) }))
          .max(PROOF_LIMITS.maxCount),
      })
      .strict(),
    value: withdrawalSchema,
  }),
};

export const withdrawPasswordCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/withdrawal/password",
    auth: "token",
    summary: "Whether the player has a withdrawal password.",
    request: z.object({}).strict(),
    value: z.object({ set: z.boolean() }),
  }),
  set: defineCall({
    method: "PUT",
    path: "/api/v1/withdrawal/password",
    auth: "token",
    summary:
      "Sets the withdrawal password (six digits), or changes it: then oldPassword must match (WITHDRAW_PASSWORD_INCORRECT otherwise).",
    request: z.object({ oldPassword: withdrawPassword.optional(), newPassword: withdrawPassword }).strict(),
    value: z.object({ set: z.literal(true) }),
  }),
};

const bankAccountSchema = z.object({
  id: z.number().int().positive(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits: "**** 6789". */
  maskedNumber: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const MAX_BANK_ACCOUNTS = 5;

export const bankCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/bank-accounts",
    auth: "token",
    summary: "The player's bank accounts, numbers masked.",
    request: z.object({}).strict(),
    value: z.object({ accounts: z.array(bankAccountSchema) }),
  }),
  add: defineCall({
    method: "POST",
    path: "/api/v1/bank-accounts",
    auth: "token",
    summary: `Adds a bank account (at most ${MAX_BANK_ACCOUNTS}: BANK_ACCOUNT_LIMIT); the number is 6 to 24 digits.`,
    request: z
      .object({
        bankName: text(64).min(2),
        accountName: text(64).min(2),
        accountNumber: z.string().regex(/^\d{6,24}$/),
      })
      .strict(),
    value: bankAccountSchema,
  }),
  remove: defineCall({
    method: "DELETE",
    path: "/api/v1/bank-accounts",
    auth: "token",
    summary: "Removes one of the player's bank accounts (NOT_FOUND for another player's or an unknown id).",
    request: z.object({ id: queryInt(1, 2 ** 31) }).strict(),
    value: z.object({ removed: z.literal(true) }),
  }),
};

export const TRANSACTION_KINDS = [
  "opening",
  "bet.stake",
  "bet.win",
  "lottery.stake",
  "transfer.out",
  "transfer.in",
  "upline.out",
  "upline.in",
  "downline.out",
  "downline.in",
  "deposit.credited",
  "withdrawal.hold",
  "withdrawal.refund",
  "rebate.claim",
  "referral.claim",
  "mission.claim",
  "points.convert",
  "vip.bonus",
  "promotion.bonus",
  "raffle.prize",
  "dividend.paid",
  "salary.paid",
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const transactionCalls = {
  settings: defineCall({
    method: "GET",
    path: "/api/v1/transactions/settings",
    summary: "How long a date range of the account record may be (days).",
    request: z.object({}).strict(),
    value: z.object({ maxRangeDays: z.number().int().positive() }),
  }),
  list: defineCall({
    method: "GET",
    path: "/api/v1/transactions",
    auth: "token",
    summary:
      "The account (transaction) record from the ledger: dates from and to inclusive (UTC), at most settings.maxRangeDays (RANGE_TOO_LONG), optionally one kind; newest first, with the totals in and out of the whole range.",
    request: z
      .object({
        from: isoDate,
        to: isoDate,
        kind: z.enum(TRANSACTION_KINDS).optional(),
        page: queryInt(1, 10_000).default(1),
        pageSize: queryInt(1, 100).default(20),
      })
      .strict(),
    value: z.object({
      items: z.array(
        z.object({
          id: z.number().int(),
          time: z.string(),
          kind: z.enum(TRANSACTION_KINDS),
          wallet: z.string(),
          deltaCents: z.number().int(),
          balanceCents,
          reference: z.string(),
        }),
      ),
      page: z.number().int(),
      /** Rows in the whole range (all pages). */
      total: z.number().int(),
      totalPages: z.number().int(),
      totalInCents: balanceCents,
      totalOutCents: balanceCents,
    }),
  }),
};

/** The proof image's media type by its first bytes (PNG or JPEG signature), whatever its name or declared type says; null for anything else. */
export function proofMediaTypeOf(bytes: Uint8Array): (typeof PROOF_LIMITS.mediaTypes)[number] | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  return null;
}
