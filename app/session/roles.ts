import type { AccountType } from "~/platform/contract/common";

/** isAgent values of agent accounts. */
export const AGENT_TYPES: readonly AccountType[] = [1, 2, 41, 42];
/** isAgent of a trial (guest) account. */
export const TRIAL_TYPE: AccountType = 4;

export const isAgentAccount = (isAgent: AccountType) => AGENT_TYPES.includes(isAgent);
export const isTrialAccount = (isAgent: AccountType) => isAgent === TRIAL_TYPE;

/** What the browser may know about the signed-in account. Never the token. */
export interface SessionUser {
  username: string;
  isAgent: AccountType;
}
