import { createHash, randomBytes } from "node:crypto";
import type { PlayerParts } from "~/session/player.server";
import type { SessionUser } from "~/session/roles";
import { gzipTemplate, renderGzip, renderPlain, type GzipTemplate } from "./gzip-template";

/**
 * A signed-in player's page, kept without the player (docs/decisions/home-page-cache.md).
 *
 * The page is rendered once for a made-up player whose texts are markers (`plyr…s0z`),
 * never for a real one, so a kept page cannot hold anyone's data. Each answer puts the
 * player's own texts where the markers were, escaped for where each one stands: page
 * text or attribute (as React escapes), or the data of the page's hydration scripts (as
 * Remix writes a value there: a JSON string inside a JSON string, then HTML-safe).
 *
 * What changes the page's shape rather than its texts is part of the page's key: the
 * account type, the VIP flag, the unread count, which texts are empty, which are equal
 * to each other (the hydration data stores an equal text once), the hidden balance, and
 * the favourite ids (every game card's heart shows them): a page is shared only by
 * players with the same favourites.
 */

/** The texts a signed-in page holds of its player: shown, or (its live events' address) in its data only. */
export const PLAYER_TEXTS = ["username", "id", "account", "nickname", "initial", "vipLabel", "balance", "liveEvents"] as const;
type PlayerText = (typeof PLAYER_TEXTS)[number];
export type PlayerTexts = Record<PlayerText, string>;

/** A signed-in player whose page can be kept: member info and balance both loaded. */
export interface KeepablePlayer {
  user: SessionUser;
  parts: PlayerParts & { member: NonNullable<PlayerParts["member"]>; wallet: { amount: string; error: null }; liveEvents: string };
}

export function keepablePlayer(user: SessionUser, parts: PlayerParts | null): KeepablePlayer | null {
  if (!parts?.member || parts.memberError || parts.wallet.amount === null || parts.wallet.error || parts.liveEvents === null) return null;
  return { user, parts } as KeepablePlayer;
}

export function playerTexts({ user, parts }: KeepablePlayer): PlayerTexts {
  const { member, wallet } = parts;
  return {
    username: user.username,
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    initial: member.initial,
    vipLabel: member.vipLabel,
    balance: wallet.amount,
    liveEvents: parts.liveEvents,
  };
}

/**
 * Which marker each text takes: equal texts share one, an empty text takes none (it is
 * rendered empty). The same for every player whose page has the same shape.
 */
function markerGroups(texts: PlayerTexts): Array<number | null> {
  const distinct: string[] = [];
  return PLAYER_TEXTS.map((name) => {
    const text = texts[name];
    if (text === "") return null;
    const seen = distinct.indexOf(text);
    if (seen >= 0) return seen;
    distinct.push(text);
    return distinct.length - 1;
  });
}

/** Everything about a signed-in player that changes the page other than through its texts. */
export function playerShapeKey(player: KeepablePlayer, balanceHidden: boolean): string {
  const { member } = player.parts;
  const groups = markerGroups(playerTexts(player)).map((group) => (group === null ? "-" : String(group)));
  return [
    `agent=${player.user.isAgent}`,
    `vip=${member.vip ? 1 : 0}`,
    `unread=${member.unreadMessages}`,
    `rewards=${member.claimableRewards}`,
    `hidden=${balanceHidden ? 1 : 0}`,
    `texts=${groups.join(",")}`,
    `favourites=${createHash("sha256")
      .update([...player.parts.favouriteIds].sort().join("\n"))
      .digest("base64url")}`,
  ].join(";");
}

/** Markers are lower-case letters and digits only: no escaping changes them. Unguessable per process. */
const MARKER_PREFIX = `plyr${randomBytes(6).toString("hex")}s`;
const markerOf = (group: number) => `${MARKER_PREFIX}${group}z`;

/** The made-up player a kept page is rendered for: the real one's shape, markers for its texts. */
export function markerPlayer(player: KeepablePlayer): KeepablePlayer {
  const groups = markerGroups(playerTexts(player));
  const marked = Object.fromEntries(
    PLAYER_TEXTS.map((name, index) => [name, groups[index] === null ? "" : markerOf(groups[index])]),
  ) as PlayerTexts;
  const { member } = player.parts;
  return {
    user: { ...player.user, username: marked.username },
    parts: {
      member: {
        ...member,
        id: marked.id,
        account: marked.account,
        nickname: marked.nickname,
        initial: marked.initial,
        vipLabel: marked.vipLabel,
      },
      memberError: null,
      wallet: { amount: marked.balance, error: null },
      favouriteIds: player.parts.favouriteIds,
      liveEvents: marked.liveEvents,
    },
  };
}

type Hole = { kind: "nonce" } | { kind: "text"; group: number; inScript: boolean };

/** A kept signed-in page: compressed pieces, and what goes in each hole between them. */
export interface PlayerTemplate {
  body: GzipTemplate;
  holes: Hole[];
  /** Which text names each marker group, for filling. */
  groupNames: PlayerText[];
}

/**
 * Cuts a page rendered for `markerPlayer(player)` with `nonce` at its nonces and markers.
 * Null when a marker is found cut apart or in a place this cannot fill (then the page is not kept).
 */
export function cutPlayerTemplate(html: string, nonce: string, player: KeepablePlayer): PlayerTemplate | null {
  const groups = markerGroups(playerTexts(player));
  const groupNames: PlayerText[] = [];
  groups.forEach((group, index) => {
    if (group !== null && groupNames[group] === undefined) groupNames[group] = PLAYER_TEXTS[index];
  });
  const pattern = new RegExp(`${escapeRegExp(nonce)}|${MARKER_PREFIX}(\\d+)z`, "g");
  const pieces: string[] = [];
  const holes: Hole[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const at = match.index ?? 0;
    pieces.push(html.slice(last, at));
    last = at + match[0].length;
    if (match[1] === undefined) {
      holes.push({ kind: "nonce" });
      continue;
    }
    const group = Number(match[1]);
    if (groupNames[group] === undefined) return null;
    holes.push({ kind: "text", group, inScript: insideScript(html, at) });
  }
  pieces.push(html.slice(last));
  if (pieces.some((piece) => piece.includes(MARKER_PREFIX))) return null;
  return { body: gzipTemplate(pieces), holes, groupNames };
}

/** The page of `player` with `nonce`, gzipped or plain. */
export function fillPlayerTemplate(template: PlayerTemplate, nonce: string, player: KeepablePlayer, gzip: boolean): Buffer {
  const texts = playerTexts(player);
  const fillers = template.holes.map((hole) => {
    if (hole.kind === "nonce") return nonce;
    const text = texts[template.groupNames[hole.group]];
    return hole.inScript ? asHydrationText(text) : asHtmlText(text);
  });
  return gzip ? renderGzip(template.body, fillers) : renderPlain(template.body, fillers);
}

/** Whether `at` is inside a <script> element (Remix's hydration data), rather than page text. */
function insideScript(html: string, at: number): boolean {
  return html.lastIndexOf("<script", at) > html.lastIndexOf("</script>", at);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** A text as React writes it in page text and attribute values. */
export function asHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A text as it stands inside Remix's hydration script: a JSON string (the data stream's
 * encoding) inside the JSON string the script hands over, made safe for HTML.
 */
export function asHydrationText(text: string): string {
  const inner = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inner)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
