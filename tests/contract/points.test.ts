import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SEEDED_POINTS_SETTINGS } from "../../sandbox/seed/points";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The points mall (PTSYS3) and VIP calls against the sandbox: the redeem takes stock and
 * points in one transaction, a rejection returns both, the conversion goes through the money
 * ledger, a VIP bonus is paid once. player011..015 of AURORA; its own in-memory sandbox.
 */

const sb = await startTestSandbox();
const key = () => randomBytes(12).toString("hex");
const PASSWORD = "246810";

async function signedIn(username: string, merchant = "AURORA") {
  const platform = sb.platform({
    merchant,
    token: await sb.login(merchant, username, MEMBER.password),
  });
  await platform.withdrawPassword.set({ newPassword: PASSWORD });
  return platform;
}
const points = (username: string, grant?: number) =>
  sb.control("/merchants/AURORA/points", {
    username,
    ...(grant ? { grant } : {}),
  }) as Promise<{ points: number; ledgerSumPoints: number }>;
const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{
    balanceCents: number;
    walletsCents: number;
    ledgerSumCents: number;
  }>;
const redeemOf = (platform: Awaited<ReturnType<typeof signedIn>>, goodsId: string, quantity = 1, password = PASSWORD) =>
  platform.points.redeem({
    goodsId,
    quantity,
    withdrawPassword: password,
    address: "1 Rizal St, Manila",
    mobile: "639171234567",
    idempotencyKey: key(),
  });

