import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SEEDED_INVITEES, SEEDED_MISSIONS, SEEDED_REFERRAL_RATE_BASIS_POINTS } from "../../sandbox/seed/referral-and-missions";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The referral and mission calls against the sandbox: the referral tree from registration
 * links, earnings accrued from invitees' bets and claimed once through the ledger; missions
 * whose progress comes from the player's bets, claimed once per period; the week's
 * leaderboard. Its own in-memory sandbox; tests run in order (they share the clock).
 */

const sb = await startTestSandbox();
const key = () => randomBytes(12).toString("hex");

async function signedIn(username: string, merchant = "AURORA") {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}
type Platform = Awaited<ReturnType<typeof signedIn>>;

/** A real bet through the demo game: the stake leaves the wallet through the ledger and lands in `bets`. */
async function bet(platform: Platform, stakeCents: number) {
  const { url } = await platform.games.launch({ platform: "html5-desktop", language: "EN", nodeId: "RNG-PG-0007", freeTrial: false });
  const response = await fetch(`${sb.url}${new URL(url).pathname}/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stakeCents, requestId: key() }),
  });
  expect(response.status).toBe(200);
}

const money = (username: string) =>
  sb.control("/merchants/AURORA/money", { username }) as Promise<{ balanceCents: number; walletsCents: number; ledgerSumCents: number }>;

async function registerWithCode(username: string, referralCode: string) {
  const anonymous = sb.platform({ merchant: "AURORA", clientIp: "198.51.100.7" });
  const { captchaId } = await anonymous.registration.captcha();
  const { code } = (await sb.control("/merchants/AURORA/register-captcha/last")) as { code: string };
  return anonymous.registration.register({
    registerUrl: "http://aurora.localhost/register",
    domain: "aurora.localhost",
    login: true,
    registerMethod: "username",
    username,
    password: MEMBER.password,
    confirmPassword: MEMBER.password,
    payeeName: "Juan Cruz",
    birthday: "1990-05-17",
    referralCode,
    captchaId,
    captcha: code,
  });
}

describe("referral", () => {
  it("gives a player one stable code and lists the seeded invitees, newest first, masked, in pages", async () => {
    const platform = await signedIn("player009");
    const first = await platform.referral.summary();
    expect(first.code).toMatch(/^[A-Z0-9]{6,16}$/);
    expect((await platform.referral.summary()).code).toBe(first.code);
    expect(first).toMatchObject({ rateBasisPoints: SEEDED_REFERRAL_RATE_BASIS_POINTS, inviteeCount: SEEDED_INVITEES.length });
    expect(first.earnedCents).toBe(first.claimedCents + first.pendingCents);
    const pages = await Promise.all([1, 2, 3].map((page) => platform.referral.invitees({ page, pageSize: 10 })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 4]);
    expect(pages[0]).toMatchObject({ total: 24, totalPages: 3 });
    const items = pages.flatMap((page) => page.items);
    expect(items.every((item) => /^pl\*\*\*\d\d$/.test(item.username))).toBe(true);
    const joined = items.map((item) => item.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(items.reduce((sum, item) => sum + item.earnedCents, 0)).toBe(first.earnedCents);
    // A new player's code is made on first ask; they have no invitees.
    const fresh = await (await signedIn("player011")).referral.summary();
    expect(fresh).toMatchObject({ inviteeCount: 0, earnedCents: 0, pendingCents: 0 });
    expect(fresh.code).not.toBe(first.code);
  });

  it("links a registration with the code to its referrer and earns the rate on the invitees' bets", async () => {
    const referrer = await signedIn("player009");
    const { code } = await referrer.referral.summary();
    const before = await referrer.referral.summary();
    await registerWithCode("invitee01", code);
    const joined = await referrer.referral.summary();
    expect(joined.inviteeCount).toBe(before.inviteeCount + 1);
    const { items } = await referrer.referral.invitees({ page: 1, pageSize: 10 });
    expect(items[0]).toMatchObject({ username: "in***01", status: "PENDING", validBetCents: 0, earnedCents: 0 });
    // A seeded invitee with money bets: the referrer earns 1% of the stake, rounded down.
    const balances = await Promise.all(SEEDED_INVITEES.map(async (username) => ({ username, ...(await money(username)) })));
    const bettor = balances.find((row) => row.balanceCents >= 20_000)!;
    await bet(await signedIn(bettor.username), 12_345);
    const after = await referrer.referral.summary();
    expect(after.pendingCents).toBe(joined.pendingCents + Math.floor((12_345 * SEEDED_REFERRAL_RATE_BASIS_POINTS) / 10_000));
    // An unknown code registers the player unreferred.
    await registerWithCode("invitee02", "NOSUCHCODE");
    expect((await referrer.referral.summary()).inviteeCount).toBe(joined.inviteeCount);
  });

  it("claims every pending earning once per key through the ledger, then has nothing to claim", async () => {
    const platform = await signedIn("player009");
    const { pendingCents } = await platform.referral.summary();
    expect(pendingCents).toBeGreaterThan(0);
    const before = await money("player009");
    const request = { idempotencyKey: key() };
    const first = await platform.referral.claim(request);
    expect(await platform.referral.claim(request)).toEqual(first);
    expect(first.claimedCents).toBe(pendingCents);
    const after = await money("player009");
    expect(after.balanceCents).toBe(before.balanceCents + pendingCents);
    expect(after.ledgerSumCents).toBe(after.walletsCents);
    const summary = await platform.referral.summary();
    expect(summary).toMatchObject({ pendingCents: 0, claimedCents: summary.earnedCents });
    const ledger = snapshot(sb.sandbox, "ledger");
    expect((await platformError(platform.referral.claim({ idempotencyKey: key() }))).code).toBe("NOTHING_TO_CLAIM");
    expect(snapshot(sb.sandbox, "ledger")).toEqual(ledger);
  });
});

describe("missions", () => {
  const D1 = "AURORA-D1";

  it("counts progress from the player's bets in the period, and claims a completed mission once", async () => {
    const platform = await signedIn("player010");
    const listed = await platform.missions.list({ language: "EN" });
    expect(listed.missions.map((mission) => mission.id)).toEqual(SEEDED_MISSIONS.map((mission) => `AURORA-${mission.key}`));
    const betsToday = listed.missions.find((mission) => mission.id === D1)!;
    // Before the bet, an open mission has no progress yet.
    expect(betsToday).toSatisfy((mission: typeof betsToday) => mission.status !== "OPEN" || mission.progress === 0);
    await bet(platform, 1_000);
    const now = await platform.missions.list({ language: "TY" });
    expect(now.missions.find((mission) => mission.id === D1)).toMatchObject({
      status: "COMPLETED",
      progress: 1,
      title: SEEDED_MISSIONS[0].ty,
    });
    const claimable = (await platform.missions.claimable()).count;
    expect(claimable).toBeGreaterThanOrEqual(1);

    const before = await money("player010");
    const request = { missionId: D1, idempotencyKey: key() };
    const first = await platform.missions.claim(request);
    expect(await platform.missions.claim(request)).toEqual(first);
    expect(first).toMatchObject({ claimedCents: SEEDED_MISSIONS[0].rewardCents, points: SEEDED_MISSIONS[0].points });
    expect((await money("player010")).balanceCents).toBe(before.balanceCents + SEEDED_MISSIONS[0].rewardCents);
    expect((await platform.missions.claimable()).count).toBe(claimable - 1);
    expect((await platformError(platform.missions.claim({ missionId: D1, idempotencyKey: key() }))).code).toBe("ALREADY_CLAIMED");
  });

  it("refuses an unfinished mission, another merchant's and a malformed id, moving nothing", async () => {
    const platform = await signedIn("player011");
    const ledger = snapshot(sb.sandbox, "ledger");
    expect((await platformError(platform.missions.claim({ missionId: "AURORA-W2", idempotencyKey: key() }))).code).toBe("NOTHING_TO_CLAIM");
    expect((await platformError(platform.missions.claim({ missionId: "LUMEN-D1", idempotencyKey: key() }))).code).toBe("NOT_FOUND");
    expect((await platformError(platform.missions.claim({ missionId: "<x>", idempotencyKey: key() }))).code).toBe("INVALID_REQUEST");
    expect(snapshot(sb.sandbox, "ledger")).toEqual(ledger);
  });

  it("ranks the week's mission points, names masked, with the caller's own rank", async () => {
    const platform = await signedIn("player010");
    const { entries, own } = await platform.missions.leaderboard({ size: 10 });
    expect(entries.length).toBe(10);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const points = entries.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(entries.every((entry) => entry.customerName.includes("***"))).toBe(true);
    expect(own).toMatchObject({ customerName: "pl***10", points: SEEDED_MISSIONS[0].points });
    expect((await (await signedIn("player011")).missions.leaderboard({ size: 10 })).own).toBeNull();
  });

  it("starts a daily mission again the next day", async () => {
    await sb.control("/clock/advance", { ms: 86_400_000 });
    const platform = await signedIn("player010"); // after the clock moves: sessions expire within the day
    expect((await platform.missions.list({ language: "EN" })).missions.find((mission) => mission.id === D1)).toMatchObject({
      status: "OPEN",
      progress: 0,
    });
  });
});
