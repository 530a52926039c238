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
