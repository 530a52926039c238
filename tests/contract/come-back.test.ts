import { describe, expect, it } from "vitest";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * Coming back after a self-exclusion, against the sandbox: a sign-in after its end is refused
 * (EXCLUSION_ENDED) with a ticket; with it the player asks, waits the brand's 24-hour cooling-off
 * on the sandbox's clock and confirms, and only then signs in. The ticket is bound to its account,
 * merchant and address and lasts 10 minutes; a time-out needs none of this. Its own in-memory
 * sandbox; the tests run in order and the clock only moves forward.
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const IP = "198.51.100.41";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const platformOf = (merchant: string, clientIp = IP) => sb.platform({ merchant, clientIp });
const signIn = (merchant: string, username: string, password: string = MEMBER.password) =>
  platformOf(merchant).auth.login({ username, password, type: "username" });
const advance = (ms: number) => sb.control("/clock/advance", { ms });
const now = async () => ((await sb.control("/clock/advance", { ms: 1 })) as { now: string }).now;

/** The refusal of a sign-in after the end, with the come-back ticket it carries. */
async function refusedWithTicket(merchant: string, username: string) {
  const error = await platformError(signIn(merchant, username));
  expect(error.code).toBe("EXCLUSION_ENDED");
  return error.details!.comeBack!.ticket;
}

const endOf = (username: string) =>
  db
    .prepare(
      `SELECT e.ends_at FROM exclusions e JOIN accounts a ON a.id = e.account_id
        WHERE a.merchant = 'AURORA' AND a.username = ? ORDER BY e.id DESC LIMIT 1`,
    )
    .pluck()
    .get(username) as string;

