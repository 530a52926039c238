import { replace, type ActionFunctionArgs } from "@remix-run/node";
import { platformErrorCode } from "~/platform/platform-error";
import { endSession } from "~/session/session.server";

/**
 * Signs out: ends the session on the platform (a failure is ignored: the local
 * session is cleared regardless), refuses the session's cookie on every instance of the
 * portal from now on (a copy replayed later is no session), drops it and replaces the
 * route with `/`. The remember-me cookies are kept: that is
 * what they are for. Cross-site posts never get here (server/security.ts).
 */
export async function logoutAction({ context }: ActionFunctionArgs) {
  if (context.session.data) {
    await context.platform.auth.logout().catch((error: unknown) => {
      context.logger.info({ code: platformErrorCode(error) }, "platform logout failed; session cleared locally");
    });
  }
  return replace("/", { headers: { "Set-Cookie": await endSession(context) } });
}
