import { useLoaderData } from "@remix-run/react";
import { breakStartedLoader } from "~/features/exclusion/exclusion.server";
import { BreakStartedPage } from "~/features/exclusion/SelfExclusionPage";
import { texts } from "~/i18n/texts";

export const handle = texts("protection", "money");

/** `/selfExclusion/started`: the time-out or self-exclusion has started and the player is signed out. */
export const loader = breakStartedLoader;

export default function BreakStarted() {
  return <BreakStartedPage started={useLoaderData<typeof loader>()} />;
}
