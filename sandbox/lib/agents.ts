import type Database from "better-sqlite3";
import type { AgentMenuFlags } from "../../app/platform/contract/agent";
import type { CallContext } from "./context";
import { SandboxError } from "./errors";
import { accountById, type AccountRow } from "./accounts";
import { sessionOf } from "./sessions";
import { prepared } from "../db/statements";

const AGENT_TYPES = [1, 2, 41, 42] as const;
type AgentType = (typeof AGENT_TYPES)[number];

export const isAgentType = (isAgent: number): isAgent is AgentType => (AGENT_TYPES as readonly number[]).includes(isAgent);

/** The menu each agent type opens unless agent_settings says otherwise for one agent. */
const TYPE_MENU: Record<AgentType, AgentMenuFlags> = {
  1: { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true },
  2: { enableCt: true, salary: true, hourSalary: false, agentRealtimeSalary: false },
  41: { enableCt: false, salary: false, hourSalary: true, agentRealtimeSalary: true },
  42: { enableCt: true, salary: false, hourSalary: false, agentRealtimeSalary: false },
};

/** The calling account, which must be an agent (NOT_AGENT otherwise). */
export function agentOf(ctx: CallContext): AccountRow & { is_agent: AgentType } {
  const account = accountById(ctx.db, sessionOf(ctx).accountId);
  if (!isAgentType(account.is_agent)) throw new SandboxError("NOT_AGENT");
  return account as AccountRow & { is_agent: AgentType };
}

export function agentMenu(db: Database.Database, account: AccountRow & { is_agent: AgentType }): AgentMenuFlags {
  const row = prepared(db, "SELECT enable_ct, salary, hour_salary, realtime_salary FROM agent_settings WHERE account_id = ?").get(
    account.id,
  ) as { enable_ct: number; salary: number; hour_salary: number; realtime_salary: number } | undefined;
  if (!row) return TYPE_MENU[account.is_agent];
  return {
    enableCt: row.enable_ct === 1,
    salary: row.salary === 1,
    hourSalary: row.hour_salary === 1,
    agentRealtimeSalary: row.realtime_salary === 1,
  };
}

/** The merchant's agent-centre offset from UTC, in minutes. */
export function agentUtcOffsetMinutes(db: Database.Database, merchant: string): number {
  return prepared(db, "SELECT utc_offset_minutes FROM merchants WHERE code = ?").pluck().get(merchant) as number;
}
