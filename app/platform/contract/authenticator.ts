import { z } from "zod";
import { defineCall } from "./define";

/** Recovery codes made when the authenticator is turned on; each stands in for a code once. */
export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "six digits");

/** A code of the authenticator app, or one of the recovery codes (`abcde-fghij`; case, spaces and the hyphen do not matter). */
const codeOrRecoveryCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^(\d{6}|[A-Za-z2-7]{5}[\s-]?[A-Za-z2-7]{5})$/, "six digits or a recovery code");

export const authenticatorCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/member/authenticator",
    auth: "token",
    summary:
      "The account's authenticator app (TOTP, RFC 6238): whether it is on and how many recovery codes are left unused, and the secret being set up (with its otpauth:// link for a QR code) while it waits for its first code (15 minutes).",
    request: z.object({}).strict(),
    value: z.object({
      enabled: z.boolean(),
      recoveryCodesLeft: z.number().int().min(0),
      pending: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
    }),
  }),
  start: defineCall({
    method: "POST",
    path: "/api/v1/member/authenticator/start",
    auth: "token",
    summary:
      "Makes a new secret to set up (replacing one still waiting): nothing changes until authenticator.confirm. INVALID_REQUEST when the authenticator is already on; TRIAL_NOT_ALLOWED for a trial account.",
    request: z.object({}).strict(),
    value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  }),
  confirm: defineCall({
    method: "POST",
    path: "/api/v1/member/authenticator/confirm",
    auth: "token",
    summary:
      "Turns the authenticator on with a code of the secret being set up: from then on every sign-in asks for a code. Answers ten recovery codes, readable only now (the platform keeps their hashes). CODE_INVALID for a wrong code, CODE_EXPIRED when no secret is waiting; five wrong codes lock it for 5 minutes (TOO_MANY_ATTEMPTS).",
    request: z.object({ code }).strict(),
    value: z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
  }),
  remove: defineCall({
    method: "POST",
    path: "/api/v1/member/authenticator/remove",
    auth: "token",
    encrypted: true,
    summary:
      "Turns the authenticator off with the account's password and a current code or an unused recovery code; its secret and recovery codes are deleted. PASSWORD_INCORRECT or CODE_INVALID otherwise (the code is checked only after a right password), nothing changed. Wrong passwords and wrong codes here are one count with the wrong passwords of password.change and exclusion.start: five lock all three for 5 minutes (TOO_MANY_ATTEMPTS). A wrong code also counts toward the second factor's lock (verification.verify): while it is locked this answers SECOND_FACTOR_LOCKED. INVALID_REQUEST when it is not on.",
    request: z.object({ password: z.string().min(1).max(128), code: codeOrRecoveryCode }).strict(),
    value: z.object({ enabled: z.literal(false) }),
  }),
};
