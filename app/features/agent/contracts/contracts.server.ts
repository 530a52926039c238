import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { basisPointsPercent } from "~/format/amount";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { perCurrency } from "~/forms/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { redirectWithFlash } from "~/http/flash.server";
import { settled } from "~/platform/result.server";
import { loadRecords, outcomeOf } from "~/features/records/records.server";
import type { MoneyFormat } from "~/format/money";
import type { RecordsPageData } from "~/features/records/types";
import {
  CONTRACT_KINDS,
  ratesOf,
  SETTLEMENT_SIDES,
  type Contract,
  type ContractAction,
  type ContractKind,
  type ContractTerms,
} from "~/platform/contract/agent-contracts";
import { formatDateTime, offsetZone, type Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import { requireAgentPage } from "../centre.server";
import { contractPageFlag, contractPagePath } from "./kinds";
import { offerSchema, respondSchema } from "./offer-form.server";
import type { ContractPageView, ContractView, SettlementRow, SettlementTotals, TermsView } from "./types";

/** A settlement's period in the zone, named once at its end: "2026-11-23 15:40 – 2026-11-23 15:45 GMT+8". */
export const periodText = (start: string, end: string, zone: Zone) =>
  `${formatDateTime(start, zone, { labelled: false })} – ${formatDateTime(end, zone)}`;

export function termsView(terms: ContractTerms, money: MoneyFormat): TermsView {
  if (terms.kind === "REALTIME_SALARY") {
    return {
      period: null,
      tiers: [],
      realtime: {
        profitRate: basisPointsPercent(terms.profitRateBasisPoints),
        lossRate: basisPointsPercent(terms.lossRateBasisPoints),
        singleBet: money(terms.singleBetCents),
      },
    };
  }
  return {
    period: terms.kind === "DIVIDEND" ? terms.period : null,
    tiers: terms.tiers.map((tier) => ({
      activeMembers: tier.activeMembers,
      bet: money("validBetCents" in tier ? tier.validBetCents : tier.betCents),
      loss: "lossCents" in tier ? money(tier.lossCents) : null,
      rate: basisPointsPercent(tier.rateBasisPoints),
    })),
    realtime: null,
  };
}

export function contractView(contract: Contract, money: MoneyFormat, zone: Zone): ContractView {
  return {
    id: contract.id,
    kind: contract.kind,
    upline: contract.upline,
    holder: contract.holder,
    status: contract.status,
    terms: termsView(contract.terms, money),
    offeredAt: formatDateTime(contract.offeredAt, zone),
    endedAt: contract.endedAt ? formatDateTime(contract.endedAt, zone) : null,
    endReason: contract.endReason,
  };
}

/** The most the agent may give (its own contract's rates), as percentages; null without a cap (the top of the tree). */
function offerLimit(own: Contract | null): ContractPageView["offerLimit"] {
  if (!own) return null;
  const rates = ratesOf(own.terms);
  return { rate: basisPointsPercent(rates.rateBasisPoints), lossRate: basisPointsPercent(rates.lossRateBasisPoints) };
}

/**
 * A contract page's settlements on the records toolkit: the agent-centre day (the merchant's
 * offset, from contracts.settings), `?side=` (OWN or DOWNLINE) as the type filter.
 */
async function loadSettlements(
  request: Request,
  context: AppLoadContext,
  kind: ContractKind,
): Promise<{ records: RecordsPageData<SettlementRow, SettlementTotals>; zone: Zone }> {
  // The settings call gives the offset; a page whose settings failed shows its contracts' times in the brand's zone.
  let zone = playerZone(context);
  const records = await loadRecords(request, context, {
    types: SETTLEMENT_SIDES,
    settings: async () => {
      const settings = await context.platform.contracts.settings();
      zone = offsetZone(settings.utcOffsetMinutes);
      return settings;
    },
    async fetch({ from, to, type, pageNo, pageSize }, money) {
      const page = await context.platform.contracts.settlements({ kind, from, to, side: type ?? undefined, pageNo, pageSize });
      return {
        rows: page.list.map((row) => ({
          id: row.id,
          period: periodText(row.periodStart, row.periodEnd, zone),
          holder: row.holder,
          activeMembers: row.activeMembers,
          validBet: money(row.validBetCents),
          profitLoss: money(row.profitLossCents),
          outcome: outcomeOf(row.profitLossCents),
          rate: row.rateBasisPoints === null ? null : basisPointsPercent(row.rateBasisPoints),
          amount: money(row.amountCents),
          reference: row.reference,
        })),
        totals: {
          validBet: money(page.totals.validBetCents),
          profitLoss: money(page.totals.profitLossCents),
          outcome: outcomeOf(page.totals.profitLossCents),
          amount: money(page.totals.amountCents),
        },
        total: page.total,
        totalPages: page.totalPages,
      };
    },
  });
  return { records, zone };
}

/**
 * A contract page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the agent's own contracts of the kind (from its upline), those it gave
 * its downline and the offer form, and the settlements. The overview and the settlements are
 * read at once; each failure stays in its section.
 */
export async function contractPageLoader(kind: ContractKind, { request, context }: LoaderFunctionArgs) {
  await requireAgentPage(request, context, contractPageFlag(kind));
  const [overview, settlements, { currency, format: money }] = await Promise.all([
    settled(context.platform.contracts.overview({ kind })),
    loadSettlements(request, context, kind),
    requestMoney(context),
  ]);
  const view: ContractPageView = {
    kind,
    overview: overview.ok
      ? {
          ok: true,
          value: {
            held: overview.value.held.map((contract) => contractView(contract, money, settlements.zone)),
            offered: overview.value.offered.map((contract) => contractView(contract, money, settlements.zone)),
            downlines: overview.value.downlines.map(({ username, nickname }) => ({ username, nickname })),
          },
        }
      : overview,
    canOffer: overview.ok && (overview.value.unlimited || overview.value.own !== null),
    offerLimit: overview.ok ? offerLimit(overview.value.own) : null,
    records: settlements.records,
    offerRules: offerRules(currency)[kind],
  };
  return data(view, { headers: NO_STORE });
}

/** Each kind's offer form rules in a currency, made once from its schema. */
const offerRules = perCurrency(
  (currency) =>
    Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, formRules(offerSchema(kind, currency))])) as Record<ContractKind, FormRules>,
);

