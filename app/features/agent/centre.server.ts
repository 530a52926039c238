import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { contactLinks, customerService } from "~/features/layout/service.server";
import { settled } from "~/platform/result.server";
import type { AgentMenuFlags } from "~/platform/contract/agent";
import { requireAgent } from "~/session/session.server";
import { visibleAgentPages, type AgentPageId } from "./menu";
import { NO_STORE } from "~/http/cache-headers";

/** What the agent layout shows around every agent page. */
export interface AgentCentreView {
  username: string;
  /** From the platform; the username stands in when the profile cannot be read. */
  nickname: string;
  pages: AgentPageId[];
  /** Null when the profile call failed: the clock then shows UTC and the menu only the ungated pages. */
  utcOffsetMinutes: number | null;
  /** The server's time when the page was made: the clock starts from it, so the first render matches. */
  renderedAt: number;
  profileFailed: boolean;
  /** The merchant's live-chat customer service (opened in its 440×750 window); null when it has none. */
  customerService: string | null;
}

/** The live-chat link the player layout's customer service shows, by the same rules (brand config first). */
async function liveChatOf(context: LoaderFunctionArgs["context"]): Promise<string | null> {
  const info = await context.systemInfo().catch(() => null);
  if (!info) return null;
  const service = await customerService(context.brand, info.customerService, context.logger);
  return contactLinks(context.brand, service, info.resources).liveChat ?? null;
}

/**
 * `/agentHome/*`'s layout: agents only (others go to `/agent`). One profile call
 * gives the nickname, the menu flags of the agent's type and the clock's offset.
 */
export async function agentCentreLoader({ request, context }: LoaderFunctionArgs) {
  const agent = requireAgent(request, context);
  const [profile, customerService] = await Promise.all([settled(context.platform.agent.profile()), liveChatOf(context)]);
  const view: AgentCentreView = {
    username: agent.username,
    nickname: profile.ok ? profile.value.nickname || agent.username : agent.username,
    pages: visibleAgentPages(profile.ok ? profile.value.menu : null),
    utcOffsetMinutes: profile.ok ? profile.value.utcOffsetMinutes : null,
    renderedAt: Date.now(),
    profileFailed: !profile.ok,
    customerService,
  };
  return data(view, { headers: NO_STORE });
}

/**
 * For an agent page's loader or action: the agent, and the page answers 404 when the agent's
 * type does not open it (the menu hides it; this stops an address typed by hand).
 */
export async function requireAgentPage(request: Request, context: LoaderFunctionArgs["context"], flag?: keyof AgentMenuFlags) {
  const agent = requireAgent(request, context);
  if (!flag) return agent;
  const profile = await settled(context.platform.agent.profile());
  if (!profile.ok) throw data({ code: profile.code }, { status: 503 });
  if (!profile.value.menu[flag]) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  return agent;
}

/**
 * A member-centre loader or action reused by an agent page (deposit, withdraw, messages): the
 * agent check first, as on every agent page, then the member page's own.
 */
export function forAgents<Args extends LoaderFunctionArgs, Result>(handler: (args: Args) => Promise<Result> | Result) {
  return async (args: Args): Promise<Result> => {
    await requireAgentPage(args.request, args.context);
    return handler(args);
  };
}
