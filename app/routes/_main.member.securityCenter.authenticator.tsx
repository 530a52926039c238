import { useLoaderData } from "@remix-run/react";
import { authenticatorAction, authenticatorLoader } from "~/features/authenticator/authenticator.server";
import { AuthenticatorTab } from "~/features/authenticator/AuthenticatorTab";

/** `/member/securityCenter/authenticator`: set up, see and remove the authenticator app that confirms every sign-in. */
export const loader = authenticatorLoader;
export const action = authenticatorAction;

export default function AuthenticatorRoute() {
  return <AuthenticatorTab view={useLoaderData<typeof loader>()} />;
}
