import { escapeHtml } from "@remix-run/react/dist/markup.js";
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import {
  cutPlayerTemplate,
  fillPlayerTemplate,
  markerPlayer,
  playerShapeKey,
  playerTexts,
  type KeepablePlayer,
} from "../../server/player-template";

/**
 * A kept signed-in page (server/player-template.ts) against pages made the way a render
 * makes them: the texts in React markup (text and attributes), and the data in a script
 * as Remix streams it (turbo-stream, in a JSON string, HTML-safe).
 */
function playerOf(texts: {
  username: string;
  id: string;
  account: string;
  nickname: string;
  vipLabel: string;
  balance: string;
  liveEvents?: string;
}): KeepablePlayer {
  return {
    user: { username: texts.username, isAgent: 0 },
    parts: {
      member: {
        id: texts.id,
        account: texts.account,
        nickname: texts.nickname,
        initial: Array.from(texts.nickname || texts.account)[0] ?? "",
        vip: true,
        vipLabel: texts.vipLabel,
        unreadMessages: 3,
        claimableRewards: 2,
        isAgent: false,
        trial: false,
      },
      memberError: null,
      wallet: { amount: texts.balance, error: null },
      favouriteIds: [],
      liveEvents: texts.liveEvents ?? "/resources/events?after=0",
    },
  };
}

/** A text the page shows for everyone, which a player's text may happen to equal. */
const PUBLIC_TEXT = "₱50.00";

/** The strings of `page`'s data besides the player's texts: its keys and the public text. */
const DATA_STRINGS = new Set([
  ...["root", "user", "username", "isAgent", "layout", "member", "wallet", "winners", "amount", "error", "memberError", "liveEvents"],
  ...["id", "account", "nickname", "initial", "vip", "vipLabel", "unreadMessages", "trial"],
  PUBLIC_TEXT,
]);

async function page(player: KeepablePlayer, nonce: string): Promise<string> {
  const t = playerTexts(player);
  const markup = renderToString(
    createElement(
      "header",
      { "data-user-id": t.id, title: t.nickname },
      createElement("span", null, t.initial),
      createElement("span", null, "Account menu", ": ", t.nickname || t.account),
      createElement("b", null, t.balance),
      createElement("i", null, t.vipLabel),
      createElement("p", null, PUBLIC_TEXT),
    ),
  );
  const data = {
    root: { user: player.user },
    layout: { member: player.parts.member, wallet: player.parts.wallet, liveEvents: player.parts.liveEvents },
    winners: [PUBLIC_TEXT],
  };
  const line = await new Response(encode(data)).text();
  const script = `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(${escapeHtml(JSON.stringify(line))});</script>`;
  return `<!DOCTYPE html><html><head><script nonce="${nonce}"></script></head><body>${markup}${script}</body></html>`;
}

const hydrationData = async (html: string) => {
  const encoded = JSON.parse(/enqueue\((".*?")\);<\/script>/s.exec(html)?.[1] ?? '""') as string;
  const { value, done } = await decode(new Response(encoded).body as ReadableStream<Uint8Array>);
  await done;
  return value;
};
const markupOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

const texts = fc.record({
  username: fc.string({ minLength: 1, maxLength: 12 }),
  id: fc.oneof(fc.string({ maxLength: 8 }), fc.constant("42")),
  account: fc.string({ minLength: 1, maxLength: 12 }),
  nickname: fc.oneof(
    fc.constant(""),
    fc.string({ unit: "grapheme", maxLength: 16 }),
    fc.constantFrom(`<b>"A" & 'B'</b>`, "\u2028x\u2029", "</script>", '\\"'),
  ),
  vipLabel: fc.oneof(fc.constant(""), fc.constant("VIP1")),
  balance: fc.constantFrom("₱1,000.00", PUBLIC_TEXT, "$0.00"),
  liveEvents: fc.constantFrom("/resources/events?after=0", "/resources/events?after=1234"),
});

describe("a kept signed-in page", () => {
  it("is filled with any player's texts into the markup a render makes and the data it hydrates", async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (t) => {
        const player = playerOf(t);
        const template = cutPlayerTemplate(await page(markerPlayer(player), "templateNonce"), "templateNonce", player);
        expect(template).not.toBeNull();
        const filled = fillPlayerTemplate(template!, "answerNonce", player, false).toString("utf8");
        const rendered = await page(player, "answerNonce");
        expect(markupOf(filled)).toBe(markupOf(rendered));
        // Byte for byte unless a text equals another string of the data (a key, a public text),
        // which the stream stores once where the kept page stores it again: the same data.
        expect(await hydrationData(filled)).toEqual(await hydrationData(rendered));
        const collides = Object.values(playerTexts(player)).some((text) => DATA_STRINGS.has(text));
        // (Where a text collides, the markup and the data above are what must match.)
        expect(collides ? rendered : filled).toBe(rendered);
      }),
      { numRuns: 300 },
    );
  });

  it("holds none of the player's texts, and its shape is the same for players who differ only in them", async () => {
    const ann = playerOf({
      ...{ username: "ann01", id: "7", account: "ann01", nickname: "Ann", vipLabel: "VIP1", balance: "₱9.00" },
      liveEvents: "/resources/events?after=31",
    });
    const bob = playerOf({
      ...{ username: "bob02", id: "8", account: "bob02", nickname: "Bob", vipLabel: "VIP1", balance: "₱1.00" },
      liveEvents: "/resources/events?after=57",
    });
    expect(playerShapeKey(ann, false)).toBe(playerShapeKey(bob, false));
    const html = await page(markerPlayer(ann), "n0nce");
    for (const text of ["ann01", "Ann", "₱9.00", "after=31"]) expect(html).not.toContain(text);
    const template = cutPlayerTemplate(html, "n0nce", ann);
    const forBob = fillPlayerTemplate(template!, "n1", bob, false).toString("utf8");
    expect(forBob).toBe(await page(bob, "n1"));
  });

  it("is another page when the shape differs: unread count, rewards to claim, hidden balance, an empty nickname, the favourites", () => {
    const base = { username: "ann01", id: "7", account: "ann01", nickname: "Ann", vipLabel: "VIP1", balance: "₱9.00" };
    const ann = playerOf(base);
    const keys = new Set([
      playerShapeKey(ann, false),
      playerShapeKey(ann, true),
      playerShapeKey(playerOf({ ...base, nickname: "" }), false),
      playerShapeKey({ ...ann, parts: { ...ann.parts, member: { ...ann.parts.member, unreadMessages: 4 } } }, false),
      playerShapeKey({ ...ann, parts: { ...ann.parts, member: { ...ann.parts.member, claimableRewards: 0 } } }, false),
      playerShapeKey({ ...ann, user: { ...ann.user, isAgent: 4 } }, false),
      playerShapeKey({ ...ann, parts: { ...ann.parts, favouriteIds: ["RNG-PG-0001"] } }, false),
    ]);
    expect(keys.size).toBe(7);
  });
});
