import { createHash } from "node:crypto";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithSchema } from "~/features/auth/schema";
import { platformErrorCode } from "~/features/system/status.server";
import { retryAfterSeconds, SMS_SEND_LIMIT } from "~/http/rate-limit.server";
import { VERIFICATION_METHODS } from "~/platform/contract/sign-in-steps";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { finishSignIn, type CompletedSignIn } from "./after-sign-in.server";
import { verifyTicket, verifyTicketCookie } from "./cookies.server";
import { signInLimited } from "./limits.server";
import type { Audience } from "./paths";
import { verifySchema } from "./schema";
import type { StepActionData, VerifyView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * The verification step's view (`/login/verify`, `/agent/verify`): the pending sign-in of
 * the ticket in the step's cookie, as the platform describes it (the platform is the truth:
 * nothing of it is kept in the browser). `?method=` picks the method shown, a plain link.
 */
export async function verifyLoader({ request, context }: LoaderFunctionArgs) {
  const ticket = verifyTicket(request.headers.get("Cookie"));
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  if (!ticket) return data<VerifyView>({ state: "expired" }, { headers: NO_STORE });
  try {
    const { methods, mobileHint } = await context.platform.verification.status({ ticket });
    const asked = VERIFICATION_METHODS.find((method) => method === url.searchParams.get("method"));
    const method = asked && methods.includes(asked) ? asked : methods[0];
    return data<VerifyView>({ state: "pending", methods, method, mobileHint, redirectTo }, { headers: NO_STORE });
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "VERIFICATION_EXPIRED") {
      return data<VerifyView>(
        { state: "expired" },
        { headers: { ...NO_STORE, "Set-Cookie": verifyTicketCookie(null, 0, context.secure) } },
      );
    }
    return data<VerifyView>({ state: "unavailable", code }, { headers: NO_STORE });
  }
}

const answer = (body: StepActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });
const refused = (code: ErrorCode, extra: Partial<StepActionData> = {}, headers?: HeadersInit) =>
  answer({ fieldError: null, failure: { code }, ...extra }, Math.max(400, httpStatusOf(code)), headers);

/**
 * The verification step's forms: `intent=send` sends a code to the bound mobile,
 * `intent=verify` confirms with the answer and signs in (then the first-login step, or
 * back). Counted by the sign-in limits per address and per pending sign-in.
 */
export function verifyAction(audience: Audience) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const submission = parseWithSchema(await request.formData(), { schema: verifySchema });
    if (submission.status !== "success") {
      const fieldError = submission.error?.answer?.[0] ?? null;
      return answer({ fieldError, failure: fieldError ? null : { code: "INVALID_REQUEST" } }, 422);
    }
    const ticket = verifyTicket(request.headers.get("Cookie"));
    if (!ticket) return refused("VERIFICATION_EXPIRED", { expired: true });
    const { intent, method, redirectTo } = submission.value;

    if (intent === "send") {
      const limit = await context.shared.rateLimiter.hit(SMS_SEND_LIMIT, `${context.brand.id}|${context.clientIp}`);
      if (!limit.allowed) return refused("TOO_MANY_ATTEMPTS", {}, { "Retry-After": String(retryAfterSeconds(limit)) });
      try {
        const { expiredMinutes } = await context.platform.verification.sendCode({ ticket });
        return answer({ fieldError: null, failure: null, sentMinutes: expiredMinutes }, 200);
      } catch (error) {
        return platformRefusal(error, context.secure);
      }
    }

    const limited = await signInLimited(context, `ticket:${createHash("sha256").update(ticket).digest("hex").slice(0, 24)}`);
    if (limited) return answer({ fieldError: null, failure: limited.failure }, 429, limited.headers);
    try {
      const signedIn: CompletedSignIn = await context.platform.verification.verify({ ticket, method, answer: submission.value.answer });
      const headers = new Headers([["Set-Cookie", verifyTicketCookie(null, 0, context.secure)]]);
      return await finishSignIn(context, signedIn, { audience, redirectTo, headers });
    } catch (error) {
      return platformRefusal(error, context.secure);
    }
  };
}

/** A refusal of the platform (or of the session's audience), translated; an ended pending sign-in clears its cookie. */
function platformRefusal(error: unknown, secure: boolean) {
  const code = platformErrorCode(error);
  if (code === "VERIFICATION_EXPIRED") return refused(code, { expired: true }, { "Set-Cookie": verifyTicketCookie(null, 0, secure) });
  if (code === "CODE_INVALID" || code === "VERIFICATION_FAILED" || code === "CODE_EXPIRED") {
    return answer({ fieldError: `errors.${code}`, failure: null }, 422);
  }
  const retryAfter = (error as { details?: { retryAfterSeconds?: unknown } | null }).details?.retryAfterSeconds;
  if (code === "TOO_MANY_ATTEMPTS" && typeof retryAfter === "number") {
    return answer({ fieldError: null, failure: { code, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)) } }, 429, {
      "Retry-After": String(retryAfter),
    });
  }
  return refused(code);
}