describe("points", () => {
  it("lists goods a page at a time and answers NOT_FOUND for another merchant's good", async () => {
    const platform = await signedIn("player011");
    const first = await platform.points.rewards({
      pageNo: 1,
      pageSize: 12,
      language: "EN",
    });
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(12);
    const detail = await platform.points.reward({
      id: first.list[0].id,
      language: "TY",
    });
    expect(detail.remark).toContain("<p>");
    const tala = await signedIn("player011", "TALA");
    const talaGoods = await tala.points.rewards({
      pageNo: 1,
      pageSize: 1,
      language: "EN",
    });
    expect((await platformError(platform.points.reward({ id: talaGoods.list[0].id, language: "EN" }))).code).toBe("NOT_FOUND");
    expect(
      (
        await platformError(
          sb
            .platform({
              merchant: "LUMEN",
              token: await sb.login("LUMEN", "player011", MEMBER.password),
            })
            .points.balance(),
        )
      ).code,
    ).toBe("FUNCTION_DISABLED");
  });

  it("redeems: stock and points go down together; a rejection gives both back", async () => {
    const platform = await signedIn("player012");
    const goods = (await platform.points.rewards({ pageNo: 1, pageSize: 12, language: "EN" })).list.find(
      (item) => item.name === "Free spins pack",
    )!;
    const before = await points("player012");
    const redeem = await redeemOf(platform, goods.id, 2);
    expect(redeem).toMatchObject({
      status: "IN_PROCESS",
      pointsSpent: goods.pointsRequired * 2,
      points: before.points - goods.pointsRequired * 2,
    });
    expect((await platform.points.reward({ id: goods.id, language: "EN" })).availableQuantity).toBe(goods.availableQuantity - 2);
    await sb.control(`/redeems/${redeem.reference}/reject`);
    expect(await points("player012")).toEqual(before);
    expect((await platform.points.reward({ id: goods.id, language: "EN" })).availableQuantity).toBe(goods.availableQuantity);
    const today = new Date().toISOString().slice(0, 10);
    const history = await platform.points.redeems({
      from: today,
      to: today,
      language: "EN",
    });
    expect(history.list[0]).toMatchObject({
      reference: redeem.reference,
      status: "REJECTED",
      paidAccount: "player012",
    });
    const details = await platform.points.details({
      from: today,
      to: today,
      kind: "REFUND",
    });
    expect(details.list[0]).toMatchObject({
      kind: "REFUND",
      points: goods.pointsRequired * 2,
      reference: redeem.reference,
    });
  });

  it("refuses a wrong password, more than the stock or the points, and changes nothing", async () => {
    const platform = await signedIn("player013");
    const list = (await platform.points.rewards({ pageNo: 1, pageSize: 20, language: "EN" })).list;
    const cheap = list.find((item) => item.name === "Free spins pack")!;
    const soldOut = list.find((item) => item.availableQuantity === 0)!;
    const dear = list.find((item) => item.name === "Bonus voucher 100")!;
    const tables = () => [
      snapshot(sb.sandbox, "point_goods"),
      snapshot(sb.sandbox, "points_ledger"),
      snapshot(sb.sandbox, "point_redeems"),
    ];
    const before = tables();
    expect((await platformError(redeemOf(platform, cheap.id, 1, "000000"))).code).toBe("WITHDRAW_PASSWORD_INCORRECT");
    expect((await platformError(redeemOf(platform, soldOut.id))).code).toBe("OUT_OF_STOCK");
    expect((await platformError(redeemOf(platform, dear.id, 99))).code).toBe("INSUFFICIENT_POINTS");
    expect(tables()).toEqual(before);
  });

  it("converts points into the main wallet through the ledger, at the ratio and from the minimum", async () => {
    const platform = await signedIn("player014");
    const [before, wallet] = [await points("player014"), await money("player014")];
    expect(
      (
        await platformError(
          platform.points.convert({
            points: SEEDED_POINTS_SETTINGS.minConvertPoints - 1,
            idempotencyKey: key(),
          }),
        )
      ).code,
    ).toBe("POINTS_BELOW_MINIMUM");
    expect(
      (
        await platformError(
          platform.points.convert({
            points: before.points + 1,
            idempotencyKey: key(),
          }),
        )
      ).code,
    ).toBe("INSUFFICIENT_POINTS");
    const idempotencyKey = key();
    const first = await platform.points.convert({
      points: 1_500,
      idempotencyKey,
    });
    expect(await platform.points.convert({ points: 1_500, idempotencyKey })).toEqual(first);
    expect(first.amountCents).toBe(1_500 * SEEDED_POINTS_SETTINGS.centsPerPoint);
    expect(await points("player014")).toEqual({
      points: before.points - 1_500,
      ledgerSumPoints: before.points - 1_500,
    });
    const after = await money("player014");
    expect(after.balanceCents).toBe(wallet.balanceCents + first.amountCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
  });
});

describe("vip", () => {
  it("shows the levels and progress, and pays each reached bonus once", async () => {
    const platform = await signedIn("player015");
    const status = await platform.vip.status({ language: "EN" });
    expect(status.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(status.validBetCents).toBeGreaterThanOrEqual(status.levels[status.level].validBetCents);
    // Short of the next level, where there is one.
    expect(status.validBetCents).toBeLessThan(status.next?.validBetCents ?? Infinity);
    const open = status.bonuses.filter((bonus) => bonus.claimedAt === null);
    const wallet = await money("player015");
    for (const bonus of open) {
      await platform.vip.claim({
        kind: bonus.kind,
        level: bonus.level,
        idempotencyKey: key(),
      });
      expect(
        (
          await platformError(
            platform.vip.claim({
              kind: bonus.kind,
              level: bonus.level,
              idempotencyKey: key(),
            }),
          )
        ).code,
      ).toBe("BONUS_NOT_CLAIMABLE");
    }
    const after = await money("player015");
    expect(after.balanceCents).toBe(wallet.balanceCents + open.reduce((sum, bonus) => sum + bonus.amountCents, 0));
    expect(
      (
        await platformError(
          platform.vip.claim({
            kind: "LEVEL_UP",
            level: 6,
            idempotencyKey: key(),
          }),
        )
      ).code,
    ).toBe("BONUS_NOT_CLAIMABLE");
  });
});
