import type { LimitKind, LimitPeriod } from "~/platform/contract/limit-kinds";

/**
 * What a refusal by one of the player's limits shows (LIMIT_EXCEEDED): the limit and what is
 * left of it, formatted on the server with the portal's money formatter, so the page says
 * "₱100.00 of your ₱500.00 weekly deposit limit left".
 */
export interface LimitLeft {
  kind: LimitKind;
  period: LimitPeriod;
  limit: string;
  left: string;
}
