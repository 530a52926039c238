import { z } from "zod";
import { defineCall } from "./define";
import { EXCLUSION_KINDS, EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from "./exclusion-periods";
import { endedSession } from "./sessions";

/*
 * Time-out and self-exclusion (the member centre's selfExclusion page). A time-out is a short
 * break (24 hours, 7 days, 6 weeks), a self-exclusion a long one (6 months, 1 year, 5 years, or
 * for good). Nothing ends either early: the platform has no call to lift one, only its clock
 * passing the end. While one is active, every sign-in on a brand it covers is refused with
 * SELF_EXCLUDED or TIMED_OUT and the end (`until`, null when permanent), and a transfer to the
 * account is refused with ACCOUNT_EXCLUDED. Money is never frozen: pending withdrawals are paid
 * and the balance stays withdrawable through customer service. A self-exclusion's end does not
 * reopen the account: the player asks to come back, waits the brand's cooling-off and confirms
 * (comeBack*). Where a merchant's licence asks for it, a break covers every brand of the operator
 * whatever the player answers.
 */

export { EXCLUSION_KINDS, EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod };
export const exclusionPeriodSchema = z.enum(Object.keys(EXCLUSION_PERIODS) as [ExclusionPeriod, ...ExclusionPeriod[]]);

/** The come-back steps' ticket, from an EXCLUSION_ENDED refusal's `details.comeBack`: opaque, short-lived, bound to the caller's address. */
const comeBackTicket = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, "a come-back ticket");

/**
 * Where a player stands in coming back after a self-exclusion ended: ASK (not asked yet), WAIT
 * (asked, the cooling-off runs until `confirmableAt`), CONFIRM (it has passed), OPEN (nothing
 * to come back from: sign in). `endedAt` is when the self-exclusion ended; `coolingOffHours` the
 * brand's wait between asking and confirming.
 */
export const COME_BACK_STATES = ["ASK", "WAIT", "CONFIRM", "OPEN"] as const;
const comeBackStateSchema = z.object({
  state: z.enum(COME_BACK_STATES),
  endedAt: z.string().nullable(),
  askedAt: z.string().nullable(),
  confirmableAt: z.string().nullable(),
  coolingOffHours: z.number().int().positive(),
});
export type ComeBackState = z.infer<typeof comeBackStateSchema>;

const brandSchema = z.object({
  merchant: z.string(),
  /** The brand's name as the platform knows it. */
  name: z.string(),
  /** It shares the caller's registration (the same account): an exclusion covers it whatever the player answers. */
  sharesRegistration: z.boolean(),
});

export const exclusionCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/member/exclusion",
    auth: "token",
    summary:
      "What the self-exclusion page offers: the other brands of the caller's operator (each saying whether it shares the caller's registration, so an exclusion covers it whatever the player answers), and the caller's active time-out or exclusion on this brand, if any (kind and end, null when permanent). Trial accounts get TRIAL_NOT_ALLOWED.",
    request: z.object({}).strict(),
    value: z.object({
      brands: z.array(brandSchema),
      active: z.object({ kind: z.enum(EXCLUSION_KINDS), until: z.string().nullable() }).nullable(),
    }),
  }),
  start: defineCall({
    method: "POST",
    path: "/api/v1/member/exclusion",
    auth: "token",
    encrypted: true,
    summary:
      "Starts a time-out or self-exclusion now, confirmed with the account's password (PASSWORD_INCORRECT otherwise; five wrong passwords here or in password.change lock both for 5 minutes: TOO_MANY_ATTEMPTS). It covers this brand and every brand sharing its registration, and with allBrands every brand of the operator (always on a merchant whose licence makes every brand the rule, whatever allBrands says). Only accounts that are provably the caller are covered: its own account on the brands sharing its registration (never another account of the same username), and with allBrands the accounts on the operator's other brands that verified the same mobile number (by a code sent to it) or e-mail (by its link) as the caller verified; a number only typed in covers no other account. Every session of a covered account ends at once, this one included. Answers the kind, the end (null when permanent), the covered brands (each its merchant and name) and the sessions ended (`ended`, sessions.endOthers's shape), so the portal signs their cookies out at once. Cannot be shortened or lifted afterwards.",
    request: z
      .object({
        period: exclusionPeriodSchema,
        allBrands: z.boolean(),
        password: z.string().min(1).max(64),
      })
      .strict(),
    value: z.object({
      kind: z.enum(EXCLUSION_KINDS),
      until: z.string().nullable(),
      brands: z.array(brandSchema.omit({ sharesRegistration: true })),
      ended: z.array(endedSession),
    }),
  }),
  comeBackStatus: defineCall({
    method: "POST",
    path: "/api/v1/exclusion/come-back/status",
    summary:
      "Where the player of a come-back ticket stands (comeBack.ticket of an EXCLUSION_ENDED sign-in refusal: valid 10 minutes, from the address it was given to). A self-exclusion's end does not reopen the account: every sign-in after it answers EXCLUSION_ENDED until the player has asked to come back, waited the brand's cooling-off and confirmed. A time-out needs none of this. VERIFICATION_EXPIRED for a ticket expired, forged, of another merchant or another address.",
    request: z.object({ ticket: comeBackTicket }).strict(),
    value: comeBackStateSchema,
  }),
  comeBackAsk: defineCall({
    method: "POST",
    path: "/api/v1/exclusion/come-back/ask",
    summary:
      "The player of the ticket asks to come back: the brand's cooling-off starts now (confirmableAt), for the account on every brand sharing its registration. Asking again changes nothing. Answers the state.",
    request: z.object({ ticket: comeBackTicket }).strict(),
    value: comeBackStateSchema,
  }),
  comeBackConfirm: defineCall({
    method: "POST",
    path: "/api/v1/exclusion/come-back/confirm",
    summary:
      "The player of the ticket confirms coming back once the cooling-off has passed: sign-in works again (state OPEN; the ticket signs nothing in). COOLING_OFF before, with details.until its end (null when the player has not asked); SELF_EXCLUDED or TIMED_OUT when a new break covers the account.",
    request: z.object({ ticket: comeBackTicket }).strict(),
    value: comeBackStateSchema,
  }),
};
