import type { MoneyLimitKind, WindowPeriod } from "~/platform/contract/limit-kinds";

/**
 * What is left of one of the player's limits, as a refusal by it (LIMIT_EXCEEDED) or the deposit
 * page shows it: the limit and what is left of it, formatted on the server with the portal's money
 * formatter, and when more comes back in the brand's zone, so the page says "₱100.00 of your
 * ₱500.00 weekly deposit limit left; more from 2026-12-02 14:00 GMT+8".
 */
export interface LimitLeft {
  kind: MoneyLimitKind;
  period: WindowPeriod;
  limit: string;
  left: string;
  /** When the window's deposits or bets drop out of it enough for more (null: nothing in it will). */
  releasesAt: string | null;
}
