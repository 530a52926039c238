import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { firstSignInCookie } from "~/features/announcements/announcements.server";
import { returnPath } from "~/features/auth/return-path";
import { platformErrorCode } from "~/platform/platform-error";
import { failureOf, parseForm, refusedReply } from "~/forms/reply.server";
import { requireMember } from "~/session/session.server";
import { welcomeSchema } from "./schema.server";
import { WELCOME_FORM, type WelcomeView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * The first-login step (`/login/welcome`: after a sign-in the platform marks as the first, a
 * first-login action fires): shown to a signed-in member while the platform says it is still to do, with the
 * first-login notices (announcements of execution F; their titles only, so no platform
 * HTML is rendered). A failed notice list stays in its section; the step still works.
 */
export async function welcomeLoader({ request, context }: LoaderFunctionArgs) {
  const user = requireMember(request, context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const { pending } = await context.platform.firstLogin.status();
  if (!pending) throw redirect(returnPath(redirectTo));
  const notices: WelcomeView["notices"] = await context.platform.content
    .announcements({ types: "B,PL,PU,PR,H", platform: "W", execution: "F", language: context.i18n.language })
    .then(({ list }) => ({ ok: true as const, items: list.map(({ id, title }) => ({ id, title })) }))
    .catch((error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }));
  return data<WelcomeView>({ username: user.username, notices, redirectTo }, { headers: NO_STORE });
}

/** Completes the step on the platform and goes on; posting it again (a replay) just goes on. */
export async function welcomeAction({ request, context }: ActionFunctionArgs) {
  requireMember(request, context);
  const submission = parseForm(await request.formData(), welcomeSchema);
  const redirectTo = submission.status === "success" ? submission.value.redirectTo : undefined;
  try {
    await context.platform.firstLogin.complete();
    // The announcement popup then shows the first-login announcements (F) too.
    return redirect(returnPath(redirectTo), { headers: { "Set-Cookie": firstSignInCookie(context.secure) } });
  } catch (error) {
    return refusedReply(WELCOME_FORM, submission, failureOf(error));
  }
}
