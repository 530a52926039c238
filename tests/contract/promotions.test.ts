import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACTIVITY_STATUSES } from "../../app/platform/contract/promotion-rules";
import { PROMOTIONS_PAGE_SIZE } from "../../app/platform/contract/promotions";
import { SEEDED_ACTIVITIES } from "../../sandbox/seed/promotions";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The promotion, reward and raffle calls against the sandbox: the public list and detail, the
 * player's statuses, an application (images kept as type, size and hash only), the back
 * office's review, and claims through the ledger once. Players: demo_member (seeded in every
 * status), player010..012 (this file's); its own in-memory sandbox.
 */

const sb = await startTestSandbox();
const key = () => randomBytes(12).toString("hex");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2a3c3e50000000049454e44ae426082",
  "hex",
);

async function signedIn(username: string, merchant = "AURORA") {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}
const anonymous = (merchant = "AURORA") => sb.platform({ merchant });
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;
const activityId = (title: string, merchant = "AURORA") =>
  sb.sandbox.db.prepare("SELECT id FROM activities WHERE merchant = ? AND title_en = ?").pluck().get(merchant, title) as number;

describe("promotions.list and detail (public)", () => {
  it("pages the merchant's activities, running first, with their own state in the language asked", async () => {
    const first = await anonymous().promotions.list({ language: "EN", page: 1 });
    expect(first.list).toHaveLength(PROMOTIONS_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(SEEDED_ACTIVITIES.length / PROMOTIONS_PAGE_SIZE));
    const second = await anonymous().promotions.list({ language: "TY", page: 2 });
    const states = [...first.list, ...second.list].map((activity) => activity.status);
    expect(states.slice(0, 10).every((state) => state === "JOIN")).toBe(true);
    expect(states.slice(10)).toEqual(["COMING_SOON", "COMING_SOON", "CLOSE", "CLOSE"]);
    expect(second.list[0].title).toBe("Mga ampao sa Lunar New Year");
    // A page past the end is the last one.
    expect((await anonymous().promotions.list({ language: "EN", page: 99 })).page).toBe(2);
  });

  it("gives one activity's content, and NOT_FOUND for another merchant's", async () => {
    const id = activityId("Welcome deposit bonus");
    const detail = await anonymous().promotions.detail({ id, language: "EN" });
    expect(detail).toMatchObject({ id, promotionType: "DEPOSIT_BONUS", applyMode: "APPLY", status: "JOIN", bonusCents: 10_000 });
    expect(detail.content).toContain("<h3>Welcome deposit bonus</h3>");
    expect((await platformError(anonymous("LUMEN").promotions.detail({ id, language: "EN" }))).code).toBe("NOT_FOUND");
  });
});

describe("a player's statuses", () => {
  it("seeds every application status for demo_member", async () => {
    const platform = await signedIn("demo_member");
    const mine = (await platform.promotions.mine()).items.map((item) => item.status);
    const own = (await anonymous().promotions.list({ language: "EN", page: 1 })).list.map((a) => a.status);
    const rest = (await anonymous().promotions.list({ language: "EN", page: 2 })).list.map((a) => a.status);
    expect(new Set([...mine, ...own, ...rest])).toEqual(new Set(ACTIVITY_STATUSES));
    // Its issued bonus and open envelope are its claimable rewards.
    expect((await platform.member.info()).availablePromoCount).toBe(2);
  });
});

