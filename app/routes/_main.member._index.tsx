import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { MEMBER_HOME } from "~/session/member-pages";
import { requireRealAccount } from "~/session/session.server";

/** `/member`: the security centre ("my account"). */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  return redirect(MEMBER_HOME);
}
