import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ResetPasswordDialog as ServerResetPasswordDialog } from "~/features/passwords/ResetPasswordDialog";
import { resetAction, resetLoader } from "~/features/passwords/reset.server";

/** `/reset-password?token=…`: where the reset email's link opens, a popup over the home. */
export const loader = resetLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = resetAction;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const ResetPasswordDialog = import.meta.env.SSR
  ? ServerResetPasswordDialog
  : lazy(() => import("~/features/passwords/ResetPasswordDialog").then((module) => ({ default: module.ResetPasswordDialog })));

export default function ResetPassword() {
  const view = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <ResetPasswordDialog view={view} />
    </Suspense>
  );
}
