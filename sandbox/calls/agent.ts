import { type GroupHandlers } from "../lib/context";
import { agentMenu, agentOf, agentUtcOffsetMinutes } from "../lib/agents";

export const agentHandlers: GroupHandlers<"agent"> = {
  profile: (ctx) => {
    const agent = agentOf(ctx);
    return {
      username: agent.username,
      nickname: agent.nickname,
      isAgent: agent.is_agent,
      menu: agentMenu(ctx.db, agent),
      utcOffsetMinutes: agentUtcOffsetMinutes(ctx.db, ctx.merchant.code),
    };
  },
};
