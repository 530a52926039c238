import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { platformErrorCode } from "~/platform/platform-error";
import { doneReply, failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { NO_STORE } from "~/http/cache-headers";
import type { ErrorCode } from "~/platform/errors";
import { EMAIL_LINK_FORM, VERIFY_EMAIL_PATH } from "./paths";

/**
 * Where the emailed link opens: this portal's verification page at the address the player
 * reached it by (scheme, host and port, as the request was read behind the proxies the portal
 * trusts), so a link asked for on a local portal opens that portal.
 */
export const verifyPageUrl = (request: Request) => `${new URL(request.url).origin}${VERIFY_EMAIL_PATH}`;

export interface VerifyEmailView {
  /** verified: done; expired or invalid: the link cannot verify (a new one is sent from the email tab); failed: the platform did not answer. */
  state: "verified" | "expired" | "invalid" | "failed";
  /** The verified address, masked. */
  email: string | null;
  error: ErrorCode | null;
}

/** A token as the platform issues it: base64url, 16 to 128 characters; anything else is not worth a call. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `/verify-email?token=…`: opening the link verifies the address (signed in or not: the link
 * may open in another browser or on another device). Per visitor, never stored.
 */
export async function verifyEmailLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const view = await verify(context, token);
  return data(view, { headers: NO_STORE });
}

async function verify(context: AppLoadContext, token: string): Promise<VerifyEmailView> {
  if (!TOKEN.test(token)) return { state: "invalid", email: null, error: null };
  try {
    const { email } = await context.platform.emailVerification.verify({ token });
    return { state: "verified", email, error: null };
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "EMAIL_LINK_EXPIRED") return { state: "expired", email: null, error: null };
    if (code === "EMAIL_LINK_INVALID") return { state: "invalid", email: null, error: null };
    return { state: "failed", email: null, error: code };
  }
}

export const sendLinkSchema = z.object({ intent: z.literal("send-link", { errorMap: () => ({ message: "common.required" }) }) });

/** The email tab's "send the link again": a new link to the bound, unverified email (the platform spaces the sends). */
export async function sendVerificationLink(form: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(form, sendLinkSchema);
  if (submission.status !== "success") return invalidReply(EMAIL_LINK_FORM, submission);
  try {
    const { expiredMinutes } = await context.platform.emailVerification.send({ verifyUrl: verifyPageUrl(request) });
    return doneReply(EMAIL_LINK_FORM, submission, { message: "security.emailVerify.linkSent", values: { count: expiredMinutes } });
  } catch (error) {
    return refusedReply(EMAIL_LINK_FORM, submission, failureOf(error));
  }
}
