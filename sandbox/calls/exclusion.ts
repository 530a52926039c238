import { type CallContext, type GroupHandlers } from "../lib/context";
import { accountById } from "../lib/accounts";
import { askToComeBack, comeBackState, confirmComeBack, openComeBackTicket } from "../lib/come-back";
import { activeExclusion, operatorBrands, startExclusion } from "../lib/exclusions";
import { confirmPassword } from "../lib/account-passwords";
import { realAccountOf } from "../lib/sessions";

/** The account of a come-back ticket, on this merchant, from this address. */
const ticketAccount = (ctx: CallContext, ticket: string) =>
  openComeBackTicket(ctx.db, ctx.merchant.code, ticket, ctx.clientIp, ctx.clock.now());

export const exclusionHandlers: GroupHandlers<"exclusion"> = {
  status: (ctx) => {
    const account = accountById(ctx.db, realAccountOf(ctx));
    return { brands: operatorBrands(ctx.db, account.merchant), active: activeExclusion(ctx.db, account, ctx.clock.now()) };
  },

  start: (ctx, { period, allBrands, password }) => {
    const account = accountById(ctx.db, realAccountOf(ctx));
    const now = ctx.clock.now();
    confirmPassword(ctx.db, ctx.merchant.code, account, password, now, "PASSWORD_INCORRECT");
    return startExclusion(ctx.db, account, { period, allBrands }, now);
  },

  comeBackStatus: (ctx, { ticket }) => comeBackState(ctx.db, ticketAccount(ctx, ticket), ctx.clock.now()),

  comeBackAsk: (ctx, { ticket }) => askToComeBack(ctx.db, ticketAccount(ctx, ticket), ctx.clock.now()),

  comeBackConfirm: (ctx, { ticket }) => confirmComeBack(ctx.db, ticketAccount(ctx, ticket), ctx.clock.now()),
};
