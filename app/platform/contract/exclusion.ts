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
 * and the balance stays withdrawable through customer service.
 */

export { EXCLUSION_KINDS, EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod };
export const exclusionPeriodSchema = z.enum(Object.keys(EXCLUSION_PERIODS) as [ExclusionPeriod, ...ExclusionPeriod[]]);

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
      "Starts a time-out or self-exclusion now, confirmed with the account's password (PASSWORD_INCORRECT otherwise; five wrong passwords here or in password.change lock both for 5 minutes: TOO_MANY_ATTEMPTS). It covers this brand and every brand sharing its registration, and with allBrands every brand of the operator. Only accounts that are provably the caller are covered: its own account on the brands sharing its registration (never another account of the same username), and with allBrands the accounts on the operator's other brands that verified the same mobile number (by a code sent to it) or e-mail (by its link) as the caller verified; a number only typed in covers no other account. Every session of a covered account ends at once, this one included. Answers the kind, the end (null when permanent), the covered brands' names and the sessions ended (`ended`, sessions.endOthers's shape), so the portal signs their cookies out at once. Cannot be shortened or lifted afterwards.",
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
      brands: z.array(z.string()),
      ended: z.array(endedSession),
    }),
  }),
};
