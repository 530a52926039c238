import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithSchema } from "~/features/auth/schema";
import { startSession } from "~/features/auth/start-session.server";
import { PASSWORD_RESET_IP_LIMIT } from "~/http/rate-limit.server";
import { passesRule, passwordRule, ruleHint } from "./password-rule.server";
import { invalid, limited, refused } from "./replies.server";
import { resetByTokenSchema } from "./schema";
import type { ResetView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

const TOKEN = /^[\w-]{16,128}$/;

/** The emailed link's popup: `?token=…`; a link without a token that could be one says so. */
export async function resetLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const view: ResetView = {
    token: token && TOKEN.test(token) ? token : null,
    rule: ruleHint(await passwordRule(context).catch(() => null)),
  };
  // The token is a credential: the page is never stored, and the Referrer-Policy keeps it off other sites.
  return data(view, { headers: NO_STORE });
}

/** Sets the new password with the link's token, signs in and goes to /. */
export async function resetAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithSchema(await request.formData(), { schema: resetByTokenSchema });
  if (submission.status !== "success") return invalid("reset", submission);
  const { token, newPassword } = submission.value;
  const rule = await passwordRule(context).catch(() => null);
  if (rule && !passesRule(newPassword, rule)) return invalid("reset", submission, { newPassword: ["passwords.passwordRule"] });
  const limit = await context.shared.rateLimiter.hit(PASSWORD_RESET_IP_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!limit.allowed) return limited("reset", submission, limit);
  try {
    const signIn = await context.platform.password.resetByToken({ token, newPassword });
    return redirect("/", { headers: { "Set-Cookie": await startSession(context, signIn) } });
  } catch (error) {
    return refused("reset", submission, error);
  }
}
