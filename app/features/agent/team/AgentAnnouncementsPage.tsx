import { useTranslation } from "~/i18n/react";
import { BoardContent } from "~/features/announcements/AnnouncementBoard";
import * as member from "~/ui/panel.css";
import type { AgentAnnouncementsView } from "./announcements.server";

/** The agent centre's announcements: the popups' board, as a page. */
export function AgentAnnouncementsPage({ view }: { view: AgentAnnouncementsView }) {
  const { t } = useTranslation();
  return (
    <section className={member.panel} aria-labelledby="agent-announcements-title" data-page="agentAnnouncement">
      <h1 id="agent-announcements-title" className={member.heading}>
        {t("agentCentre.nav.agentAnnouncement")}
      </h1>
      <BoardContent view={view} emptyText={t("agentTeam.noAnnouncements")} />
    </section>
  );
}
