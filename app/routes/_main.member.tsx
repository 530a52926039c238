import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { MemberShell } from "~/features/member/MemberShell";
import { requireRealAccount } from "~/session/session.server";
import { NO_STORE } from "~/http/cache-headers";

/**
 * `/member/*`: the member centre's layout. Signed-in real accounts only: visitors
 * sign in and come back, trial accounts get the "need a real account" prompt. Each page's
 * own loader checks again (Remix runs them beside this one). It reads the badge counts the
 * player layout does not have (claimable missions): after a claim's post it runs again, so the
 * badge follows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  // A badge only: when the count cannot be read, the navigation shows none rather than an error.
  const claimableMissions = await context.platform.missions.claimable().then(
    ({ count }) => count,
    () => 0,
  );
  return data({ claimableMissions }, { headers: NO_STORE });
}

export default function MemberCentre() {
  return <MemberShell />;
}
