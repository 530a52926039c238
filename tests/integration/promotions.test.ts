import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sanitizePlatformHtml } from "~/ui/sanitize.server";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { ACTIVITY_STATUSES } from "~/platform/contract/promotion-rules";
import { executableParts } from "../helpers/page-safety";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { withFlash } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";
import { xssPayloads } from "../helpers/xss-corpus";

/*
 * The promotions pages (/promotions, /promotions/:id) and the application (a multipart post,
 * as a browser without JavaScript sends it) against the real sandbox. Players: demo_member
 * (seeded in every status, read only), player013 and player014 (this file's applicants).
 */

const sb = await startTestSandbox();
const { request, from, signIn } = await startMembersPortal(sb.url, 14);

const db = sb.sandbox.db;
const visible = (html: string) => html.replaceAll("<!-- -->", "");
const statuses = (html: string) => [...html.matchAll(/data-status="(\w+)"/g)].map((match) => match[1]);
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const fieldError = (html: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const activityId = (title: string, merchant = "AURORA") =>
  db.prepare("SELECT id FROM activities WHERE merchant = ? AND title_en = ?").pluck().get(merchant, title) as number;
const applications = (username: string) =>
  db
    .prepare(
      "SELECT p.status FROM activity_applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = ? AND a.merchant = 'AURORA'",
    )
    .pluck()
    .all(username) as string[];

const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ffffff" } })
  .png()
  .toBuffer();
interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The apply form as a browser posts it (multipart). */
async function apply(path: string, cookie: string | undefined, fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("images", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return request("aurora", path, { body, headers: { ...from("aurora", cookie), "content-type": encoded.headers.get("content-type")! } });
}

describe("the list and an activity, for a visitor", () => {
  it("lists the activities 10 a page with their own statuses, translated, in both languages", async () => {
    const first = await request("aurora", "/promotions");
    expect(first.status).toBe(200);
    const html = visible(first.body);
    expect(html).toContain(`<title>${en.promotions.title} | `);
    expect(html.match(/data-activity="\d+"/g)).toHaveLength(10);
    expect(new Set(statuses(html))).toEqual(new Set(["JOIN"]));
    expect(html).toContain(`>${en.promotions.statuses.JOIN}</span>`);
    const second = visible((await request("aurora", "/promotions?page=2&lng=TY")).body);
    expect(statuses(second)).toEqual(["COMING_SOON", "COMING_SOON", "CLOSE", "CLOSE"]);
    expect(second).toContain(`>${ty.promotions.statuses.COMING_SOON}</span>`);
    expect(second).toContain("Mga ampao sa Lunar New Year");
    // A page that is not one is the first.
    expect(statuses(visible((await request("aurora", "/promotions?page=abc")).body))).toHaveLength(10);
  });

  it("shows an activity's content and asks a visitor to sign in to apply, coming back to it", async () => {
    const id = activityId("Welcome deposit bonus");
    const page = await request("aurora", `/promotions/${id}`);
    expect(page.status).toBe(200);
    const html = visible(page.body);
    expect(html).toContain("<h3>Welcome deposit bonus</h3>");
    expect(html).toContain(`<link rel="canonical" href="http://aurora.localhost:`);
    expect(html).toContain(`href="/login?redirectTo=%2Fpromotions%2F${id}"`);
    expect(html).toContain(en.promotions.signInToApply);
    expect(keyOf(html)).toBeUndefined();
  });

  it("answers 404 for an id that is not one or is another merchant's", async () => {
    for (const path of [
      "/promotions/abc",
      "/promotions/0",
      "/promotions/99999999999",
      `/promotions/${activityId("Welcome deposit bonus", "LUMEN")}`,
    ]) {
      expect((await request("aurora", path)).status, path).toBe(404);
    }
  });

  it("shows a platform failure in its section, not a blank page", async () => {
    await sb.control("/faults", { call: "promotions.list", failureRate: 1 });
    try {
      const page = await request("aurora", "/promotions");
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
      expect(page.body).toContain(en.promotions.title);
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("renders only sanitised platform HTML (the XSS corpus as an activity's content and title)", async () => {
    const payloads = xssPayloads();
    const id = activityId("Fishing frenzy", "LUMEN");
    db.prepare("UPDATE activities SET title_en = ?, summary_en = ?, content_en = ? WHERE id = ?").run(
      payloads[1],
      payloads[2],
      payloads.join("\n"),
      id,
    );
    const { info } = await sb.platform({ merchant: "LUMEN" }).system.permission();
    for (const path of [`/promotions/${id}`, "/promotions"]) {
      const page = await request("lumen", path);
      expect(page.status, path).toBe(200);
      expect(executableParts(page.body), path).toEqual([]);
    }
    expect((await request("lumen", `/promotions/${id}`)).body).toContain(
      sanitizePlatformHtml(payloads.join("\n"), { imageCdns: info.imageCDNs }),
    );
  });
});

describe("a member's statuses", () => {
  it("shows demo_member where it stands: every status across the two pages", async () => {
    const cookie = await signIn("aurora", "demo_member");
    const first = await request("aurora", "/promotions", { headers: { cookie } });
    expect(first.headers["cache-control"]).toMatch(/no-store/);
    const seen = [...statuses(first.body), ...statuses((await request("aurora", "/promotions?page=2", { headers: { cookie } })).body)];
    expect(new Set(seen)).toEqual(new Set(ACTIVITY_STATUSES));
    // The issued bonus points to the reward centre.
    const issued = visible((await request("aurora", `/promotions/${activityId("Welcome deposit bonus")}`, { headers: { cookie } })).body);
    expect(issued).toContain(en.promotions.statusHelp.ISSUED);
    expect(issued).toContain('href="/member/rewardCenter"');
  });

  it("says so when its statuses cannot be loaded, and still lists the activities", async () => {
    const cookie = await signIn("aurora", "demo_member");
    await sb.control("/faults", { call: "promotions.mine", failureRate: 1 });
    try {
      const page = visible((await request("aurora", "/promotions", { headers: { cookie } })).body);
      expect(page).toContain('data-state="status-error"');
      expect(page.match(/data-activity="\d+"/g)).toHaveLength(10);
    } finally {
      await sb.control("/faults/clear");
    }
  });
});

describe("applying (player013)", () => {
  const title = "Sports parlay insurance";
  let cookie: string;
  let path: string;

  it("sends a visitor to sign in and a trial account to the real-account prompt, applying nothing", async () => {
    path = `/promotions/${activityId(title)}`;
    const visitor = await apply(path, undefined, { comment: "hi", idempotencyKey: "k".repeat(20) });
    expect([visitor.status, visitor.headers.location]).toEqual([302, `/login?${new URLSearchParams({ redirectTo: path })}`]);
    const trial = sessionCookie(await request("tala", "/auth/free-play", { form: {}, headers: from("tala") }));
    const tala = `/promotions/${activityId(title, "TALA")}`;
    expect((await request("tala", tala, { headers: { cookie: trial } })).body).toContain('href="/real-account"');
  });

  it("refuses bad input with a translated message, keeping the comment, before any platform call", async () => {
    cookie = await signIn("aurora", "player013");
    const key = keyOf((await request("aurora", path, { headers: { cookie } })).body)!;
    expect(key).toMatch(/^[\w-]{16,64}$/);
    const empty = await apply(path, cookie, { comment: "  ", idempotencyKey: key });
    expect([empty.status, fieldError(empty.body, "apply-comment")]).toEqual([422, en.promotions.commentRequired]);
    const long = await apply(path, cookie, { comment: "x".repeat(141), idempotencyKey: key });
    expect([long.status, fieldError(long.body, "apply-comment")]).toEqual([422, "The comment can be at most 140 characters"]);
    const disguised = await apply(path, cookie, { comment: "mine", idempotencyKey: key }, [
      { name: "shot.png", type: "image/png", bytes: Buffer.from("#!/bin/sh\n") },
    ]);
    expect([disguised.status, fieldError(disguised.body, "apply-images")]).toEqual([422, en.money.proofType]);
    // The comment is kept; the images must be chosen again.
    expect(disguised.body).toMatch(/<textarea[^>]*>mine<\/textarea>/);
    expect(visible(disguised.body)).toContain(en.promotions.imagesAgain);
    const four = await apply(
      path,
      cookie,
      { comment: "mine", idempotencyKey: key },
      Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: "image/png", bytes: PNG })),
    );
    expect(fieldError(four.body, "apply-images")).toBe(en.money.proofCount);
    const big = await apply(path, cookie, { comment: "mine", idempotencyKey: key }, [
      { name: "big.png", type: "image/png", bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(fieldError(big.body, "apply-images")).toBe(en.money.proofSize);
    const tampered = await apply(path, cookie, { comment: "mine", idempotencyKey: "<script>" });
    expect(tampered.status).toBe(422);
    const urlencoded = await request("aurora", path, { form: { comment: "mine", idempotencyKey: key }, headers: from("aurora", cookie) });
    expect(urlencoded.status).toBe(415);
    expect(applications("player013")).toEqual([]);
  });

  it("applies once with a comment and an image, even posted twice, and shows Applying", async () => {
    const key = keyOf((await request("aurora", path, { headers: { cookie } })).body)!;
    const posts = await Promise.all(
      [0, 1].map(() =>
        apply(path, cookie, { comment: "Lost by one leg", idempotencyKey: key }, [{ name: "slip.png", type: "image/png", bytes: PNG }]),
      ),
    );
    for (const post of posts) expect([post.status, post.headers.location]).toEqual([302, path]);
    expect(applications("player013")).toEqual(["APPLYING"]);
    const after = visible((await request("aurora", path, { headers: { cookie: withFlash(posts[0]!, cookie) } })).body);
    expect(after).toContain(en.promotions.applied);
    expect(statuses(after)).toEqual(["APPLYING"]);
    expect(keyOf(after)).toBeUndefined();
  });

  it("answers a second application, a closed activity and another merchant's with the platform's translated refusal", async () => {
    const again = await apply(path, cookie, { comment: "again", idempotencyKey: "a".repeat(20) });
    expect([again.status, failureOf(again.body)]).toEqual([409, "ALREADY_APPLIED"]);
    expect(visible(again.body)).toContain(en.errors.ALREADY_APPLIED);
    const closed = await apply(`/promotions/${activityId("Halloween spins")}`, cookie, { comment: "late", idempotencyKey: "b".repeat(20) });
    expect([closed.status, failureOf(closed.body)]).toEqual([409, "ACTIVITY_NOT_OPEN"]);
    const foreign = await apply(`/promotions/${activityId(title, "LUMEN")}`, cookie, {
      comment: "elsewhere",
      idempotencyKey: "c".repeat(20),
    });
    expect(foreign.status).toBe(404);
    expect(applications("player013")).toEqual(["APPLYING"]);
  });

  it("follows the back office: Process once approved, Issued once the bonus is issued", async () => {
    const { id } = (await sb.control("/merchants/AURORA/applications/latest", { username: "player013" })) as { id: number };
    await sb.control(`/applications/${id}/approve`);
    expect(statuses((await request("aurora", path, { headers: { cookie } })).body)).toEqual(["PROCESS"]);
    await sb.control(`/applications/${id}/issue`);
    expect(statuses((await request("aurora", path, { headers: { cookie } })).body)).toEqual(["ISSUED"]);
  });
});
