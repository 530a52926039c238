import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { cancelPendingLimit, limitViews, offerDepositLimit, setLimit, skipLimitOffer } from "../lib/limits";
import { sessionLimitUsed } from "../lib/play-time";
import { realAccountOf } from "../lib/sessions";
import { MAX_SESSION_MINUTES } from "../../app/platform/contract/limits";

function limitsOf(ctx: CallContext, accountId: number) {
  const now = ctx.clock.now();
  return {
    // Session time's use is the minutes play time counts in the limit's window.
    limits: limitViews(ctx.db, accountId, now).map((view) =>
      view.kind === "SESSION" ? { ...view, used: sessionLimitUsed(ctx.db, accountId, now, view.period) } : view,
    ),
    offerDepositLimit: offerDepositLimit(ctx.db, accountId),
  };
}

export const limitsHandlers: GroupHandlers<"limits"> = {
  list: (ctx) => limitsOf(ctx, realAccountOf(ctx)),

  set: (ctx, { kind, period, amount }) => {
    const accountId = realAccountOf(ctx);
    if (kind === "SESSION" && amount !== null && amount > MAX_SESSION_MINUTES[period]) {
      const most = MAX_SESSION_MINUTES[period];
      throw new SandboxError("FIELD_INVALID", { fields: [{ path: "amount", message: `At most ${most} minutes for this period` }] });
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
