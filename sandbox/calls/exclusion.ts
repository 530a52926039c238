import { type GroupHandlers } from "../lib/context";
import { accountById } from "../lib/accounts";
import { activeExclusion, operatorBrands, startExclusion } from "../lib/exclusions";
import { confirmPassword } from "../lib/account-passwords";
import { realAccountOf } from "../lib/sessions";

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
};
