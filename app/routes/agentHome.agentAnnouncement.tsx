import { useLoaderData } from "@remix-run/react";
import { agentAnnouncementsLoader } from "~/features/agent/team/announcements.server";
import { AgentAnnouncementsPage } from "~/features/agent/team/AgentAnnouncementsPage";
import { texts } from "~/i18n/texts";

export const handle = texts("content");

/** `/agentHome/agentAnnouncement` (`?page=`, `?item=`): the announcements for agents. */
export const loader = agentAnnouncementsLoader;

export default function AgentAnnouncement() {
  return <AgentAnnouncementsPage view={useLoaderData<typeof loader>()} />;
}
