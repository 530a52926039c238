import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { z } from "zod";
import { formatDateTime, type Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { NO_STORE } from "~/http/cache-headers";
import { EXCLUSION_KINDS, EXCLUSION_PERIODS, exclusionPeriodSchema } from "~/platform/contract/exclusion";
import { settled } from "~/platform/result.server";
import { destroySession, requireRealAccount, revokeSessions } from "~/session/session.server";
import { BREAK_STARTED_PATH, SELF_EXCLUSION_PATH } from "./paths";
import { EXCLUSION_FORM, type BreakStarted, type ExclusionView } from "./types";

/** The period and brands chosen on the page's first step (its query), then confirmed with the password. */
const choiceSchema = z.object({
  period: exclusionPeriodSchema,
  allBrands: z.enum(["yes", "no"]),
});
export const confirmSchema = choiceSchema.extend({
  password: z.string({ required_error: "exclusion.passwordRequired" }).trim().min(1, "exclusion.passwordRequired").max(64, "login.tooLong"),
});

/**
 * What the started page shows after the session has ended: a short-lived cookie of that page's
 * own (host-only, httpOnly, its path only). It holds only what the player was just told by the
 * platform; a tampered one could only change what its own holder reads.
 */
const DONE_COOKIE = "exclusion_done";
const DONE_SECONDS = 10 * 60;
/** The started page's folder: its data requests (`started.data`) are not under its own path. */
const BREAK_STARTED_COOKIE_PATH = BREAK_STARTED_PATH.slice(0, BREAK_STARTED_PATH.lastIndexOf("/"));
const doneSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  until: z.string().max(40).nullable(),
  brands: z.array(z.string().max(80)).max(20),
});

function doneCookie(done: BreakStarted, secure: boolean): string {
  return serialize(DONE_COOKIE, Buffer.from(JSON.stringify(done)).toString("base64url"), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: BREAK_STARTED_COOKIE_PATH,
    maxAge: DONE_SECONDS,
  });
}

function doneOf(request: Request): BreakStarted | null {
  const raw = parse(request.headers.get("Cookie") ?? "")[DONE_COOKIE];
  if (!raw) return null;
  try {
    const parsed = doneSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the brand's licence makes every brand of the operator the rule for a break: then it is
 * chosen whatever the page's query or form says, and the platform, which keeps the same rule, does so too.
 */
const everyBrandRule = (context: AppLoadContext) => context.brand.responsibleGaming.exclusionCoversAllBrands;

/** The choice of the page's query (`?period=&allBrands=`), or null when it is absent or not one the page offers. */
function choiceOf(url: URL, everyBrand: boolean): ExclusionView["choice"] {
  const parsed = choiceSchema.safeParse({ period: url.searchParams.get("period"), allBrands: url.searchParams.get("allBrands") });
  return parsed.success ? { period: parsed.data.period, allBrands: everyBrand || parsed.data.allBrands === "yes" } : null;
}

/** When a break ends, in the player's zone; null when it is for good. */
export const shownEnd = (until: string | null, zone: Zone) => (until === null ? null : formatDateTime(until, zone));

/** A brand of the operator by the name players know (the portal's, where it serves it), not the platform's. */
const playerNameOf =
  (context: AppLoadContext) =>
  ({ merchant, name }: { merchant: string; name: string }) =>
    context.displayNameOf(merchant) ?? name;

/**
 * `/member/selfExclusion`: choose a time-out or self-exclusion and the brands (a GET form, so the
 * choice is in the address), then confirm it with the password.
 */
export async function exclusionLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const url = new URL(request.url);
  const status = await settled(context.platform.exclusion.status());
  // A session the platform ended (a break started on another brand sharing the account): sign in again.
  if (!status.ok && (status.code === "SESSION_EXPIRED" || status.code === "UNAUTHORIZED")) {
    throw redirect(`/login?${new URLSearchParams({ redirectTo: SELF_EXCLUSION_PATH })}`, {
      headers: { "Set-Cookie": destroySession(context) },
    });
  }
  const brands = status.ok ? status.value.brands : [];
  const everyBrand = everyBrandRule(context);
  const choice = choiceOf(url, everyBrand);
  const zone = playerZone(context);
  const view: ExclusionView = {
    step: choice && status.ok ? "confirm" : "choose",
    shared: brands.filter((brand) => brand.sharesRegistration).map(playerNameOf(context)),
    others: brands.filter((brand) => !brand.sharesRegistration).map(playerNameOf(context)),
    active: status.ok
      ? { ok: true, value: status.value.active && { kind: status.value.active.kind, until: shownEnd(status.value.active.until, zone) } }
      : status,
    choice,
    incomplete: !choice && (url.searchParams.has("period") || url.searchParams.has("allBrands")),
    everyBrandRule: everyBrand,
    rules: formRules(confirmSchema),
  };
  return data(view, { headers: NO_STORE });
}

/**
 * `/selfExclusion/started`: the break has started and the session is gone; what the platform
 * answered, from the page's cookie. Without one, the member page (which signs in first).
 */
export function breakStartedLoader({ request }: LoaderFunctionArgs) {
  const started = doneOf(request);
  if (!started) throw redirect(SELF_EXCLUSION_PATH);
  return data(started, { headers: NO_STORE });
}

/** Starts the break the player confirmed with the password; the platform ends the session, so the portal's ends too. */
export async function exclusionAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), confirmSchema);
  if (submission.status !== "success") return invalidReply(EXCLUSION_FORM, submission);
  const { period, password } = submission.value;
  // Never the form's word alone: where the brand's rule is every brand, a post without it still covers them all.
  const allBrands = everyBrandRule(context) || submission.value.allBrands === "yes";
  let started;
  try {
    started = await context.platform.exclusion.start({ period, allBrands, password });
  } catch (error) {
    return refusedReply(EXCLUSION_FORM, submission, failureOf(error));
  }
  context.logger.info({ kind: EXCLUSION_PERIODS[period], allBrands }, "time-out or self-exclusion started");
  // Every session of the covered accounts ended on the platform, on every brand: their cookies sign out at once.
  await revokeSessions(context, started.ended);
  const headers = new Headers([["Set-Cookie", destroySession(context)]]);
  headers.append(
    "Set-Cookie",
    doneCookie(
      { kind: started.kind, until: shownEnd(started.until, playerZone(context)), brands: started.brands.map(playerNameOf(context)) },
      context.secure,
    ),
  );
  return redirect(BREAK_STARTED_PATH, { headers });
}
