import { useLoaderData, useSearchParams } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { lazy, Suspense } from "react";
import { LoginDialog as ServerLoginDialog } from "~/features/auth";
import { loginAction } from "~/features/auth/login.server";
import { smsLoginSchema, usernameLoginSchema } from "~/features/auth/schema.server";
import { formRules } from "~/forms/rules.server";
import { loginBotCheckLoader } from "~/forms/bot-check/challenge.server";
import { offeredProviders } from "~/features/signin-steps/social.server";
import { SocialButtons } from "~/features/signin-steps/SocialButtons";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/login`: the login popup over the home (`_main._home`). Its form posts here. */
export const action = loginAction;
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

/**
 * The bot check's no-JavaScript pass, the social sign-in providers the brand offers (its config
 * alone: no platform call), and the sign-in forms' browser rules, made from their schemas.
 */
export function loader(args: LoaderFunctionArgs) {
  return {
    ...loginBotCheckLoader(args),
    socialProviders: offeredProviders(args.context.brand),
    rules: { username: formRules(usernameLoginSchema), sms: formRules(smsLoginSchema) },
  };
}

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const LoginDialog = import.meta.env.SSR
  ? ServerLoginDialog
  : lazy(() => import("~/features/auth/LoginDialog").then((module) => ({ default: module.LoginDialog })));

export default function Login() {
  const { noscriptPass, socialProviders, rules } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      <LoginDialog
        noscriptPass={noscriptPass}
        rules={rules}
        social={<SocialButtons providers={socialProviders} redirectTo={params.get("redirectTo")} />}
      />
    </Suspense>
  );
}
