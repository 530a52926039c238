import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { cancelPendingLimit, limitViews, offerDepositLimit, setLimit, skipLimitOffer } from "../lib/limits";
import { realAccountOf } from "../lib/sessions";
import { MAX_SESSION_MINUTES } from "../../app/platform/contract/limits";

const limitsOf = (ctx: CallContext, accountId: number) => ({
  limits: limitViews(ctx.db, accountId, ctx.clock.now()),
  offerDepositLimit: offerDepositLimit(ctx.db, accountId),
});

export const limitsHandlers: GroupHandlers<"limits"> = {
  list: (ctx) => limitsOf(ctx, realAccountOf(ctx)),

  set: (ctx, { kind, period, amount }) => {
    const accountId = realAccountOf(ctx);
    if (kind === "SESSION" && amount !== null && amount > MAX_SESSION_MINUTES) {
      throw new SandboxError("FIELD_INVALID", { fields: [{ path: "amount", message: `At most ${MAX_SESSION_MINUTES} minutes a day` }] });
    }
    ctx.db.transaction(() => setLimit(ctx.db, accountId, ctx.clock.now(), kind, period, amount))();
    return limitsOf(ctx, accountId);
  },

  cancel: (ctx, { kind, period }) => {
    const accountId = realAccountOf(ctx);
    cancelPendingLimit(ctx.db, accountId, ctx.clock.now(), kind, period);
    return limitsOf(ctx, accountId);
  },

  skipOffer: (ctx) => {
    skipLimitOffer(ctx.db, realAccountOf(ctx), ctx.clock.now());
    return { offerDepositLimit: false as const };
  },
};
