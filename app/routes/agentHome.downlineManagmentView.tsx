import { useLoaderData } from "@remix-run/react";
import { downlineAction, downlineLoader } from "~/features/agent/team/downline.server";
import { DownlinePage } from "~/features/agent/team/DownlinePage";
import { texts } from "~/i18n/texts";

export const handle = texts("money");

/**
 * `/agentHome/downlineManagmentView` (`?parent=`, `?q=`, `?page=`, `?transfer=`): the downline
 * tree and the transfers to a downline and to the upline.
 */
export const loader = downlineLoader;
export const action = downlineAction;

export default function DownlineManagement() {
  return <DownlinePage view={useLoaderData<typeof loader>()} />;
}
