import { useLoaderData } from "@remix-run/react";
import { profileAction, profileLoader } from "~/features/security/profile.server";
import { ProfileTab } from "~/features/security/ProfileTab";

/** `/member/securityCenter/profile`: the profile; POST saves what the platform lets change. */
export const loader = profileLoader;
export const action = profileAction;

export default function ProfileRoute() {
  return <ProfileTab view={useLoaderData<typeof loader>()} />;
}
