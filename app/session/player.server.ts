import type { AppLoadContext } from "@remix-run/node";
import { eventsAddress } from "~/live/messages";
import { platformErrorCode } from "~/platform/platform-error";
import { formatAmount } from "~/format/money";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import type { ErrorCode } from "~/platform/errors";
import { isAgentAccount, isTrialAccount } from "./roles";
import { getSession } from "./session.server";

export interface LayoutMember {
  id: string;
  account: string;
  nickname: string;
  /** The avatar's letter: the first character of the nickname, else of the account. */
  initial: string;
  vip: boolean;
  vipLabel: string;
  unreadMessages: number;
  /** Rewards waiting in the reward centre (the platform's availablePromoCount). */
  claimableRewards: number;
  isAgent: boolean;
  trial: boolean;
}

export interface LayoutWallet {
  /** The balance in the merchant's currency, formatted in the page's language; null when it could not be loaded (`error` says why). */
  amount: string | null;
  error: ErrorCode | null;
}

/** What the layout shows of the signed-in account: never cached, never shared. */
export interface PlayerParts {
  member: LayoutMember | null;
  /** Why the member info is missing. */
  memberError: ErrorCode | null;
  wallet: LayoutWallet;
  /** The account's favourite game ids, for every game card's heart ([] when they could not be loaded). */
  favouriteIds: string[];
  /**
   * Where the page's live events start: the stream's address from the cursor read with the
   * balance, so an event after the page's render is never missed. A text, so a kept page can
   * carry each player's own (server/player-template.ts). Null when the balance failed: the
   * stream then starts from when it opens.
   */
  liveEvents: string | null;
}

/** The signed-in member's favourite ids for the cards' toggles; none for visitors and trial accounts, or when the call fails. */
async function loadFavouriteIds(context: AppLoadContext): Promise<string[]> {
  const user = getSession(context);
  if (!user || isTrialAccount(user.isAgent)) return [];
  try {
    return (await context.platform.favourites.ids()).ids;
  } catch (error) {
    context.logger.warn({ code: platformErrorCode(error) }, "favourite ids unavailable");
    return [];
  }
}

const localeOf = (context: AppLoadContext) => LANGUAGE_LABELS[context.i18n.language].tag;

/** The fresh balance in its currency (the balance call's, else `fallbackCurrency`); never cached (money). */
export async function loadWallet(context: AppLoadContext, fallbackCurrency: string): Promise<LayoutWallet> {
  try {
    const { balanceCents, currency } = await context.platform.wallet.balance();
    return { amount: formatAmount(balanceCents, currency || fallbackCurrency, localeOf(context)), error: null };
  } catch (error) {
    return { amount: null, error: platformErrorCode(error) };
  }
}

/**
 * The signed-in account's member info, balance and favourite ids (three platform calls at once), or null
 * for a visitor. `context.player`, when set, already holds them for this request: the
 * page cache loads them first to choose a kept page (server/page-cache.ts).
 */
export async function loadPlayer(context: AppLoadContext): Promise<PlayerParts | null> {
  if (context.player !== undefined) return context.player;
  const user = getSession(context);
  if (!user) return null;
  const [memberResult, balanceResult, info, favouriteIds] = await Promise.all([
    context.platform.member.info().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }),
    ),
    context.platform.wallet.balance().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }),
    ),
    context.systemInfo().catch(() => null),
    loadFavouriteIds(context),
  ]);

  const trial = isTrialAccount(user.isAgent);
  const member: LayoutMember | null = memberResult.ok
    ? {
        id: memberResult.value.id,
        account: memberResult.value.account,
        nickname: memberResult.value.nickname,
        initial: Array.from(memberResult.value.nickname || memberResult.value.account)[0] ?? "",
        vip: memberResult.value.vip,
        vipLabel: memberResult.value.vipLabel,
        unreadMessages: trial ? 0 : memberResult.value.unreadMessages,
        claimableRewards: trial ? 0 : memberResult.value.availablePromoCount,
        isAgent: isAgentAccount(user.isAgent),
        trial,
      }
    : null;

  // The balance's own currency, else the merchant's (the platform's, else as the brand declares it).
  const currency = (balanceResult.ok && balanceResult.value.currency) || info?.currency || context.brand.currency;
  return {
    member,
    memberError: memberResult.ok ? null : memberResult.code,
    wallet: balanceResult.ok
      ? { amount: formatAmount(balanceResult.value.balanceCents, currency, localeOf(context)), error: null }
      : { amount: null, error: balanceResult.code },
    favouriteIds,
    liveEvents: balanceResult.ok ? eventsAddress(balanceResult.value.eventsCursor) : null,
  };
}
