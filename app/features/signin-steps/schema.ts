import type { FormSchema, SchemaResult } from "~/features/auth/schema";
import { VERIFICATION_METHODS, type VerificationMethod } from "~/platform/contract/sign-in-steps";

/**
 * The step forms' schemas, checked by the server with `parseWithSchema` (as the sign-in
 * forms are). Messages are keys of the `signInSteps` pack section.
 */
export const STEP_MESSAGES = ["signInSteps.answerRequired", "signInSteps.codeFormat", "signInSteps.tooLong"] as const;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : value === undefined ? "" : null);
const optionalPath = (value: unknown) => (typeof value === "string" && value.length <= 2048 ? value : undefined);

export type VerifySubmission = {
  intent: "verify" | "send";
  method: VerificationMethod;
  answer: string;
  redirectTo: string | undefined;
};

/** The verification step: `intent` verify (with the answer) or send (the mobile code). */
export const verifySchema: FormSchema<VerifySubmission> = {
  fields: ["intent", "method", "answer", "redirectTo"],
  check(payload): SchemaResult<VerifySubmission> {
    const intent = payload.intent === "send" ? "send" : payload.intent === "verify" || payload.intent === undefined ? "verify" : null;
    const method = VERIFICATION_METHODS.find((candidate) => candidate === payload.method);
    const answer = text(payload.answer);
    const error: Record<string, string[]> = {};
    if (!intent) error.intent = ["common.required"];
    if (!method) error.method = ["common.required"];
    if (answer === null) error.answer = ["common.required"];
    else if (intent === "verify") {
      if (answer === "") error.answer = ["signInSteps.answerRequired"];
      else if (answer.length > 128) error.answer = ["signInSteps.tooLong"];
      else if ((method === "totp" || method === "mobile") && !/^\d{6}$/.test(answer)) error.answer = ["signInSteps.codeFormat"];
    }
    if (payload.redirectTo !== undefined && optionalPath(payload.redirectTo) === undefined) error.redirectTo = ["signInSteps.tooLong"];
    if (Object.keys(error).length > 0) return { error };
    return { value: { intent: intent!, method: method!, answer: answer ?? "", redirectTo: optionalPath(payload.redirectTo) } };
  },
};

export type LinkSubmission = { username: string; password: string };

/** The link step: the account's username and password. */
export const linkSchema: FormSchema<LinkSubmission> = {
  fields: ["username", "password"],
  check(payload): SchemaResult<LinkSubmission> {
    const username = text(payload.username);
    const password = text(payload.password);
    const error: Record<string, string[]> = {};
    if (!username) error.username = ["login.usernameRequired"];
    else if (username.length > 64) error.username = ["login.tooLong"];
    if (!password) error.password = ["login.passwordRequired"];
    else if (password.length > 128) error.password = ["login.tooLong"];
    return Object.keys(error).length > 0 ? { error } : { value: { username: username!, password: password! } };
  },
};
