import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { RegisterDialog as ServerRegisterDialog } from "~/features/register/RegisterDialog";
import { registerAction, registerHeaders, registerLoader } from "~/features/register/register.server";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/register`: the register popup over the home (`_main._home`). Its form posts here. */
export const loader = registerLoader;
export const action = registerAction;
export const headers = registerHeaders;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const RegisterDialog = import.meta.env.SSR
  ? ServerRegisterDialog
  : lazy(() => import("~/features/register/RegisterDialog").then((module) => ({ default: module.RegisterDialog })));

export default function Register() {
  const model = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <RegisterDialog model={model} />
    </Suspense>
  );
}
