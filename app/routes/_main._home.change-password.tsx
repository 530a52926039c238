import { useLoaderData } from "@remix-run/react";
import { ChangePasswordDialog } from "~/features/passwords/ChangePasswordDialog";
import { changeAction, changeLoader } from "~/features/passwords/change.server";

/** `/change-password`: the change-password popup over the home (member menu; forced after some sign-ins). */
export const loader = changeLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = changeAction;

export default function ChangePassword() {
  return <ChangePasswordDialog view={useLoaderData<typeof loader>()} />;
}
