import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parsePage } from "~/ui/paging";
import { invalidReply, parseForm } from "~/forms/reply.server";
import {
  amountField,
  idempotencyKeyField,
  newIdempotencyKey,
  perCurrency,
  withdrawPasswordField,
  withNextKey,
  moneyFailureReply,
} from "~/forms/money.server";
import { merchantCurrency, requestMoney } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import type { Flash } from "~/http/flash";
import { redirectWithFlash } from "~/http/flash.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { transferToUpline, uplineRules } from "~/features/money/upline.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { TEAM_USERNAME_PATTERN, teamUsernameSchema, type DownlineRow } from "~/platform/contract/agent-team";
import type { AccountType } from "~/platform/contract/common";
import { dayOf, formatDateTime, offsetZone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { requireAgentPage } from "../centre.server";

/** Rows per page of the downline list. */
export const DOWNLINE_PAGE_SIZE = 20;

export interface DownlineRowView {
  username: string;
  nickname: string;
  isAgent: AccountType;
  parent: string;
  status: DownlineRow["status"];
  /** A time-out or self-exclusion is active: marked, and no transfer offered (the platform refuses one). */
  excluded: boolean;
  balance: string;
  /** Formatted, or null: never signed in. */
  lastLogin: string | null;
  joined: string;
  /** Accounts directly under it: a link drills down when there are any. */
  directCount: number;
  contracts: DownlineRow["contracts"];
}

/** Why the URL's view could not be used as asked (its documented fallback is shown instead). */
export type DownlineProblem = "badParent" | "badSearch";

export interface DownlineView {
  /** The drilled-down account (null: the agent's own direct downline) and the search, as used. */
  parent: string | null;
  q: string | null;
  /** What the search field shows again (as typed, cut short), when the search could not be used. */
  typedQ: string;
  problem: DownlineProblem | null;
  list: Result<{
    path: Array<{ username: string; isAgent: AccountType }>;
    rows: DownlineRowView[];
    total: number;
    page: number;
    totalPages: number;
  }>;
  /** The agent's upline and main balance (both transfer forms show it). */
  wallet: Result<{ upline: string | null; balance: string }>;
  /** `?transfer=`: the account the transfer form is open for. */
  transferTo: string | null;
  idempotencyKey: string;
  /** The two transfer forms' rules for the browser, made from their schemas. */
  rules: { downline: FormRules; upline: FormRules };
}

/** A username from the URL, or null when it is absent or not one (never sent to the platform then). */
function usernameParam(value: string | null): { value: string | null; bad: boolean } {
  if (value === null || value.trim() === "") return { value: null, bad: false };
  const parsed = teamUsernameSchema.safeParse(value);
  return parsed.success ? { value: parsed.data, bad: false } : { value: null, bad: true };
}

/**
 * `/agentHome/downlineManagmentView`: the agent's direct downline a page at a time, or a
 * sub-agent's (`?parent=`, with breadcrumbs back up), or a search of the whole team (`?q=`);
 * each row's status, balance, last sign-in and contract; the transfer forms. A `parent` or
 * `q` that is not a username is not sent: the agent's own downline shows, with the reason.
 */
export async function downlineLoader({ request, context }: LoaderFunctionArgs) {
  await requireAgentPage(request, context);
  const params = new URL(request.url).searchParams;
  const parent = usernameParam(params.get("parent"));
  const q = usernameParam(params.get("q"));
  const page = parsePage(params.get("page"));
  const [list, wallet, { currency, format }, profile] = await Promise.all([
    settled(
      context.platform.agentTeam.downline({
        parent: parent.value ?? undefined,
        q: q.value ?? undefined,
        pageNo: page,
        pageSize: DOWNLINE_PAGE_SIZE,
      }),
    ),
    settled(context.platform.transfer.uplineInfo()),
    requestMoney(context),
    settled(context.platform.agent.profile()),
  ]);
  // Times in the merchant's offset, as the agent centre's clock; in the brand's zone (named so) when the profile cannot be read.
  const zone = profile.ok ? offsetZone(profile.value.utcOffsetMinutes) : playerZone(context);
  const view: DownlineView = {
    parent: parent.value,
    q: q.value,
    typedQ: q.bad ? (params.get("q") ?? "").slice(0, 32) : (q.value ?? ""),
    problem: parent.bad ? "badParent" : q.bad ? "badSearch" : null,
    list: list.ok
      ? {
          ok: true,
          value: {
            path: list.value.path,
            rows: list.value.list.map((row) => ({
              username: row.username,
              nickname: row.nickname,
              isAgent: row.isAgent,
              parent: row.parent,
              status: row.status,
              excluded: row.excluded,
              balance: format(row.balanceCents),
              lastLogin: row.lastLoginAt ? formatDateTime(row.lastLoginAt, zone) : null,
              joined: dayOf(row.createdAt, zone),
              directCount: row.directCount,
              contracts: row.contracts,
            })),
            total: list.value.total,
            page,
            totalPages: list.value.totalPages,
          },
        }
      : list,
    wallet: wallet.ok ? { ok: true, value: { upline: wallet.value.upline, balance: format(wallet.value.balanceCents) } } : wallet,
    transferTo: usernameParam(params.get("transfer")).value,
    idempotencyKey: newIdempotencyKey(),
    rules: { downline: downlineRules(currency), upline: uplineRules(currency) },
  };
  return data(view, { headers: NO_STORE });
}

/** The transfer to an account of the team, in the merchant's currency (its amount takes the currency's minor digits). */
export const downlineTransferSchema = perCurrency((currency) =>
  z.object({
    to: z.string({ required_error: "agentDownline.chooseAccount" }).regex(TEAM_USERNAME_PATTERN, "agentDownline.chooseAccount"),
    amount: amountField(currency),
    withdrawPassword: withdrawPasswordField,
    idempotencyKey: idempotencyKeyField,
  }),
);
const downlineRules = perCurrency((currency) => formRules(downlineTransferSchema(currency)));

/** Back to the page after a transfer: the same view, the form closed, saying what was done. */
function afterTransfer(request: Request, context: AppLoadContext, done: Flash) {
  const url = new URL(request.url);
  for (const name of ["transfer", "index"]) url.searchParams.delete(name);
  return redirectWithFlash(`${url.pathname}${url.search}`, done, context);
}

/**
 * The page's two transfers: `intent=downline` to an account of the team (the platform refuses
 * any other: NOT_IN_TEAM), `intent=upline` to the agent's own upline (the member centre's
 * transferUpline call). Both with the withdrawal password and an idempotency key.
 */
export async function downlineAction({ request, context }: ActionFunctionArgs) {
  await requireAgentPage(request, context);
  const form = await request.formData();
  if (form.get("intent") === "upline")
    return (await transferToUpline(form, context)) ?? afterTransfer(request, context, { kind: "success", message: "money.uplineDone" });
  const submission = parseForm(form, downlineTransferSchema(await merchantCurrency(context)));
  if (submission.status !== "success") return invalidReply("downline", submission, withNextKey());
  const { to, amount, withdrawPassword, idempotencyKey } = submission.value;
  try {
    await context.platform.agentTeam.transfer({ to, amountCents: amount, withdrawPassword, idempotencyKey });
  } catch (error) {
    return moneyFailureReply("downline", submission, error, idempotencyKey);
  }
  return afterTransfer(request, context, { kind: "success", message: "agentDownline.transferDone", values: { username: to } });
}