describe("promotions.apply, the review and the claim (player010)", () => {
  const title = "Live casino lucky streak";

  it("applies once per idempotency key and once per activity, keeping only the images' type, size and hash", async () => {
    const platform = await signedIn("player010");
    const request = {
      activityId: activityId(title),
      comment: "Five in a row!",
      images: [{ mediaType: "image/png" as const, base64: PNG.toString("base64") }],
      idempotencyKey: key(),
    };
    const first = await platform.promotions.apply(request);
    expect(await platform.promotions.apply(request)).toEqual(first);
    expect((await platformError(platform.promotions.apply({ ...request, idempotencyKey: key() }))).code).toBe("ALREADY_APPLIED");
    const latest = (await sb.control("/merchants/AURORA/applications/latest", { username: "player010" })) as {
      id: number;
      status: string;
      images: Array<{ mediaType: string; sizeBytes: number; sha256: string }>;
    };
    expect(latest).toMatchObject({ id: first.applicationId, status: "APPLYING" });
    expect(latest.images).toEqual([
      { mediaType: "image/png", sizeBytes: PNG.length, sha256: createHash("sha256").update(PNG).digest("hex") },
    ]);
    expect(Object.keys(sb.sandbox.db.prepare("SELECT * FROM application_images LIMIT 1").get() as object)).not.toContain("bytes");
  });

  it("refuses a disguised image, a closed or automatic activity, and another merchant's, storing nothing", async () => {
    const platform = await signedIn("player011");
    const before = snapshot(sb.sandbox, "activity_applications");
    const apply = (id: number, base64 = PNG.toString("base64")) =>
      platformError(
        platform.promotions.apply({ activityId: id, comment: "hi", images: [{ mediaType: "image/png", base64 }], idempotencyKey: key() }),
      );
    expect((await apply(activityId(title), Buffer.from("#!/bin/sh\n").toString("base64"))).code).toBe("INVALID_REQUEST");
    expect((await apply(activityId("Halloween spins"))).code).toBe("ACTIVITY_NOT_OPEN");
    expect((await apply(activityId("Anniversary mega draw"))).code).toBe("ACTIVITY_NOT_OPEN");
    expect((await apply(activityId("Daily rebate boost"))).code).toBe("ACTIVITY_NOT_OPEN");
    expect((await apply(activityId(title, "LUMEN"))).code).toBe("NOT_FOUND");
    expect(snapshot(sb.sandbox, "activity_applications")).toEqual(before);
  });

  it("is reviewed by the back office, then the bonus is claimed into the main wallet once", async () => {
    const platform = await signedIn("player010");
    const { id } = (await sb.control("/merchants/AURORA/applications/latest", { username: "player010" })) as { id: number };
    const status = async () => (await platform.promotions.mine()).items.find((item) => item.applicationId === id)?.status;
    // Nothing to claim before the bonus is issued.
    expect((await platformError(platform.promotions.claim({ applicationId: id, idempotencyKey: key() }))).code).toBe("NOT_FOUND");
    expect(await sb.control(`/applications/${id}/approve`)).toEqual({ id, status: "PROCESS" });
    expect(await status()).toBe("PROCESS");
    expect((await sb.raw("POST", `/__control/applications/${id}/approve`, { body: {} })).status).toBe(400);
    await sb.control(`/applications/${id}/issue`);
    expect(await status()).toBe("ISSUED");
    const before = await money("player010");
    const claimable = await platform.rewards.list({ status: "CLAIMABLE", language: "EN", page: 1 });
    expect(claimable.items).toContainEqual(expect.objectContaining({ source: "ACTIVITY", id, title, amountCents: 6_000 }));
    const claim = await platform.promotions.claim({ applicationId: id, idempotencyKey: key() });
    expect(claim.claimedCents).toBe(6_000);
    expect((await platformError(platform.promotions.claim({ applicationId: id, idempotencyKey: key() }))).code).toBe("ALREADY_CLAIMED");
    const after = await money("player010");
    expect(after.balanceCents).toBe(before.balanceCents + 6_000);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    expect(await status()).toBe("CLAIMED");
    const claimed = await platform.rewards.list({ status: "CLAIMED", language: "EN", page: 1 });
    expect(claimed.items[0]).toMatchObject({ source: "ACTIVITY", id, claimedAt: expect.any(String) });
  });

  it("refuses another player's application", async () => {
    const { id } = (await sb.control("/merchants/AURORA/applications/latest", { username: "demo_member" })) as { id: number };
    const other = await signedIn("player011");
    expect((await platformError(other.promotions.claim({ applicationId: id, idempotencyKey: key() }))).code).toBe("NOT_FOUND");
  });
});

describe("raffle.claim (player012)", () => {
  it("credits an open envelope once, even claimed 20 times at once; refuses expired and foreign ones", async () => {
    const platform = await signedIn("player012");
    const { id } = (await sb.control("/merchants/AURORA/red-envelopes", { username: "player012", amountCents: 1_234 })) as { id: number };
    const before = await money("player012");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => platform.raffle.claim({ envelopeId: id, idempotencyKey: key() })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const after = await money("player012");
    expect(after.balanceCents).toBe(before.balanceCents + 1_234);
    expect((await platformError(platform.raffle.claim({ envelopeId: id, idempotencyKey: key() }))).code).toBe("ALREADY_CLAIMED");

    const expired = (await sb.control("/merchants/AURORA/red-envelopes", {
      username: "player012",
      amountCents: 500,
      expiresInMinutes: -1,
    })) as { id: number };
    expect((await platformError(platform.raffle.claim({ envelopeId: expired.id, idempotencyKey: key() }))).code).toBe("REWARD_EXPIRED");
    const list = await platform.redEnvelopes.list({ page: 1 });
    expect(list.items.find((item) => item.id === expired.id)?.status).toBe("EXPIRED");
    const theirs = (await sb.control("/merchants/AURORA/red-envelopes", { username: "player011", amountCents: 500 })) as { id: number };
    expect((await platformError(platform.raffle.claim({ envelopeId: theirs.id, idempotencyKey: key() }))).code).toBe("NOT_FOUND");
    expect((await money("player012")).balanceCents).toBe(after.balanceCents);
  });
});
