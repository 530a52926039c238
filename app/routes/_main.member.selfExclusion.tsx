import { useLoaderData } from "@remix-run/react";
import { exclusionAction, exclusionLoader } from "~/features/exclusion/exclusion.server";
import { SelfExclusionPage } from "~/features/exclusion/SelfExclusionPage";
import { texts } from "~/i18n/texts";

export const handle = texts("protection", "money");

/**
 * `/member/selfExclusion` (`?period=&allBrands=`: the confirmation step): a time-out or
 * self-exclusion, confirmed with the password; once started the session ends and the page
 * says until when.
 */
export const loader = exclusionLoader;
export const action = exclusionAction;

export default function SelfExclusion() {
  return <SelfExclusionPage view={useLoaderData<typeof loader>()} />;
}
