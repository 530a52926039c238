import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { SEC_TOTP_RECOVERY_CODES, SEC_TOTP_SECRET } from "../../sandbox/seed/sign-in-steps";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The security centre's authenticator tab against the real sandbox, as plain form posts:
 * set up (QR code and key, a wrong code refused, the recovery codes shown once), a sign-in
 * with a recovery code, and removal. The account is AURORA's sec_no_totp.
 */

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const TAB = "/member/securityCenter/authenticator";
const USERNAME = "sec_no_totp";

async function sessionCookie() {
  const login = await sb.platform({ merchant: "AURORA" }).auth.login({ username: USERNAME, password: MEMBER.password });
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token: login.token, isAgent: login.isAgent, username: USERNAME, expiresAt: Date.now() + 3_600_000 },
    "aurora",
  );
  return `__session=${sealed}`;
}

const post = (path: string, form: Record<string, string>, cookie?: string) =>
  request("aurora", path, { form, headers: { ...sameOrigin("aurora"), ...(cookie ? { cookie } : {}) } });
const fieldErrors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<p id="[^"]*?-(\w+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]));
const stateOf = (html: string) => /data-authenticator="(\w+)"/.exec(html)?.[1];
const codeAt = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(sb.sandbox.clock.now().getTime() / 1000) + stepsAhead * 30 });
const cookieValue = (response: PortalResponse, name: string) => response.cookies.find((line) => line.startsWith(`${name}=`))?.split(";")[0];

describe("the authenticator tab", () => {
  it("sets up with a QR code and a key, shows ten recovery codes once, signs in with one, and removes with the password and a code", async () => {
    const cookie = await sessionCookie();
    const off = await request("aurora", TAB, { headers: { cookie } });
    expect(off.status).toBe(200);
    expect(off.headers["cache-control"]).toBe("private, no-store");
    expect(stateOf(off.body)).toBe("off");
    expect(off.body).toContain('data-security-tab="authenticator"');

    const started = await post(TAB, { intent: "start" }, cookie);
    expect([started.status, started.headers.location]).toEqual([302, TAB]);
    const pending = await request("aurora", TAB, { headers: { cookie } });
    expect(stateOf(pending.body)).toBe("pending");
    // The QR code is an image the server drew: no QR code library reaches the browser.
    expect(pending.body).toMatch(/<img[^>]*src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const grouped = /data-authenticator-secret="">([A-Z2-7 ]+)<\/code>/.exec(pending.body)?.[1] ?? "";
    expect(grouped).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = grouped.replaceAll(" ", "");

    const wrong = await post(TAB, { intent: "confirm", code: codeAt(secret, 8) }, cookie);
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong.body)).toEqual({ code: "Invalid or missing verification code" });
    expect(stateOf(wrong.body)).toBe("pending");
    const malformed = await post(TAB, { intent: "confirm", code: "12a" }, cookie);
    expect(fieldErrors(malformed.body)).toEqual({ code: "Please enter the 6-digit code" });

    const confirmed = await post(TAB, { intent: "confirm", code: codeAt(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    const codes = [...confirmed.body.matchAll(/data-recovery-code="">([a-z2-7-]+)</g)].map((match) => match[1]);
    expect(codes).toHaveLength(10);
    expect(confirmed.body).toContain("Store these now: they are shown only this once.");
    const download = /href="(data:text\/plain;charset=utf-8,[^"]+)"[^>]*download="recovery-codes.txt"/.exec(confirmed.body)?.[1] ?? "";
    const file = decodeURIComponent(download.replace("data:text/plain;charset=utf-8,", ""));
    for (const code of codes) expect(file).toContain(code);

    // Not shown again: the tab now says it is on and how many codes are left.
    const on = await request("aurora", TAB, { headers: { cookie } });
    expect(stateOf(on.body)).toBe("on");
    expect(on.body).toContain('data-recovery-codes-left="10"');
    for (const code of codes) expect(on.body).not.toContain(code);

    // A sign-in now asks for a code; a recovery code stands in for it.
    const signIn = await post("/login", {
      type: "username",
      username: USERNAME,
      password: MEMBER.password,
      botCheck: await solvedBotCheck(request, "aurora", "login"),
    });
    expect(signIn.headers.location).toBe("/login/verify");
    const ticket = cookieValue(signIn, "signin_verify")!;
    const signedIn = await post("/login/verify", { intent: "verify", method: "totp", answer: codes[0].toUpperCase() }, ticket);
    expect([signedIn.status, signedIn.headers.location]).toEqual([302, "/"]);
    expect((await request("aurora", TAB, { headers: { cookie } })).body).toContain('data-recovery-codes-left="9"');

    const badPassword = await post(TAB, { intent: "remove", password: "Wrong#2026", code: codes[1] }, cookie);
    expect(badPassword.status).toBe(422);
    expect(fieldErrors(badPassword.body)).toEqual({ password: "The password is incorrect" });
    const badCode = await post(TAB, { intent: "remove", password: MEMBER.password, code: codes[0] }, cookie);
    expect(fieldErrors(badCode.body)).toEqual({ code: "Invalid or missing verification code" });
    // Neither secret is sent back to refill the form.
    expect(badCode.body).not.toContain(MEMBER.password);
    expect(stateOf((await request("aurora", TAB, { headers: { cookie } })).body)).toBe("on");

    const removed = await post(TAB, { intent: "remove", password: MEMBER.password, code: codeAt(secret, 1) }, cookie);
    expect([removed.status, removed.headers.location]).toEqual([302, TAB]);
    const after = await request("aurora", TAB, { headers: { cookie: withFlash(removed, cookie) } });
    expect(stateOf(after.body)).toBe("off");
    expect(after.body).toContain("The authenticator was removed.");
  });
});

