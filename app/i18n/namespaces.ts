import type { Pack } from "./pack";

/**
 * The namespaces the browser gets its texts in: each a file of its own per language, loaded with
 * the routes that use it (their `handle.i18n`), so a page carries only the texts it can show.
 * `common` is on every page: what the root and the player layout (header, menus, footer, game cards
 * and the game popup, the sign-in button, the member menu, error pages) show.
 */
export const NAMESPACES = ["common", "auth", "account", "money", "records", "rewards", "lobbies", "content", "agent"] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** One of the pack's top-level groups (`money` of "money.deposit.title"). */
export type TextGroup = keyof Pack;

/**
 * The namespace of each of the pack's top-level groups: a key's first segment names its group,
 * so "money.deposit.title" is in `money`. Every group is in exactly one namespace (the type
 * checker refuses a group left out, and an object names a group once).
 */
export const NAMESPACE_OF = {
  common: "common",
  settings: "common",
  header: "common",
  menu: "common",
  footer: "common",
  layout: "common",
  errors: "common",
  system: "common",
  pagination: "common",
  liveEvents: "common",
  // The layout shows a few texts of each of these: the footer's help and page links, the game
  // popup and cards, the sign-in button, the member menu and its change-password item.
  help: "common",
  contentPages: "common",
  games: "common",
  home: "common",
  login: "common",
  member: "common",
  passwords: "common",
  // The sign-in popup's further steps and the registration (the player's and the agent's).
  auth: "auth",
  signInSteps: "auth",
  register: "auth",
  // The member centre's pages.
  security: "account",
  messages: "account",
  vip: "account",
  referral: "account",
  missions: "account",
  rebate: "account",
  money: "money",
  records: "records",
  promotions: "rewards",
  rewardCenter: "rewards",
  redEnvelopeClaim: "rewards",
  pointMall: "rewards",
  // Game pages and lobbies (the home's vendor cards use one of their texts).
  gamePages: "lobbies",
  lobby: "lobbies",
  announcements: "content",
  feedback: "content",
  agentCentre: "agent",
  agentReports: "agent",
  agentContracts: "agent",
  agentTeam: "agent",
  agentRegister: "agent",
  agentDownline: "agent",
  agentSignIn: "agent",
} as const satisfies Record<TextGroup, Namespace>;

/** The namespace a key's text is in; none for a key naming no group of the pack. */
export function namespaceOfKey(key: string): Namespace | undefined {
  const group = key.split(".", 1)[0]!;
  return Object.hasOwn(NAMESPACE_OF, group) ? NAMESPACE_OF[group as TextGroup] : undefined;
}
