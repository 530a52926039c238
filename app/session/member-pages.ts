/**
 * The member centre's pages, in the navigation's order.
 * Each `id` is the product's page id and the route segment (`/member/<id>`), so old deep
 * links resolve. Pages are child routes of `_main.member.tsx`; the ones built by other
 * areas (wallet, deposit, records...) are added as route files beside it.
 */
export const MEMBER_PAGES = [
  { id: "securityCenter" },
  { id: "transferFund" },
  { id: "depositv2" },
  { id: "withdraw" },
  { id: "transferUpline" },
  { id: "personalHistoryCopy" },
  { id: "transactionHistory" },
  { id: "personalProfit" },
  { id: "bonusDetails" },
  { id: "rewardCenter", badge: "claimableRewards" },
  { id: "referral" },
  { id: "missionLeaderboard", badge: "claimableMissions" },
  { id: "messageV2", badge: "unreadMessages" },
  { id: "manualRebate", flag: "MANPLAYREB3" },
  { id: "creditReport" },
  { id: "redEnvelope" },
  { id: "vip" },
  { id: "realityCheck" },
  { id: "accountActivity" },
  { id: "limits" },
  { id: "selfExclusion" },
] as const satisfies ReadonlyArray<MemberPage>;

export interface MemberPage {
  id: string;
  /** Shown only when this whitelabel flag is on. */
  flag?: "MANPLAYREB3";
  /** The count the red badge shows (when above 0). */
  badge?: keyof MemberBadges;
}

export type MemberPageId = (typeof MEMBER_PAGES)[number]["id"];

/** The counts behind the navigation's red badges (shown when above 0). */
export interface MemberBadges {
  unreadMessages: number;
  /** Issued bonuses and open red envelopes waiting in the reward centre (member info's availablePromoCount). */
  claimableRewards: number;
  /** Completed missions not yet claimed this period (the member centre's own loader reads it). */
  claimableMissions: number;
}

export const MEMBER_ROOT = "/member";
export const memberPath = (id: MemberPageId) => `${MEMBER_ROOT}/${id}`;
/** `/member` itself opens the security centre. */
export const MEMBER_HOME = memberPath("securityCenter");
