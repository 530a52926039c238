import { useLoaderData } from "@remix-run/react";
import { LoginDialog } from "~/features/auth";
import { loginAction } from "~/features/auth/login.server";
import { loginBotCheckLoader } from "~/features/bot-check/challenge.server";

/** `/login`: the login popup over the home (`_main._home`). Its form posts here. */
export const action = loginAction;
export const loader = loginBotCheckLoader;

export default function Login() {
  return <LoginDialog noscriptPass={useLoaderData<typeof loader>().noscriptPass} />;
}