/** Where a successful post goes: the page (its filters kept) saying what was done, and how many contracts ended by themselves. */
function afterPost(request: Request, context: AppLoadContext, kind: ContractKind, action: ContractAction | "offer", ended = 0) {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const more = ended > 0 ? { message: "agentContracts.autoEnded", values: { count: ended } } : undefined;
  const query = params.toString();
  const to = query ? `${contractPagePath(kind)}?${query}` : contractPagePath(kind);
  return redirectWithFlash(to, { kind: "success", message: `agentContracts.done.${action}`, more }, context);
}

/**
 * A contract page's posts: `intent=offer` (the offer form) and `intent=respond` (a decision on
 * one contract). The form is read first: a bad one is answered 422 before any platform call.
 */
export async function contractPageAction(kind: ContractKind, { request, context }: ActionFunctionArgs) {
  await requireAgentPage(request, context);
  const form = await request.formData();
  if (form.get("intent") === "offer") {
    const submission = parseForm(form, offerSchema(kind, await merchantCurrency(context)));
    if (submission.status !== "success") return invalidReply("offer", submission);
    await requireAgentPage(request, context, contractPageFlag(kind));
    try {
      await context.platform.contracts.offer(submission.value);
    } catch (error) {
      return refusedReply("offer", submission, failureOf(error));
    }
    return afterPost(request, context, kind, "offer");
  }
  const submission = parseForm(form, respondSchema);
  if (submission.status !== "success") return invalidReply("respond", submission);
  await requireAgentPage(request, context, contractPageFlag(kind));
  try {
    const { autoTerminated } = await context.platform.contracts.respond({
      contractId: submission.value.contractId,
      action: submission.value.action,
    });
    return await afterPost(request, context, kind, submission.value.action, autoTerminated.length);
  } catch (error) {
    return refusedReply("respond", submission, failureOf(error));
  }
}
