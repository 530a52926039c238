import type { ShownAmount } from "~/forms/money";
import type { Result } from "~/platform/result";
import type { RecordsPageData, Outcome } from "~/features/records/types";
import type { Contract, ContractKind, DividendPeriod } from "~/platform/contract/agent-contracts";
import type { FormRules } from "~/forms/rules";

/** A contract's terms as the pages show them: amounts formatted, rates as percentages ("12.5"). */
export interface TermsView {
  /** A dividend's period; null for salaries. */
  period: DividendPeriod | null;
  /** Tiered kinds: each tier's thresholds and rate (`loss` for dividends only). */
  tiers: Array<{ activeMembers: number; bet: ShownAmount; loss: ShownAmount | null; rate: string }>;
  /** Real-time salary's rates and single bet. */
  realtime: { profitRate: string; lossRate: string; singleBet: ShownAmount } | null;
}

export interface ContractView {
  id: number;
  kind: ContractKind;
  upline: string;
  holder: string;
  status: Contract["status"];
  terms: TermsView;
  /** In the merchant's offset, named: `yyyy-MM-dd HH:mm GMT+8`. */
  offeredAt: string;
  endedAt: string | null;
  endReason: Contract["endReason"];
}

export interface SettlementRow {
  id: number;
  /** Start – end in the merchant's offset, the zone named once at the end. */
  period: string;
  holder: string;
  activeMembers: number;
  validBet: ShownAmount;
  profitLoss: ShownAmount;
  outcome: Outcome;
  /** Null for real-time salary (two rates: the contract says them). */
  rate: string | null;
  amount: ShownAmount;
  reference: string;
}

export interface SettlementTotals {
  validBet: ShownAmount;
  profitLoss: ShownAmount;
  outcome: Outcome;
  amount: ShownAmount;
}

export interface ContractPageView {
  kind: ContractKind;
  overview: Result<{ held: ContractView[]; offered: ContractView[]; downlines: Array<{ username: string; nickname: string }> }>;
  /** Whether the agent may offer this kind: it holds one itself, or it is at the top of the tree. */
  canOffer: boolean;
  /** The rates its own contract caps an offer at (percentages); null at the top of the tree. */
  offerLimit: { rate: string; lossRate: string } | null;
  records: RecordsPageData<SettlementRow, SettlementTotals>;
  /** The offer form's rules, from its schema, for the browser's own check. */
  offerRules: FormRules;
}

/** The contract popup: the requests waiting for the account. */
export interface ContractPopupView {
  pending: Result<Array<{ id: number; kind: ContractKind; upline: string; terms: TermsView }>>;
}
