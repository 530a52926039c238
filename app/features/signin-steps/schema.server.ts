import { z } from "zod";
import { requiredText } from "~/features/auth/schema.server";
import { VERIFICATION_METHODS } from "~/platform/contract/sign-in-steps";

/**
 * The step forms' schemas, one per form: the actions parse with them and the loaders send
 * their browser rules. Messages are keys of the `signInSteps` and `login` pack sections.
 */

/** Where to go once signed in; checked again when used (same-site paths only). Not trimmed. */
const redirectTo = z.string().max(2048, "signInSteps.tooLong").optional();
const method = z.enum(VERIFICATION_METHODS, { message: "common.required" });

/** The verification step's confirm form: the chosen method's answer (a code of six digits for an SMS; for an app, six digits or a recovery code). */
export const verifySchema = z
  .object({
    intent: z.literal("verify").optional(),
    method,
    answer: requiredText("signInSteps.answerRequired", 128, "signInSteps.tooLong"),
    redirectTo,
  })
  .superRefine((value, context) => {
    if (value.method === "mobile" && !/^\d{6}$/.test(value.answer)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["answer"], message: "signInSteps.codeFormat" });
    }
    // An authenticator's step takes one of its recovery codes instead of a code (`abcde-fghij`, any case, hyphen or not).
    if (value.method === "totp" && !/^(\d{6}|[A-Za-z2-7]{5}[\s-]?[A-Za-z2-7]{5})$/.test(value.answer)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["answer"], message: "signInSteps.totpFormat" });
    }
  });

/** The verification step's send form: a code to the bound mobile. */
export const verifySendSchema = z.object({ intent: z.literal("send"), method, redirectTo });

/** The link step: the account's username and password. */
export const linkSchema = z.object({
  username: requiredText("login.usernameRequired", 64),
  password: requiredText("login.passwordRequired", 128),
});

/** The first-login step: Continue, and where to go next. */
export const welcomeSchema = z.object({ redirectTo });
