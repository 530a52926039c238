import type { ActionFunctionArgs } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { platformErrorCode } from "~/features/system/status.server";
import { SMS_SEND_LIMIT, SMS_SEND_NUMBER_LIMIT, retryAfterSeconds } from "~/http/rate-limit.server";
import { httpStatusOf } from "~/platform/errors";
import { findCountry } from "./countries.server";
import { parseForm } from "~/forms/reply.server";
import { smsCodeSchema } from "./schema.server";
import type { SendCodeResult } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * Sending is throttled to once a second per brand and address (SMS_SEND_LIMIT,
 * counted by every instance together with REDIS_URL) and to five per number in 15 minutes
 * (SMS_SEND_NUMBER_LIMIT); the platform adds its own 60 s per number.
 */
export const SEND_THROTTLE_MS = SMS_SEND_LIMIT.windowMs;

/** A resource route answers a Response (single fetch would otherwise drop the status). Per visitor: never cached. */
const answer = (result: SendCodeResult, status = 200) => Response.json(result, { status, headers: NO_STORE });

/** Sends a sign-in code by SMS (MOBILEVERCODELOGIN3): `country` (ISO code) and `mobile` (digits). */
export async function sendLoginCodeAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), smsCodeSchema);
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    return answer({ ok: false, code: "INVALID_REQUEST", fieldErrors }, 422);
  }
  const limit = await context.shared.rateLimiter.hit(SMS_SEND_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!limit.allowed) return answer({ ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: retryAfterSeconds(limit) }, 429);
  try {
    const flags = await getFlags(context);
    if (!flags.MOBILEVERCODELOGIN3) return answer({ ok: false, code: "FUNCTION_DISABLED" }, 403);
    const country = await findCountry(context, submission.value.country);
    if (!country) return answer({ ok: false, code: "INVALID_REQUEST", fieldErrors: { country: ["login.countryRequired"] } }, 422);
    const byNumber = await context.shared.rateLimiter.hit(
      SMS_SEND_NUMBER_LIMIT,
      `${context.brand.id}|${country.countryDialingCode}|${submission.value.mobile}`,
    );
    if (!byNumber.allowed) return answer({ ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: retryAfterSeconds(byNumber) }, 429);
    const { expiredMinutes } = await context.platform.auth.loginCode({
      mobileNum: submission.value.mobile,
      countryDialingCode: country.countryDialingCode,
    });
    return answer({ ok: true, expiredMinutes });
  } catch (error) {
    const code = platformErrorCode(error);
    const retryAfterSeconds = (error as { details?: { retryAfterSeconds?: unknown } | null }).details?.retryAfterSeconds;
    return answer(
      { ok: false, code, ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}) },
      Math.max(400, httpStatusOf(code)),
    );
  }
}