describe("removing the authenticator", () => {
  it("counts wrong passwords and wrong codes as one, then says the removal is locked", async () => {
    // AURORA's sec_totp has the authenticator on: its sign-in takes a code.
    const platform = sb.platform({ merchant: "AURORA" });
    const ticket = (await platformError(platform.auth.login({ username: "sec_totp", password: MEMBER.password }))).details!.verification!
      .ticket;
    const login = await platform.verification.verify({ ticket, method: "totp", answer: codeAt(SEC_TOTP_SECRET) });
    const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
      { token: login.token, isAgent: login.isAgent, username: "sec_totp", expiresAt: Date.now() + 3_600_000 },
      "aurora",
    );
    const cookie = `__session=${sealed}`;
    const remove = (password: string, code: string) => post(TAB, { intent: "remove", password, code }, cookie);

    const answers = [];
    for (const [password, code] of [
      ["Wrong#2026", "zzzzz-zzzzz"],
      [MEMBER.password, "zzzzz-zzzzz"],
      ["Wrong#2026", "zzzzz-zzzzz"],
      [MEMBER.password, "zzzzz-yyyyy"],
    ]) {
      answers.push(fieldErrors((await remove(password, code)).body));
    }
    expect(answers).toEqual([
      { password: "The password is incorrect" },
      { code: "Invalid or missing verification code" },
      { password: "The password is incorrect" },
      { code: "Invalid or missing verification code" },
    ]);
    const locked = await remove("Wrong#2026", SEC_TOTP_RECOVERY_CODES[0]);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(
      /<p role="alert"[^>]*data-error-code="TOO_MANY_ATTEMPTS"[^>]*>Too many attempts, please try again in 5 min/,
    );
    // The right password and an unused recovery code are refused too, and nothing changed.
    expect((await remove(MEMBER.password, SEC_TOTP_RECOVERY_CODES[0])).status).toBe(429);
    expect(stateOf((await request("aurora", TAB, { headers: { cookie } })).body)).toBe("on");
  });
});
