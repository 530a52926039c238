import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { boardPage } from "~/features/announcements/announcements.server";
import type { BoardView } from "~/features/announcements/types";
import { htmlSanitiser } from "~/ui/html-context.server";
import { NO_STORE } from "~/http/cache-headers";
import { platformErrorCode } from "~/platform/platform-error";
import { requireAgentPage } from "../centre.server";

export type AgentAnnouncementsView = Omit<BoardView, "kind">;

/**
 * `/agentHome/agentAnnouncement`: the announcements for agents, 9 a page like the popups
 * (`?page=`, `?item=`), their HTML sanitised here. A platform failure is the page's message.
 */
export async function agentAnnouncementsLoader({ request, context }: LoaderFunctionArgs) {
  await requireAgentPage(request, context);
  let view: AgentAnnouncementsView;
  try {
    const [{ list }, sanitise] = await Promise.all([
      context.platform.agentTeam.announcements({ language: context.i18n.language }),
      htmlSanitiser(context),
    ]);
    const { items, ...rest } = boardPage(list, new URL(request.url), sanitise);
    view = { items: { ok: true, items }, ...rest };
  } catch (error) {
    view = { items: { ok: false, code: platformErrorCode(error) }, page: 1, totalPages: 1, openId: null };
  }
  return data(view, { headers: NO_STORE });
}
