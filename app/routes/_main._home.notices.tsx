import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { AnnouncementBoard as ServerAnnouncementBoard } from "~/features/announcements/AnnouncementBoard";
import { noticesLoader } from "~/features/announcements/announcements.server";
import { texts } from "~/i18n/texts";
import { lazyPopup } from "~/ui/lazy-popup";

export const handle = texts("content");

/** `/notices` (`?page=`, `?item=`): the notice popup over the home, opened by the header's bell. */
export const loader = noticesLoader;

/** Rendered by the server at once, hydrated when its code is in: docs/decisions/page-weight.md ("Popups hydrate on demand"). */
const AnnouncementBoard = import.meta.env.SSR
  ? ServerAnnouncementBoard
  : lazyPopup(() => import("~/features/announcements/AnnouncementBoard").then((module) => module.AnnouncementBoard));

export default function Notices() {
  const view = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <AnnouncementBoard view={view} />
    </Suspense>
  );
}
