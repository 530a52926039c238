/**
 * The agent contracts' fixed lists (contract/agent-contracts.ts). No zod here: the contract
 * pages import these in the browser.
 */

export const CONTRACT_KINDS = ["DIVIDEND", "DAILY_SALARY", "HOURLY_SALARY", "REALTIME_SALARY"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** How often a dividend settles: a day, a Monday-to-Sunday week, the 1st–15th and 16th–end of a month, a month. */
export const DIVIDEND_PERIODS = ["DAILY", "WEEKLY", "SEMIMONTHLY", "MONTHLY"] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
