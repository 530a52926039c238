import type { Pack } from "./pack";

/** One of the pack's top-level groups (`money` of "money.depositTitle"). */
export type TextGroup = keyof Pack;

/**
 * The namespaces the browser gets its texts in, each with the pack's top-level groups it holds:
 * a file of its own per language, loaded with the routes that name it (their `handle.i18n`), so a
 * page carries only the texts it can show. A key's first segment names its group, so
 * "money.depositTitle" is in `money`. Every group is in exactly one namespace: the type checker
 * refuses a group left out, tests/unit/i18n-namespaces.test.ts one named twice.
 */
export const GROUPS = {
  /**
   * On every page: what the root and the player layout show. Besides the shell's own groups, the
   * layout shows a few texts of each of the last ones: the footer's help and page links, the
   * game cards and game popup, the sign-in button, the member menu and its change-password item.
   */
  common: [
    "common",
    "settings",
    "header",
    "menu",
    "footer",
    "layout",
    "errors",
    "system",
    "pagination",
    "liveEvents",
    "help",
    "contentPages",
    "games",
    "home",
    "login",
    "member",
    "passwords",
  ],
  /** The sign-in popup's further steps, and registration (the player's and the agent's). */
  auth: ["auth", "signInSteps", "register"],
  /** The member centre's pages. */
  account: ["security", "messages", "vip", "referral", "missions", "rebate"],
  money: ["money"],
  records: ["records"],
  rewards: ["promotions", "rewardCenter", "redEnvelopeClaim", "pointMall"],
  /** Game pages and lobbies (the home's vendor cards use one of their texts). */
  lobbies: ["gamePages", "lobby"],
  content: ["announcements", "feedback"],
  /** Responsible gaming: the brand's page, and the player's limits, exclusion and play time. */
  protection: ["responsible", "limits", "exclusion", "playTime"],
  agent: ["agentCentre", "agentReports", "agentContracts", "agentTeam", "agentRegister", "agentDownline", "agentSignIn"],
} as const satisfies Record<string, readonly TextGroup[]>;

export type Namespace = keyof typeof GROUPS;

/** A type error names any group of the pack left out of every namespace. */
type Placed<Unplaced extends never> = Unplaced;
export type EveryGroupPlaced = Placed<Exclude<TextGroup, (typeof GROUPS)[Namespace][number]>>;

export const NAMESPACES = Object.keys(GROUPS) as Namespace[];

/** The namespace of each group. */
export const NAMESPACE_OF = Object.fromEntries(
  NAMESPACES.flatMap((namespace) => GROUPS[namespace].map((group) => [group, namespace])),
) as Record<TextGroup, Namespace>;

/** The namespace a key's text is in; none for a key naming no group of the pack. */
export function namespaceOfKey(key: string): Namespace | undefined {
  const group = key.split(".", 1)[0]!;
  return Object.hasOwn(NAMESPACE_OF, group) ? NAMESPACE_OF[group as TextGroup] : undefined;
}
