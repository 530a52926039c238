import { useLoaderData } from "@remix-run/react";
import { AnnouncementBoard } from "~/features/announcements/AnnouncementBoard";
import { noticesLoader } from "~/features/announcements/announcements.server";
import { texts } from "~/i18n/texts";

export const handle = texts("content");

/** `/notices` (`?page=`, `?item=`): the notice popup over the home, opened by the header's bell. */
export const loader = noticesLoader;

export default function Notices() {
  return <AnnouncementBoard view={useLoaderData<typeof loader>()} />;
}
