import { SandboxError, type GroupHandlers } from "../handler";
import { accountById } from "../lib/accounts";
import { activeExclusion, operatorBrands, startExclusion } from "../lib/exclusions";
import { verifyPassword } from "../lib/passwords";
import { realAccountOf } from "../lib/sessions";

export const exclusionHandlers: GroupHandlers<"exclusion"> = {
  status: (ctx) => {
    const account = accountById(ctx.db, realAccountOf(ctx));
    return { brands: operatorBrands(ctx.db, account.merchant), active: activeExclusion(ctx.db, account, ctx.clock.now()) };
  },

  start: (ctx, { period, allBrands, password }) => {
    const account = accountById(ctx.db, realAccountOf(ctx));
    if (!account.password_hash.startsWith("scrypt$") || !verifyPassword(password, account.password_hash)) {
      throw new SandboxError("PASSWORD_INCORRECT");
    }
    return startExclusion(ctx.db, account, { period, allBrands }, ctx.clock.now());
  },
};
