import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { MemberShell } from "~/features/member/MemberShell";
import { requireRealAccount } from "~/session/session.server";

/**
 * `/member/*`: the member centre's layout (SPEC.md §2). Signed-in real accounts only: visitors
 * sign in and come back, trial accounts get the "need a real account" prompt. Each page's
 * own loader checks again (Remix runs them beside this one).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  return data(null, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MemberCentre() {
  return <MemberShell />;
}
