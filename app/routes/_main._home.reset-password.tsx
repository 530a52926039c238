import { useLoaderData } from "@remix-run/react";
import { ResetPasswordDialog } from "~/features/passwords/ResetPasswordDialog";
import { resetAction, resetLoader } from "~/features/passwords/reset.server";

/** `/reset-password?token=…`: where the reset email's link opens, a popup over the home. */
export const loader = resetLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = resetAction;

export default function ResetPassword() {
  return <ResetPasswordDialog view={useLoaderData<typeof loader>()} />;
}
