import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { securityTabPath } from "~/features/security/tabs";
import { requireRealAccount } from "~/session/session.server";

/** `/member/securityCenter`: opens on the profile tab. */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  return redirect(securityTabPath("profile"));
}
