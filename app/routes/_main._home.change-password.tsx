import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ChangePasswordDialog as ServerChangePasswordDialog } from "~/features/passwords/ChangePasswordDialog";
import { changeAction, changeLoader } from "~/features/passwords/change.server";

/** `/change-password`: the change-password popup over the home (member menu; forced after some sign-ins). */
export const loader = changeLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = changeAction;

/** Rendered by the server at once, hydrated when its code arrives: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const ChangePasswordDialog = import.meta.env.SSR
  ? ServerChangePasswordDialog
  : lazy(() => import("~/features/passwords/ChangePasswordDialog").then((module) => ({ default: module.ChangePasswordDialog })));

export default function ChangePassword() {
  const view = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog view={view} />
    </Suspense>
  );
}
