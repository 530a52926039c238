import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { z } from "zod";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { NO_STORE } from "~/http/cache-headers";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import type { ComeBackState } from "~/platform/contract/exclusion";
import { isPlatformError, platformErrorCode } from "~/platform/platform-error";
import { COME_BACK_PATH } from "./paths";
import { supportHelp } from "./sign-in-refusal.server";
import { COME_BACK_FORM, type ComeBackExtra, type ComeBackView } from "./types";

/**
 * The come-back step (`/login/come-back`): a sign-in refused because a self-exclusion has ended
 * and the player has not come back (EXCLUSION_ENDED) lands here with the refusal's ticket in a
 * cookie. The ticket stands for the credentials that were just right (the platform hands it out
 * only then), so the step asks for none again; it can read, ask and confirm, never sign in: once
 * confirmed, the player signs in as before.
 */

/** Host-only, httpOnly, for the login pages only (the step's own data requests, `/login/come-back.data`, included). */
const TICKET_COOKIE = "signin_come_back";
const TICKET_COOKIE_PATH = "/login";
const TICKET = /^[A-Za-z0-9_-]{20,128}$/;

const ticketOf = (request: Request) => {
  const value = parse(request.headers.get("Cookie") ?? "")[TICKET_COOKIE];
  return value && TICKET.test(value) ? value : null;
};

const ticketCookie = (ticket: string | null, maxAgeSeconds: number, secure: boolean) =>
  serialize(TICKET_COOKIE, ticket ?? "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: TICKET_COOKIE_PATH,
    ...(ticket ? { maxAge: Math.max(1, Math.min(maxAgeSeconds, 600)) } : { expires: new Date(0) }),
  });

/**
 * A sign-in the platform refused with EXCLUSION_ENDED (by password, code, social sign-in or its
 * verification step): the ticket into the step's cookie and the browser to the step. Null when
 * `error` is anything else.
 */
export function comeBackRedirect(error: unknown, secure: boolean, headers = new Headers()): Response | null {
  const comeBack = isPlatformError(error) && error.code === "EXCLUSION_ENDED" ? error.details?.comeBack : undefined;
  if (!comeBack || !TICKET.test(comeBack.ticket)) return null;
  headers.append("Set-Cookie", ticketCookie(comeBack.ticket, comeBack.expiresInSeconds, secure));
  return redirect(COME_BACK_PATH, { headers });
}

/**
 * A post without the step's cookie never reaches the platform, and one with a made-up ticket costs
 * it a signature check; this caps the posts that reach it per brand and address all the same.
 */
export const COME_BACK_LIMIT = defineRateLimit({ name: "come-back", limit: 20, windowMs: 10 * 60_000 });

/** The step's one form: what it asks the platform to do. */
export const comeBackSchema = z.object({ intent: z.enum(["ask", "confirm"], { message: "errors.INVALID_REQUEST" }) });

/** The step's view: where the player of the cookie's ticket stands, as the platform says (nothing of it is kept here). */
export async function comeBackLoader({ request, context }: LoaderFunctionArgs) {
  const ticket = ticketOf(request);
  if (!ticket) return data<ComeBackView>({ state: "expired" }, { headers: NO_STORE });
  try {
    const status = await context.platform.exclusion.comeBackStatus({ ticket });
    return data<ComeBackView>(
      viewOf(status, (at) => formatDateTime(at, playerZone(context)), supportHelp(context)),
      {
        headers: NO_STORE,
      },
    );
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "VERIFICATION_EXPIRED") {
      return data<ComeBackView>({ state: "expired" }, { headers: { ...NO_STORE, "Set-Cookie": ticketCookie(null, 0, context.secure) } });
    }
    return data<ComeBackView>({ state: "unavailable", code }, { headers: NO_STORE });
  }
}

function viewOf(status: ComeBackState, shown: (at: string) => string, help: ReturnType<typeof supportHelp>): ComeBackView {
  const at = (time: string | null) => (time === null ? "" : shown(time));
  return { state: status.state, ended: at(status.endedAt), asked: at(status.askedAt), until: at(status.confirmableAt), help };
}

/** The step's form: ask to come back (the cooling-off starts), or confirm once it has passed; then the player logs in as before. */
export async function comeBackAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), comeBackSchema);
  if (submission.status !== "success") return invalidReply(COME_BACK_FORM, submission, { formErrors: ["errors.INVALID_REQUEST"] });
  const ticket = ticketOf(request);
  if (!ticket)
    return refusedReply<ComeBackExtra>(COME_BACK_FORM, submission, { code: "VERIFICATION_EXPIRED" }, { extra: { expired: true } });
  const limit = await context.shared.rateLimiter.hit(COME_BACK_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!limit.allowed) {
    const seconds = retryAfterSeconds(limit);
    return refusedReply(
      COME_BACK_FORM,
      submission,
      { code: "TOO_MANY_ATTEMPTS", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
      { headers: { "Retry-After": String(seconds) } },
    );
  }
  try {
    if (submission.value.intent === "ask") {
      await context.platform.exclusion.comeBackAsk({ ticket });
      context.logger.info("asked to come back after a self-exclusion");
    } else {
      await context.platform.exclusion.comeBackConfirm({ ticket });
      context.logger.info("came back after a self-exclusion");
    }
    // The step reads the new state again: the cooling-off's end, or back (log in as before).
    return redirect(COME_BACK_PATH);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.code !== "VERIFICATION_EXPIRED") return refusedReply(COME_BACK_FORM, submission, failure);
    return refusedReply<ComeBackExtra>(COME_BACK_FORM, submission, failure, {
      extra: { expired: true },
      headers: { "Set-Cookie": ticketCookie(null, 0, context.secure) },
    });
  }
}
