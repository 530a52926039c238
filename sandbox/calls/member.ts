import type { AccountType, Language } from "../../app/platform/contract";
import type { GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById } from "../lib/accounts";
import { unreadCount } from "../lib/messages";
import { latestEventId } from "../lib/player-events";
import { claimableRewardCount } from "../lib/rewards";
import { sessionOf } from "../lib/sessions";

export const memberHandlers: GroupHandlers<"member"> = {
  info: (ctx) => {
    const account = accountById(ctx.db, sessionOf(ctx).accountId);
    return {
      id: String(account.id),
      account: account.username,
      nickname: account.nickname,
      type: account.is_agent as AccountType,
      currencySymbol: ctx.merchant.currencySymbol,
      vip: account.vip > 0,
      vipLabel: account.vip_label,
      rankLevel: account.rank_level,
      unreadMessages: account.is_agent === 4 ? 0 : unreadCount(ctx.db, account.id),
      availablePromoCount: account.is_agent === 4 ? 0 : claimableRewardCount(ctx.db, account.id, ctx.clock.now()),
      language: account.language as Language,
    };
  },

  setLanguage: (ctx, { language }) => {
    if (!ctx.merchant.languages.includes(language)) {
      throw new SandboxError("INVALID_REQUEST", {
        fields: [{ path: "language", message: "Not a language of this merchant" }],
      });
    }
    ctx.db.prepare("UPDATE accounts SET language = ? WHERE id = ?").run(language, sessionOf(ctx).accountId);
    return { language };
  },
};

export const walletHandlers: GroupHandlers<"wallet"> = {
  balance: (ctx) => {
    const { accountId } = sessionOf(ctx);
    const account = accountById(ctx.db, accountId);
    return {
      balanceCents: account.balance_cents,
      currency: ctx.merchant.currency,
      currencySymbol: ctx.merchant.currencySymbol,
      // Read with the balance, with nothing between: a money event commits in the same transaction as its
      // movement, so the balance holds exactly the events up to this cursor.
      eventsCursor: latestEventId(ctx.db, accountId),
    };
  },
};
