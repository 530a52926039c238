import type { ContractKind } from "~/platform/contract/agent-contracts";
import { AGENT_PAGES, agentPath, type AgentPageId } from "../menu";

/** The agent centre's page of each contract kind: its records, the agent's contracts and its offers. */
export const CONTRACT_PAGE = {
  DIVIDEND: "agentDividendRecordCopy2",
  DAILY_SALARY: "agentDailyWages2",
  HOURLY_SALARY: "agentHourSalary",
  REALTIME_SALARY: "agentRealtimeSalary",
} as const satisfies Record<ContractKind, AgentPageId>;

export const contractPagePath = (kind: ContractKind) => agentPath(CONTRACT_PAGE[kind]);

/** The agent-type flag that opens the kind's page (menu.ts). */
export function contractPageFlag(kind: ContractKind) {
  const page = AGENT_PAGES.find((candidate) => candidate.id === CONTRACT_PAGE[kind]);
  return page && "flag" in page ? page.flag : undefined;
}

/** The offer form's tier rows: a tier is a row; rows left empty are not offered. */
export const TIER_ROWS = [1, 2, 3] as const;

/** The offer form's field of tier `row` (1-based): `tier2Rate`. */
export const tierField = (row: number, name: "Members" | "Bet" | "Loss" | "Rate") => `tier${row}${name}`;
