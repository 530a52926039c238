import { useLoaderData, useSearchParams } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { LoginDialog } from "~/features/auth";
import { loginAction } from "~/features/auth/login.server";
import { offeredProviders } from "~/features/signin-steps/social.server";
import { SocialButtons } from "~/features/signin-steps/SocialButtons";
import { signInHeaders } from "~/features/signin-steps/headers";

/** `/login`: the login popup over the home (`_main._home`). Its form posts here. */
export const action = loginAction;
/** A refused sign-in's Retry-After reaches a plain form post too. */
export const headers = signInHeaders;

/** The social sign-in providers the brand offers (its config alone: no platform call). */
export const loader = ({ context }: LoaderFunctionArgs) => ({ socialProviders: offeredProviders(context.brand) });

export default function Login() {
  const { socialProviders } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return <LoginDialog social={<SocialButtons providers={socialProviders} redirectTo={params.get("redirectTo")} />} />;
}