describe("after a self-exclusion ended", () => {
  it("refuses rg_returning on both brands sharing its account, with a ticket only for the right password", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{20,128}$/);
    await refusedWithTicket("LUMEN", "rg_returning");
    const wrong = await platformError(signIn("AURORA", "rg_returning", "Wrong#2026"));
    expect([wrong.code, wrong.details?.comeBack]).toEqual(["INVALID_CREDENTIALS", undefined]);
  });

  it("says where the player stands: asked nothing yet, since the end", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    expect(await platformOf("AURORA").exclusion.comeBackStatus({ ticket })).toEqual({
      state: "ASK",
      endedAt: endOf("rg_returning"),
      askedAt: null,
      confirmableAt: null,
      coolingOffHours: 24,
    });
  });

  it("takes a ticket only from its address and merchant, and not once altered", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    const expired = async (call: Promise<unknown>) => (await platformError(call)).code;
    expect(await expired(platformOf("AURORA", "198.51.100.42").exclusion.comeBackStatus({ ticket }))).toBe("VERIFICATION_EXPIRED");
    expect(await expired(platformOf("LUMEN").exclusion.comeBackAsk({ ticket }))).toBe("VERIFICATION_EXPIRED");
    const altered = `${ticket.slice(0, -1)}${ticket.endsWith("A") ? "B" : "A"}`;
    expect(await expired(platformOf("AURORA").exclusion.comeBackAsk({ ticket: altered }))).toBe("VERIFICATION_EXPIRED");
    // Another account's id with this ticket's signature.
    const [, expires, mac] = /^(?:\d+)-(\d+)-(.+)$/.exec(ticket)!;
    expect(await expired(platformOf("AURORA").exclusion.comeBackAsk({ ticket: `1-${expires}-${mac}` }))).toBe("VERIFICATION_EXPIRED");
    expect((await platformOf("AURORA").exclusion.comeBackStatus({ ticket })).state).toBe("ASK");
  });

  it("refuses a confirmation before the player asked", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    const refused = await platformError(platformOf("AURORA").exclusion.comeBackConfirm({ ticket }));
    expect([refused.code, refused.details?.until]).toEqual(["COOLING_OFF", null]);
  });

  it("starts the brand's 24-hour cooling-off when asked, which asking again neither restarts nor shortens", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    const before = Date.parse(await now());
    const asked = await platformOf("AURORA").exclusion.comeBackAsk({ ticket });
    expect(asked.state).toBe("WAIT");
    expect(Date.parse(asked.askedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(asked.confirmableAt!) - Date.parse(asked.askedAt!)).toBe(DAY_MS);
    await advance(HOUR_MS);
    expect(await platformOf("AURORA").exclusion.comeBackAsk({ ticket: await refusedWithTicket("AURORA", "rg_returning") })).toEqual(asked);
    // The account sharing it on LUMEN waits the same.
    const lumen = await refusedWithTicket("LUMEN", "rg_returning");
    expect(await platformOf("LUMEN").exclusion.comeBackStatus({ ticket: lumen })).toMatchObject({
      state: "WAIT",
      confirmableAt: asked.confirmableAt,
    });
  });

  it("refuses a confirmation and every sign-in during the cooling-off", async () => {
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    const { confirmableAt } = await platformOf("AURORA").exclusion.comeBackStatus({ ticket });
    await advance(22 * HOUR_MS);
    const refused = await platformError(
      platformOf("AURORA").exclusion.comeBackConfirm({ ticket: await refusedWithTicket("AURORA", "rg_returning") }),
    );
    expect([refused.code, refused.details?.until]).toEqual(["COOLING_OFF", confirmableAt]);
  });

  it("lets the player confirm once the cooling-off has passed, and only then sign in, on both brands", async () => {
    await advance(HOUR_MS);
    const ticket = await refusedWithTicket("AURORA", "rg_returning");
    expect((await platformOf("AURORA").exclusion.comeBackStatus({ ticket })).state).toBe("CONFIRM");
    // Passed, but not confirmed: still closed.
    await refusedWithTicket("LUMEN", "rg_returning");
    expect(await platformOf("AURORA").exclusion.comeBackConfirm({ ticket })).toMatchObject({ state: "OPEN" });
    await expect(signIn("AURORA", "rg_returning")).resolves.toMatchObject({ username: "rg_returning" });
    await expect(signIn("LUMEN", "rg_returning")).resolves.toMatchObject({ username: "rg_returning" });
    // The ticket signs nothing in, and confirming again changes nothing.
    expect(await platformOf("AURORA").exclusion.comeBackConfirm({ ticket })).toMatchObject({ state: "OPEN" });
  });

  it("lets a ticket serve 10 minutes", async () => {
    const token = (await signIn("AURORA", "player017")).token;
    await sb
      .platform({ merchant: "AURORA", clientIp: IP, token })
      .exclusion.start({ period: "EXCLUSION_6M", allBrands: false, password: MEMBER.password });
    await advance(200 * DAY_MS);
    const ticket = await refusedWithTicket("AURORA", "player017");
    await advance(10 * 60_000 + 1);
    expect((await platformError(platformOf("AURORA").exclusion.comeBackStatus({ ticket }))).code).toBe("VERIFICATION_EXPIRED");
  });
});

describe("a break's end otherwise", () => {
  it("reopens a time-out at once; a self-exclusion covering another registration by the same number is come back from there too", async () => {
    const token = (await signIn("AURORA", "player018")).token;
    const aurora = sb.platform({ merchant: "AURORA", clientIp: IP, token });
    await aurora.exclusion.start({ period: "EXCLUSION_6M", allBrands: true, password: MEMBER.password });
    await advance(200 * DAY_MS);
    // Come back on AURORA (and so on LUMEN, the same account).
    await platformOf("AURORA").exclusion.comeBackAsk({ ticket: await refusedWithTicket("AURORA", "player018") });
    await advance(DAY_MS);
    await platformOf("AURORA").exclusion.comeBackConfirm({ ticket: await refusedWithTicket("AURORA", "player018") });
    await expect(signIn("LUMEN", "player018")).resolves.toMatchObject({ username: "player018" });
    // TALA's player018 is an account of its own, covered by the proved number: it comes back on its own.
    await refusedWithTicket("TALA", "player018");

    const timedOut = (await signIn("AURORA", "player019")).token;
    await sb.platform({ merchant: "AURORA", clientIp: IP, token: timedOut }).exclusion.start({
      period: "TIMEOUT_6W",
      allBrands: false,
      password: MEMBER.password,
    });
    await advance(43 * DAY_MS);
    await expect(signIn("AURORA", "player019")).resolves.toMatchObject({ username: "player019" });
  });
});
