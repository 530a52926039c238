import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { LoginDialog as ServerLoginDialog } from "~/features/auth";
import { loginAction } from "~/features/auth/login.server";
import { loginBotCheckLoader } from "~/features/bot-check/challenge.server";

/** `/login`: the login popup over the home (`_main._home`). Its form posts here. */
export const action = loginAction;
export const loader = loginBotCheckLoader;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const LoginDialog = import.meta.env.SSR
  ? ServerLoginDialog
  : lazy(() => import("~/features/auth/LoginDialog").then((module) => ({ default: module.LoginDialog })));

export default function Login() {
  const { noscriptPass } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <LoginDialog noscriptPass={noscriptPass} />
    </Suspense>
  );
}
