import type { AgentMenuFlags } from "~/platform/contract/agent";

/**
 * The agent centre's pages, in the menu's order. Each `id` is
 * the product's page id and the route segment (`/agentHome/<id>`), so old deep links resolve.
 * A page with a `flag` shows only for agents whose type has it; its loader
 * checks the flag again (`requireAgentPage`), so a hidden page cannot be opened by address.
 */
export const AGENT_PAGES = [
  { id: "agentAnnouncement" },
  { id: "agentTeamOverview" },
  { id: "registerCenter" },
  { id: "downlineManagmentView" },
  { id: "personalHistoryCopy" },
  { id: "palStatementsAgentCopy" },
  { id: "agentRevenueReport" },
  { id: "agentDownlineTransactionDetailsCopy" },
  { id: "agentDividendRecordCopy2", flag: "enableCt" },
  { id: "agentDailyWages2", flag: "salary" },
  { id: "agentHourSalary", flag: "hourSalary" },
  { id: "agentRealtimeSalary", flag: "agentRealtimeSalary" },
  // The member centre's pages, shown in the agent centre (deposit, withdraw, messages).
  { id: "depositv2" },
  { id: "withdraw" },
  { id: "messageV2" },
] as const satisfies ReadonlyArray<AgentPage>;

export interface AgentPage {
  id: string;
  flag?: keyof AgentMenuFlags;
}

export type AgentPageId = (typeof AGENT_PAGES)[number]["id"];

export const AGENT_ROOT = "/agentHome";
export const agentPath = (id: AgentPageId) => `${AGENT_ROOT}/${id}`;

/** The pages an agent with these flags may open (all ungated ones when the flags are unknown). */
export function visibleAgentPages(menu: AgentMenuFlags | null): AgentPageId[] {
  return AGENT_PAGES.filter((page) => !("flag" in page) || (menu !== null && menu[page.flag])).map((page) => page.id);
}
