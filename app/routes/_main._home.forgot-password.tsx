import { useLoaderData } from "@remix-run/react";
import { ForgotPasswordDialog } from "~/features/passwords/ForgotPasswordDialog";
import { forgotAction, forgotLoader } from "~/features/passwords/forgot.server";

/** `/forgot-password` (`/login?forgot=1` comes here): the forgot-password popup over the home. */
export const loader = forgotLoader;
export { passwordPageHeaders as headers } from "~/features/passwords/headers";
export const action = forgotAction;

export default function ForgotPassword() {
  return <ForgotPasswordDialog view={useLoaderData<typeof loader>()} />;
}
