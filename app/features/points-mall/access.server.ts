import { data, type AppLoadContext } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { requireRealAccount } from "~/session/session.server";

/**
 * Who may use the points mall: a signed-in real account (visitors sign in and come back,
 * trial accounts get the real-account prompt) on a brand with PTSYS3; elsewhere it does not
 * exist (404), as the side menu does not show it. When the flags cannot be read the page goes
 * on, and the points calls' failure shows in their sections.
 */
export async function requirePointMall(request: Request, context: AppLoadContext): Promise<void> {
  requireRealAccount(request, context);
  await requirePointMallFlag(context);
}

/** The flag alone: actions check it after their form (a bad form is answered 422 without any platform call). */
export async function requirePointMallFlag(context: AppLoadContext): Promise<void> {
  const flags = await getFlags(context).catch(() => null);
  if (flags && !flags.PTSYS3) throw notFound();
}

/** What the app's error boundary shows as "page not found". */
export const notFound = () => data({ code: "NOT_FOUND" as const }, { status: 404 });

/** Whole points as the pages show them ("12,345"), in the request's language. */
export function pointsFormatter(context: AppLoadContext): (points: number) => string {
  const format = new Intl.NumberFormat(LANGUAGE_LABELS[context.i18n.language].tag, { maximumFractionDigits: 0 });
  return (points) => format.format(points);
}
