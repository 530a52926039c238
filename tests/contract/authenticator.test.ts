import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { SEC_TOTP_RECOVERY_CODES, SEC_TOTP_SECRET } from "../../sandbox/seed/sign-in-steps";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The authenticator a player sets up and removes themselves, and its codes at sign-in.
 * Accounts that change: sec_no_totp (set up, then removed) in AURORA, sec_totp in TALA
 * (recovery codes used at sign-in).
 */

const sb = await startTestSandbox();
const IP = "198.51.100.60";

/** A code of `secret` at the sandbox's time, `stepsAhead` 30 s steps on. */
const codeOf = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(sb.sandbox.clock.now().getTime() / 1000) + stepsAhead * 30 });

/** A password sign-in of an account with the authenticator on: its ticket. */
async function ticketOf(merchant: string, username: string) {
  const error = await platformError(sb.platform({ merchant, clientIp: IP }).auth.login({ username, password: MEMBER.password }));
  expect(error.code).toBe("VERIFICATION_REQUIRED");
  return error.details!.verification!.ticket;
}

describe("setting up the authenticator", () => {
  it("waits with a secret, refuses a wrong code, turns on with a right one and hands ten recovery codes once; then every sign-in asks", async () => {
    const token = await sb.login("AURORA", "sec_no_totp", MEMBER.password);
    const platform = sb.platform({ merchant: "AURORA", token, clientIp: IP });
    expect(await platform.authenticator.status({})).toEqual({ enabled: false, recoveryCodesLeft: 0, pending: null });
    expect((await platformError(platform.authenticator.confirm({ code: "123456" }))).code).toBe("CODE_EXPIRED");

    const { secret, otpauthUrl } = await platform.authenticator.start({});
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*sec_no_totp\\?.*secret=${secret}`));
    expect((await platform.authenticator.status({})).pending).toEqual({ secret, otpauthUrl });
    // Nothing changes while it waits: the next sign-in needs no code.
    expect(
      (await sb.platform({ merchant: "AURORA", clientIp: IP }).auth.login({ username: "sec_no_totp", password: MEMBER.password })).token,
    ).toBeTruthy();

    const wrong = codeOf(secret, 5);
    expect((await platformError(platform.authenticator.confirm({ code: wrong }))).code).toBe("CODE_INVALID");
    const { recoveryCodes } = await platform.authenticator.confirm({ code: codeOf(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Only their hashes are kept, and they are not readable again.
    const stored = sb.sandbox.db.prepare("SELECT code_hash FROM authenticator_recovery_codes").pluck().all() as string[];
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect(await platform.authenticator.status({})).toEqual({ enabled: true, recoveryCodesLeft: 10, pending: null });
    expect((await platformError(platform.authenticator.start({}))).code).toBe("INVALID_REQUEST");

    // The confirming code does not sign in again; the next one does.
    const ticket = await ticketOf("AURORA", "sec_no_totp");
    const verify = sb.platform({ merchant: "AURORA", clientIp: IP }).verification;
    expect((await verify.status({ ticket })).methods).toEqual(["totp"]);
    expect((await platformError(verify.verify({ ticket, method: "totp", answer: codeOf(secret) }))).code).toBe("CODE_INVALID");
    expect((await verify.verify({ ticket, method: "totp", answer: codeOf(secret, 1) })).username).toBe("sec_no_totp");

    // Removing: the password and a code (here a recovery code), each checked, nothing changed on a wrong one.
    const remove = (password: string, code: string) => platform.authenticator.remove({ password, code });
    expect((await platformError(remove("Wrong#2026", recoveryCodes[0]))).code).toBe("PASSWORD_INCORRECT");
    expect((await platformError(remove(MEMBER.password, "zzzzz-zzzzz"))).code).toBe("CODE_INVALID");
    expect((await platform.authenticator.status({})).recoveryCodesLeft).toBe(10);
    expect(await remove(MEMBER.password, recoveryCodes[0])).toEqual({ enabled: false });
    expect(await platform.authenticator.status({})).toEqual({ enabled: false, recoveryCodesLeft: 0, pending: null });
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM authenticator_recovery_codes").pluck().get()).toBe(
      (sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE username = 'sec_totp'").pluck().get() as number) * 3,
    );
    expect(
      (await sb.platform({ merchant: "AURORA", clientIp: IP }).auth.login({ username: "sec_no_totp", password: MEMBER.password })).username,
    ).toBe("sec_no_totp");

    // Each change told the player, in the inbox and as a live event.
    const events = sb.sandbox.db
      .prepare(
        "SELECT e.kind FROM player_events e JOIN accounts a ON a.id = e.account_id WHERE a.merchant = 'AURORA' AND a.username = 'sec_no_totp' ORDER BY e.id",
      )
      .pluck()
      .all();
    expect(events.filter((kind) => String(kind).startsWith("security.authenticator"))).toEqual([
      "security.authenticatorAdded",
      "security.authenticatorRemoved",
    ]);
    const titles = (await platform.messages.list({ page: 1 })).items.map((message) => message.title);
    expect(titles).toEqual(expect.arrayContaining(["Authenticator added", "Authenticator removed"]));
  });

  it("locks the set-up after five wrong codes", async () => {
    const platform = sb.platform({ merchant: "TALA", token: await sb.login("TALA", "sec_no_totp", MEMBER.password), clientIp: IP });
    const { secret } = await platform.authenticator.start({});
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++)
      codes.push((await platformError(platform.authenticator.confirm({ code: codeOf(secret, 10) }))).code);
    expect(codes).toEqual(["CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "TOO_MANY_ATTEMPTS"]);
    expect((await platformError(platform.authenticator.confirm({ code: codeOf(secret) }))).code).toBe("TOO_MANY_ATTEMPTS");
  });
});

describe("signing in with the authenticator", () => {
  it("takes a current code, and a recovery code once (a second use refused), counting what is left", async () => {
    const verify = sb.platform({ merchant: "TALA", clientIp: IP }).verification;
    const first = await ticketOf("TALA", "sec_totp");
    expect((await verify.verify({ ticket: first, method: "totp", answer: codeOf(SEC_TOTP_SECRET) })).username).toBe("sec_totp");

    const second = await ticketOf("TALA", "sec_totp");
    const signedIn = await verify.verify({ ticket: second, method: "totp", answer: SEC_TOTP_RECOVERY_CODES[0].toUpperCase() });
    expect(signedIn.username).toBe("sec_totp");
    const status = await sb.platform({ merchant: "TALA", token: signedIn.token, clientIp: IP }).authenticator.status({});
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 2 });

    const third = await ticketOf("TALA", "sec_totp");
    expect((await platformError(verify.verify({ ticket: third, method: "totp", answer: SEC_TOTP_RECOVERY_CODES[0] }))).code).toBe(
      "CODE_INVALID",
    );
    expect((await verify.verify({ ticket: third, method: "totp", answer: SEC_TOTP_RECOVERY_CODES[1].replace("-", " ") })).username).toBe(
      "sec_totp",
    );
  });
});

describe("the second factor's lock per account", () => {
  /** The account's id, by merchant and username. */
  const accountId = (merchant: string, username: string) =>
    sb.sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as number;

  it("locks after five wrong codes across fresh tickets, refuses every code unchecked until it ends, and tells the player", async () => {
    const id = accountId("AURORA", "sec_totp");
    const verify = sb.platform({ merchant: "AURORA", clientIp: IP }).verification;
    const answered: string[] = [];
    // 80 guesses, each on a ticket of its own (the password again), authenticator codes and recovery codes alike.
    for (let attempt = 0; attempt < 80; attempt++) {
      const ticket = await ticketOf("AURORA", "sec_totp");
      const answer = attempt % 2 === 0 ? String(100_000 + attempt).padStart(6, "0") : "zzzzz-abcde";
      answered.push((await platformError(verify.verify({ ticket, method: "totp", answer }))).code);
    }
    expect(answered.slice(0, 4)).toEqual(["CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "CODE_INVALID"]);
    expect(new Set(answered.slice(4))).toEqual(new Set(["SECOND_FACTOR_LOCKED"]));

    // A right code, and an unused recovery code, are refused too, and neither is used up: no code was checked.
    const ticket = await ticketOf("AURORA", "sec_totp");
    const locked = await platformError(verify.verify({ ticket, method: "totp", answer: codeOf(SEC_TOTP_SECRET) }));
    expect(locked.code).toBe("SECOND_FACTOR_LOCKED");
    const until = Date.parse(locked.details!.until!);
    expect((await verify.status({ ticket })).secondFactorLock).toEqual({
      until: locked.details!.until,
      retryAfterSeconds: locked.details!.retryAfterSeconds,
    });
    expect(until - sb.sandbox.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect(locked.details!.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await platformError(verify.verify({ ticket, method: "totp", answer: SEC_TOTP_RECOVERY_CODES[0] }))).code).toBe(
      "SECOND_FACTOR_LOCKED",
    );
    const unusedCodes = sb.sandbox.db
      .prepare("SELECT COUNT(*) FROM authenticator_recovery_codes WHERE account_id = ? AND used_at IS NULL")
      .pluck()
      .get(id);
    expect(unusedCodes).toBe(3);
    expect(sb.sandbox.db.prepare("SELECT totp_last_step FROM account_verification WHERE account_id = ?").pluck().get(id)).toBeNull();

    // The player is told once, in the inbox and as a live event.
    const kinds = sb.sandbox.db.prepare("SELECT kind FROM player_events WHERE account_id = ? ORDER BY id").pluck().all(id);
    expect(kinds.filter((kind) => kind === "security.secondFactorLocked")).toHaveLength(1);

    // The lock ends on the sandbox's clock; then a right code signs in, and the history shows the wrong codes and the lock.
    await sb.control("/clock/advance", { ms: until - sb.sandbox.clock.now().getTime() + 1_000 });
    const signedIn = await verify.verify({ ticket: await ticketOf("AURORA", "sec_totp"), method: "totp", answer: codeOf(SEC_TOTP_SECRET) });
    expect(signedIn.username).toBe("sec_totp");
    expect((await verify.status({ ticket: await ticketOf("AURORA", "sec_totp") })).secondFactorLock).toBeNull();
    const member = sb.platform({ merchant: "AURORA", token: signedIn.token, clientIp: IP });
    const titles = (await member.messages.list({ page: 1 })).items.map((message) => message.title);
    expect(titles).toContain("Your authenticator codes are locked");
    const { entries } = await member.sessions.history({ page: 1, pageSize: 50 });
    expect(entries.map((entry) => `${entry.method}:${entry.outcome}`)).toEqual([
      "authenticator:success",
      "authenticator:locked",
      "authenticator:failure",
      "authenticator:failure",
      "authenticator:failure",
      "authenticator:failure",
    ]);
  });

  it("counts the removal's wrong passwords and wrong codes as one: five of either kind lock it", async () => {
    const ticket = await ticketOf("LUMEN", "sec_totp");
    const { token } = await sb.platform({ merchant: "LUMEN", clientIp: IP }).verification.verify({
      ticket,
      method: "totp",
      answer: codeOf(SEC_TOTP_SECRET),
    });
    const platform = sb.platform({ merchant: "LUMEN", token, clientIp: IP });
    const remove = (password: string, code: string) => platformError(platform.authenticator.remove({ password, code }));
    const answered = [
      (await remove("Wrong#2026", SEC_TOTP_RECOVERY_CODES[0])).code,
      (await remove(MEMBER.password, "zzzzz-zzzzz")).code,
      (await remove("Wrong#2026", SEC_TOTP_RECOVERY_CODES[0])).code,
      (await remove(MEMBER.password, "zzzzz-yyyyy")).code,
      (await remove("Wrong#2026", SEC_TOTP_RECOVERY_CODES[0])).code,
      // The right password and a right code: still locked.
      (await remove(MEMBER.password, SEC_TOTP_RECOVERY_CODES[0])).code,
    ];
    expect(answered).toEqual([
      "PASSWORD_INCORRECT",
      "CODE_INVALID",
      "PASSWORD_INCORRECT",
      "CODE_INVALID",
      "TOO_MANY_ATTEMPTS",
      "TOO_MANY_ATTEMPTS",
    ]);
    expect(await platform.authenticator.status({})).toMatchObject({ enabled: true, recoveryCodesLeft: 3 });
  });

  it("counts a wrong code typed to remove the authenticator toward the second factor's lock", async () => {
    const verify = sb.platform({ merchant: "TALA", clientIp: IP }).verification;
    const { token } = await verify.verify({ ticket: await ticketOf("TALA", "sec_totp"), method: "totp", answer: codeOf(SEC_TOTP_SECRET) });
    const platform = sb.platform({ merchant: "TALA", token, clientIp: IP });
    for (const code of ["zzzzz-aaaaa", "zzzzz-bbbbb", "zzzzz-ccccc"]) {
      expect((await platformError(platform.authenticator.remove({ password: MEMBER.password, code }))).code).toBe("CODE_INVALID");
    }
    const atSignIn = [];
    for (const answer of ["000000", "111111"]) {
      atSignIn.push((await platformError(verify.verify({ ticket: await ticketOf("TALA", "sec_totp"), method: "totp", answer }))).code);
    }
    expect(atSignIn).toEqual(["CODE_INVALID", "SECOND_FACTOR_LOCKED"]);
    const removal = await platformError(platform.authenticator.remove({ password: MEMBER.password, code: codeOf(SEC_TOTP_SECRET, 1) }));
    expect(removal.code).toBe("SECOND_FACTOR_LOCKED");
    expect((await platform.authenticator.status({})).enabled).toBe(true);
  });
});
