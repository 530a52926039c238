import { z } from "zod";
import { defineCall } from "./define";
import { accountTypeSchema } from "./common";

/*
 * The agent centre: calls for agents only
 * (isAgent 1, 2, 41, 42); any other account gets NOT_AGENT.
 */

/** Which of the agent centre's contract pages this agent's type opens. */
const agentMenuFlagsSchema = z.object({
  /** Dividend records (agentDividendRecordCopy2). */
  enableCt: z.boolean(),
  /** Daily salary (agentDailyWages2). */
  salary: z.boolean(),
  /** Hourly salary (agentHourSalary). */
  hourSalary: z.boolean(),
  /** Real-time salary (agentRealtimeSalary). */
  agentRealtimeSalary: z.boolean(),
});
export type AgentMenuFlags = z.infer<typeof agentMenuFlagsSchema>;

export const agentCalls = {
  profile: defineCall({
    method: "GET",
    path: "/api/v1/agent/profile",
    auth: "token",
    summary:
      "The signed-in agent: username, nickname, type, the menu flags of its type, and the merchant's agent-centre clock offset from UTC in minutes (day and period boundaries of agent reports and contracts use it). NOT_AGENT for members and trial accounts.",
    request: z.object({}).strict(),
    value: z.object({
      username: z.string(),
      nickname: z.string(),
      isAgent: accountTypeSchema,
      menu: agentMenuFlagsSchema,
      utcOffsetMinutes: z.number().int().min(-720).max(840),
    }),
  }),
};
