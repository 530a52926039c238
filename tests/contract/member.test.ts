import { describe, expect, it } from "vitest";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();

async function signedIn(merchant: string, username: string = MEMBER.username) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

function accountRow(merchant: string, username: string) {
  return sb.sandbox.db.prepare("SELECT * FROM accounts WHERE merchant = ? AND username = ?").get(merchant, username) as {
    id: number;
    language: string;
  };
}

describe("member.info", () => {
  it("describes the signed-in account", async () => {
    const platform = await signedIn("AURORA");
    expect(await platform.member.info()).toEqual({
      id: String(accountRow("AURORA", "demo_member").id),
      account: "demo_member",
      nickname: "Demo Member",
      type: 0,
      currencySymbol: "₱",
      vip: true,
      vipLabel: "VIP1",
      rankLevel: 1,
      unreadMessages: 3,
      availablePromoCount: 2,
      language: "EN",
    });
  });

  it("answers for the token's own account only", async () => {
    const platform = await signedIn("AURORA", "demo_newbie");
    const info = await platform.member.info();
    expect(info.account).toBe("demo_newbie");
    expect(info.vip).toBe(false);
  });
});

describe("member.setLanguage", () => {
  it("stores one of the merchant's languages", async () => {
    const platform = await signedIn("AURORA");
    expect(await platform.member.setLanguage({ language: "TY" })).toEqual({ language: "TY" });
    expect((await platform.member.info()).language).toBe("TY");
    expect(accountRow("AURORA", "demo_member").language).toBe("TY");
    expect(accountRow("LUMEN", "demo_member").language).toBe("EN");
  });

  it("refuses a language the merchant does not offer, changing nothing", async () => {
    const platform = await signedIn("LUMEN");
    const before = snapshot(sb.sandbox, "accounts");
    const error = await platformError(platform.member.setLanguage({ language: "TY" }));
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.status).toBe(400);
    expect(error.details?.fields).toEqual([{ path: "language", message: "Not a language of this merchant" }]);
    expect(snapshot(sb.sandbox, "accounts")).toEqual(before);
  });
});

describe("wallet.balance", () => {
  it("answers the balance in integer cents, with the merchant's currency", async () => {
    expect(await (await signedIn("AURORA")).wallet.balance()).toEqual({
      balanceCents: 100_000,
      currency: "PHP",
      currencySymbol: "₱",
      eventsCursor: expect.any(Number),
    });
    expect(await (await signedIn("LUMEN")).wallet.balance()).toEqual({
      balanceCents: 100_000,
      currency: "USD",
      currencySymbol: "$",
      eventsCursor: expect.any(Number),
    });

    sb.sandbox.db.prepare("UPDATE accounts SET balance_cents = 12345 WHERE merchant = 'TALA' AND username = 'demo_member'").run();
    expect((await (await signedIn("TALA")).wallet.balance()).balanceCents).toBe(12_345);
  });
});
