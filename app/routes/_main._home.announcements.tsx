import { useLoaderData } from "@remix-run/react";
import { AnnouncementBoard } from "~/features/announcements/AnnouncementBoard";
import { announcementsLoader } from "~/features/announcements/announcements.server";
import { texts } from "~/i18n/texts";

export const handle = texts("content");

/** `/announcements` (`?page=`, `?item=`): the announcement popup over the home; it opens by itself once per session and state. */
export const loader = announcementsLoader;

export default function Announcements() {
  return <AnnouncementBoard view={useLoaderData<typeof loader>()} />;
}
