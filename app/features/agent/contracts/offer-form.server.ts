import { z } from "zod";
import { parseAmount, parseDecimal } from "~/format/amount";
import {
  CONTRACT_ACTIONS,
  DIVIDEND_PERIODS,
  TIER_THRESHOLDS,
  tiersAscend,
  type ContractKind,
  type ContractTerms,
} from "~/platform/contract/agent-contracts";
import { TIER_ROWS, tierField } from "./kinds";

/**
 * The contract forms on the server (messages are translation keys): an offer's terms as the
 * form sends them (percentages and amounts as text, one row per tier) turned into the
 * platform's terms, and a response to a contract.
 */

type Issue = { path: string; message: string };

/** A rate in percent, at most two decimals, 0 to 100, as basis points (12.5 → 1250), whatever the currency. */
function rateOf(raw: unknown): number | string {
  if (typeof raw !== "string" || raw.trim() === "") return "common.required";
  const parsed = parseDecimal(raw, 2);
  const basisPoints = "value" in parsed ? parsed.value : parsed.problem === "zero" ? 0 : null;
  if (basisPoints === null) return "agentContracts.rateInvalid";
  return basisPoints > 10_000 ? "agentContracts.rateInvalid" : basisPoints;
}

/** An amount threshold (0 allowed) in minor units of `currency`, with at most its minor digits. */
const thresholdOf =
  (currency: string) =>
  (raw: unknown): number | string => {
    if (typeof raw !== "string" || raw.trim() === "") return "common.required";
    const parsed = parseAmount(raw, currency);
    if ("minor" in parsed) return parsed.minor;
    return parsed.problem === "money.amountPositive" ? 0 : parsed.problem;
  };

function membersOf(raw: unknown): number | string {
  if (typeof raw !== "string" || raw.trim() === "") return "common.required";
  return /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : "agentContracts.membersInvalid";
}

/** Reads `fields` (name → reader) from the form; each problem becomes an issue on its field. */
function readFields<K extends string>(
  payload: Record<string, unknown>,
  fields: Record<K, [string, (raw: unknown) => number | string]>,
  issues: Issue[],
) {
  const values = {} as Record<K, number>;
  for (const [key, [name, read]] of Object.entries(fields) as Array<[K, [string, (raw: unknown) => number | string]]>) {
    const value = read(payload[name]);
    if (typeof value === "string") issues.push({ path: name, message: value });
    else values[key] = value;
  }
  return values;
}

const hasValue = (raw: unknown) => typeof raw === "string" && raw.trim() !== "";

/** The terms of a tiered kind: each row with something typed must be complete; the first row is required; the rows must climb. */
function tieredTerms(
  kind: Exclude<ContractKind, "REALTIME_SALARY">,
  payload: Record<string, unknown>,
  currency: string,
  issues: Issue[],
): ContractTerms | null {
  const dividend = kind === "DIVIDEND";
  const tiers = [];
  for (const row of TIER_ROWS) {
    const names = [tierField(row, "Members"), tierField(row, "Bet"), tierField(row, "Rate"), ...(dividend ? [tierField(row, "Loss")] : [])];
    if (row > 1 && !names.some((name) => hasValue(payload[name]))) continue;
    const values = readFields(
      payload,
      {
        activeMembers: [tierField(row, "Members"), membersOf],
        bet: [tierField(row, "Bet"), thresholdOf(currency)],
        rateBasisPoints: [tierField(row, "Rate"), rateOf],
      },
      issues,
    );
    const loss = dividend ? readFields(payload, { loss: [tierField(row, "Loss"), thresholdOf(currency)] }, issues).loss : 0;
    tiers.push({ ...values, loss });
  }
  if (issues.length > 0) return null;
  const terms: ContractTerms =
    kind === "DIVIDEND"
      ? {
          kind,
          period: payload.period as (typeof DIVIDEND_PERIODS)[number],
          tiers: tiers.map((tier) => ({
            activeMembers: tier.activeMembers,
            validBetCents: tier.bet,
            lossCents: tier.loss,
            rateBasisPoints: tier.rateBasisPoints,
          })),
        }
      : {
          kind,
          tiers: tiers.map((tier) => ({ activeMembers: tier.activeMembers, betCents: tier.bet, rateBasisPoints: tier.rateBasisPoints })),
        };
  if (terms.kind !== "REALTIME_SALARY" && !tiersAscend(terms.tiers, TIER_THRESHOLDS[terms.kind])) {
    issues.push({ path: "", message: "agentContracts.tiersAscend" });
    return null;
  }
  return terms;
}

/**
 * An offer of `kind`: the downline (a username: whether it is one's own is the platform's answer)
 * and the terms, their amounts in the merchant's `currency`.
 */
export function offerSchema(kind: ContractKind, currency: string) {
  return z
    .object({
      intent: z.literal("offer", { errorMap: () => ({ message: "common.required" }) }),
      downline: z
        .string({ required_error: "agentContracts.chooseDownline" })
        .trim()
        .regex(/^[A-Za-z0-9_]{1,64}$/, "agentContracts.chooseDownline"),
      period: kind === "DIVIDEND" ? z.enum(DIVIDEND_PERIODS, { errorMap: () => ({ message: "money.choose" }) }) : z.undefined().optional(),
    })
    .passthrough()
    .transform((payload, ctx) => {
      const issues: Issue[] = [];
      const terms =
        kind === "REALTIME_SALARY"
          ? (() => {
              const values = readFields(
                payload,
                { profit: ["profitRate", rateOf], loss: ["lossRate", rateOf], single: ["singleBet", thresholdOf(currency)] },
                issues,
              );
              return issues.length > 0
                ? null
                : ({
                    kind,
                    profitRateBasisPoints: values.profit,
                    lossRateBasisPoints: values.loss,
                    singleBetCents: values.single,
                  } satisfies ContractTerms);
            })()
          : tieredTerms(kind, payload, currency, issues);
      for (const issue of issues)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path ? [issue.path] : [], message: issue.message });
      return terms === null ? z.NEVER : { downline: payload.downline, terms };
    });
}

/** A decision on one contract: the holder's accept, reject or terminate; the upline's on a termination request. */
export const respondSchema = z.object({
  intent: z.literal("respond", { errorMap: () => ({ message: "common.required" }) }),
  contractId: z.coerce
    .number({ invalid_type_error: "money.invalidField" })
    .int("money.invalidField")
    .positive("money.invalidField")
    .max(2 ** 31, "money.invalidField"),
  action: z.enum(CONTRACT_ACTIONS, { errorMap: () => ({ message: "money.choose" }) }),
});
