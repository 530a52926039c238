import { z } from "zod";
import { defineCall } from "./define";
import { queryInt, text } from "./common";

/**
 * The member centre's own calls: the profile, the inbox,
 * binding a mobile number or an email with a code, the credit report and red envelopes.
 * Every call needs a real account's token: trial accounts get TRIAL_NOT_ALLOWED.
 */

/** The profile fields the platform knows. */
export const PROFILE_FIELDS = [
  "nickname",
  "payeeName",
  "birthday",
  "address",
  "nationality",
  "placeOfBirth",
  "occupation",
  "sourceOfIncome",
  "idNumber",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "telegram",
  "zalo",
  "skype",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Fields set once: after that only customer service changes them. */
export const SET_ONCE_FIELDS: readonly ProfileField[] = ["payeeName", "birthday", "idNumber"];

const profileValue = text(64);

const profileView = z.object({
  account: z.string(),
  /** Each field with its value ("" when not set) and whether the player may change it now. */
  fields: z.array(z.object({ name: z.enum(PROFILE_FIELDS), value: z.string(), editable: z.boolean() })),
  /** Masked ("917****567"); null when none is bound. */
  mobile: z.string().nullable(),
  /** Masked ("de***@aurora.example"); null when none is bound. */
  email: z.string().nullable(),
});

export const profileCalls = {
  get: defineCall({
    method: "GET",
    path: "/api/v1/member/profile",
    auth: "token",
    summary:
      "The signed-in account's profile: each field with its value and whether it may be changed, and the bound mobile and email, masked.",
    request: z.object({}).strict(),
    value: profileView,
  }),
  update: defineCall({
    method: "PUT",
    path: "/api/v1/member/profile",
    auth: "token",
    summary:
      'Changes the given profile fields (absent ones are kept; "" clears). A set-once field that already has a value answers FIELD_INVALID with details.fields; birthday is yyyy-MM-dd and at least registerSettings.minAge years ago.',
    request: z
      .object(
        Object.fromEntries(PROFILE_FIELDS.map((name) => [name, profileValue.optional()])) as Record<
          ProfileField,
          z.ZodOptional<typeof profileValue>
        >,
      )
      .strict(),
    value: profileView,
  }),
};

/** Messages per page of messages.list. */
export const MESSAGE_PAGE_SIZE = 10;
const messageIds = z.array(z.number().int().positive()).min(1).max(50);

const messageSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO time. */
  sentAt: z.string(),
  read: z.boolean(),
});

export const messagesCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/member/messages",
    auth: "token",
    summary: `The account's inbox, newest first, ${MESSAGE_PAGE_SIZE} a page; unread is the count of unread messages in the whole inbox.`,
    request: z.object({ page: queryInt(1, 10_000).default(1) }).strict(),
    value: z.object({
      items: z.array(messageSummary),
      page: z.number().int(),
      totalPages: z.number().int(),
      total: z.number().int(),
      unread: z.number().int(),
    }),
  }),
  detail: defineCall({
    method: "GET",
    path: "/api/v1/member/messages/detail",
    auth: "token",
    summary:
      "One message of the account's inbox (NOT_FOUND for another account's or a deleted one). The content is plain text: paragraphs separated by blank lines.",
    request: z.object({ id: queryInt(1, Number.MAX_SAFE_INTEGER) }).strict(),
    value: messageSummary.extend({ content: z.string() }),
  }),
  markRead: defineCall({
    method: "POST",
    path: "/api/v1/member/messages/read",
    auth: "token",
    summary:
      "Marks the given messages read, or every message with all=true. Ids that are not the account's are ignored. Answers the unread count after.",
    request: z.union([z.object({ ids: messageIds }).strict(), z.object({ all: z.literal(true) }).strict()]),
    value: z.object({ unread: z.number().int() }),
  }),
  delete: defineCall({
    method: "POST",
    path: "/api/v1/member/messages/delete",
    auth: "token",
    summary: "Deletes the given messages of the account (others' ids are ignored). Answers how many went and the unread count after.",
    request: z.object({ ids: messageIds }).strict(),
    value: z.object({ deleted: z.number().int(), unread: z.number().int() }),
  }),
};

const bindingChannel = z.enum(["mobile", "email"]);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
const mobileTarget = z
  .object({
    channel: z.literal("mobile"),
    countryDialingCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/),
    mobileNum: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/),
  })
  .strict();
const emailTarget = z.object({ channel: z.literal("email"), email }).strict();

export const bindingCalls = {
  sendCode: defineCall({
    method: "POST",
    path: "/api/v1/member/binding/code",
    auth: "token",
    summary:
      "Sends a code to a new mobile number (SMS) or email address, to bind it to the account. One send per channel per 60 s (TOO_MANY_ATTEMPTS with retryAfterSeconds); a number bound to another account is MOBILE_TAKEN; PHONE_INVALID when the merchant would not take the number.",
    request: z.discriminatedUnion("channel", [mobileTarget, emailTarget]),
    value: z.object({ channel: bindingChannel, expiredMinutes: z.number().int().positive() }),
  }),
  confirm: defineCall({
    method: "POST",
    path: "/api/v1/member/binding/confirm",
    auth: "token",
    summary:
      "Binds the mobile or email the last code of that channel went to (CODE_INVALID, CODE_EXPIRED; five wrong codes lock binding for 5 minutes: TOO_MANY_ATTEMPTS). Answers the bound value, masked. A bound email starts unverified; with verifyUrl (the portal's verification page) its verification link is sent at once (emailVerification.send).",
    request: z
      .object({
        channel: bindingChannel,
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/),
        verifyUrl: text(512)
          .regex(/^https?:\/\/[^\s?#]+$/, "an http(s) address without query or fragment")
          .optional(),
      })
      .strict(),
    value: z.object({ channel: bindingChannel, bound: z.string() }),
  }),
};

/** Rows per page of the credit report and the red envelopes. */
export const STATEMENT_PAGE_SIZE = 10;

/** An amount in minor units (integer cents of the merchant's currency). */
const cents = z.number().int().min(0);

export const creditCalls = {
  report: defineCall({
    method: "GET",
    path: "/api/v1/member/credit-report",
    auth: "token",
    summary: `The account's credit line (limit, used, available, in minor units of the merchant's currency) and its changes, newest first, ${STATEMENT_PAGE_SIZE} a page.`,
    request: z.object({ page: queryInt(1, 10_000).default(1) }).strict(),
    value: z.object({
      limitCents: cents,
      usedCents: cents,
      availableCents: cents,
      items: z.array(
        z.object({
          id: z.number().int(),
          time: z.string(),
          kind: z.enum(["GRANT", "RAISE", "LOWER", "REPAY", "USE"]),
          amountCents: z.number().int(),
          limitAfterCents: cents,
          remark: z.string(),
        }),
      ),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
};

export const redEnvelopeCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/member/red-envelopes",
    auth: "token",
    summary: `The red envelopes sent to the account, newest first, ${STATEMENT_PAGE_SIZE} a page, with the total received.`,
    request: z.object({ page: queryInt(1, 10_000).default(1) }).strict(),
    value: z.object({
      items: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          amountCents: cents,
          /** OPEN: waiting to be claimed (raffle.claim) until `expiresAt`; RECEIVED: claimed. */
          status: z.enum(["OPEN", "RECEIVED", "EXPIRED"]),
          sentAt: z.string(),
          expiresAt: z.string().nullable(),
        }),
      ),
      totalReceivedCents: cents,
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
};
