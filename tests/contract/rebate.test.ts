import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OwedCategory } from "../../app/platform/contract/rebate";
import { subscribeMoneyMoved, type MoneyMoved } from "../../sandbox/lib/ledger";
import { SEEDED_MIN_CLAIM_CENTS, SEEDED_REBATE_RATES } from "../../sandbox/seed/rebates";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The manual rebate calls (MANPLAYREB3) against the sandbox: the owed rebate computed from
 * the player's bets per game type since the last claim, the claim through the ledger once
 * per idempotency key, and the flag. One seeded player per test (player020..023, chosen for
 * their seeded balances); its own in-memory sandbox.
 */

const sb = await startTestSandbox();
const key = () => randomBytes(12).toString("hex");
const RNG_RATE = SEEDED_REBATE_RATES.RNG!;

async function signedIn(username: string, merchant = "AURORA") {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

/** Places a real bet through the demo game (the stake leaves the wallet through the ledger). */
async function bet(platform: Awaited<ReturnType<typeof signedIn>>, stakeCents: number, requestId = key()) {
  const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId }),
  });
  expect(response.status).toBe(200);
}

const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;

const rng = (owed: { categories: OwedCategory[] }) => owed.categories.find((category) => category.gameType === "RNG")!;

describe("rebate.owed", () => {
  it("lists every rated category with the stakes since the last claim × the rate, rounded down", async () => {
    const platform = await signedIn("player023");
    const before = await platform.rebate.owed();
    expect(before.categories.map((category) => category.gameType).sort()).toEqual(Object.keys(SEEDED_REBATE_RATES).sort());
    expect(before.minClaimCents).toBe(SEEDED_MIN_CLAIM_CENTS);
    await bet(platform, 12_345);
    const after = await platform.rebate.owed();
    expect(rng(after).validBetCents).toBe(rng(before).validBetCents + 12_345);
    expect(rng(after).rateBasisPoints).toBe(RNG_RATE);
    expect(rng(after).owedCents).toBe(Math.floor((rng(after).validBetCents * RNG_RATE) / 10_000));
    expect(after.totalOwedCents).toBe(after.categories.reduce((sum, category) => sum + category.owedCents, 0));
  });
});

describe("rebate.claim", () => {
  it("credits the whole owed total once per key through the ledger, and starts the count again", async () => {
    const platform = await signedIn("player022");
    await bet(platform, 25_000);
    const owed = await platform.rebate.owed();
    expect(owed.totalOwedCents).toBeGreaterThanOrEqual(SEEDED_MIN_CLAIM_CENTS);
    const { balanceCents: before } = await money("player022");
    const told: MoneyMoved[] = [];
    const unsubscribe = subscribeMoneyMoved(sb.sandbox.db, (event) => told.push(event));
    const request = { idempotencyKey: key() };
    const first = await platform.rebate.claim(request);
    const replay = await platform.rebate.claim(request);
    unsubscribe();
    expect(replay).toEqual(first);
    expect(first.claimedCents).toBe(owed.totalOwedCents);
    expect(told.map((event) => [event.kind, event.deltaCents])).toEqual([["rebate.claim", owed.totalOwedCents]]);
    const after = await money("player022");
    expect(after.balanceCents).toBe(before + owed.totalOwedCents);
    expect(first.balanceCents).toBe(after.balanceCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const nothing = await platform.rebate.owed();
    expect(nothing.totalOwedCents).toBe(0);
    expect(nothing.categories.every((category) => category.validBetCents === 0)).toBe(true);
    expect(nothing.lastClaimedAt).not.toBeNull();
    // The account record sees it.
    const today = new Date().toISOString().slice(0, 10);
    const record = await platform.transactions.list({ from: today, to: today, kind: "rebate.claim" });
    expect(record.items.map((item) => item.deltaCents)).toEqual([owed.totalOwedCents]);
  });

  it("answers NOTHING_TO_CLAIM below the minimum, and moves nothing", async () => {
    const platform = await signedIn("player021");
    await platform.rebate.claim({ idempotencyKey: key() }).catch(() => null); // whatever the seed's bets owed
    await bet(platform, 100); // 100 cents × 0.8% = 0 owed
    const ledger = snapshot(sb.sandbox, "ledger");
    expect((await platformError(platform.rebate.claim({ idempotencyKey: key() }))).code).toBe("NOTHING_TO_CLAIM");
    expect(snapshot(sb.sandbox, "ledger")).toEqual(ledger);
  });

  it("refuses a malformed key before anything happens", async () => {
    const platform = await signedIn("player020");
    expect((await platformError(platform.rebate.claim({ idempotencyKey: "short" }))).code).toBe("INVALID_REQUEST");
  });
});

describe("without MANPLAYREB3", () => {
  it("answers FUNCTION_DISABLED to both calls", async () => {
    const platform = await signedIn("player020", "LUMEN");
    expect((await platformError(platform.rebate.owed())).code).toBe("FUNCTION_DISABLED");
    expect((await platformError(platform.rebate.claim({ idempotencyKey: key() }))).code).toBe("FUNCTION_DISABLED");
  });
});
