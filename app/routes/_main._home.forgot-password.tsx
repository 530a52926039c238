import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ForgotPasswordDialog as ServerForgotPasswordDialog } from "~/features/passwords/ForgotPasswordDialog";
import { forgotAction, forgotLoader } from "~/features/passwords/forgot.server";
import { texts } from "~/i18n/texts";

export const handle = texts("auth");

/** `/forgot-password` (`/login?forgot=1` comes here): the forgot-password popup over the home. */
export const loader = forgotLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = forgotAction;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const ForgotPasswordDialog = import.meta.env.SSR
  ? ServerForgotPasswordDialog
  : lazy(() => import("~/features/passwords/ForgotPasswordDialog").then((module) => ({ default: module.ForgotPasswordDialog })));

export default function ForgotPassword() {
  const view = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <ForgotPasswordDialog view={view} />
    </Suspense>
  );
}
