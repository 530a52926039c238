import { afterEach, describe, expect, it } from "vitest";
import { sessionKey } from "~/session/session-key.server";
import { DEFAULT_PASSWORD } from "../../sandbox/lib/account-passwords";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
afterEach(() => sb.control("/reset"));

const AURORA = "AURORA";
/** Passes AURORA's password rule (upper, lower, digit and special, 8 to 20). */
const NEW_PASSWORD = "Fresh#Pass1";
const DEMO_MEMBER_PHONE = { countryDialingCode: "+63", mobileNum: "9171234567" };

const platformOf = (merchant: string, token?: string) => sb.platform({ merchant, clientIp: "198.51.100.9", token });
const codeOf = async (error: Promise<unknown>) => (await platformError(error)).code;

async function lastEmail(merchant: string, to: string) {
  const { envelope } = await sb.raw("POST", `/__control/merchants/${merchant}/email/last`, { body: { to } });
  return envelope.success ? (envelope.value as { subject: string; body: string; resetToken: string }) : null;
}

describe("password.status and password.change", () => {
  it("reports a stored, default or expired password", async () => {
    const member = await sb.login(AURORA, MEMBER.username, MEMBER.password);
    expect(await platformOf(AURORA, member).password.status()).toEqual({ passwordSet: true, isDefault: false, expired: false });
    const expired = await sb.login(AURORA, "demo_expired", MEMBER.password);
    expect(await platformOf(AURORA, expired).password.status()).toMatchObject({ expired: true });
    const signedIn = await platformOf(AURORA).auth.login({ username: "demo_default", password: DEFAULT_PASSWORD });
    expect(signedIn.defaultPassword).toBe(true);
    expect(await platformOf(AURORA, signedIn.token).password.status()).toMatchObject({ isDefault: true });
  });

  it("changes the password, ends the other sessions, and refuses the recent ones again", async () => {
    const other = await sb.login(AURORA, MEMBER.username, MEMBER.password);
    const token = await sb.login(AURORA, MEMBER.username, MEMBER.password);
    const platform = platformOf(AURORA, token);
    expect(
      await codeOf(platform.password.change({ oldPassword: "wrong", newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })),
    ).toBe("OLD_PASSWORD_INCORRECT");
    expect(
      await codeOf(platform.password.change({ oldPassword: MEMBER.password, newPassword: "short", confirmNewPassword: "short" })),
    ).toBe("INVALID_REQUEST");
    expect(
      await codeOf(
        platform.password.change({ oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmNewPassword: "Other#Pass1" }),
      ),
    ).toBe("INVALID_REQUEST");
    const changed = await platform.password.change({
      oldPassword: MEMBER.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(changed.changed).toBe(true);
    expect(Date.parse(changed.expiresAt!)).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect(await codeOf(platformOf(AURORA, other).member.info())).toBe("SESSION_EXPIRED");
    expect((await platform.member.info()).account).toBe(MEMBER.username);
    // The one before is in the history.
    expect(
      await codeOf(
        platform.password.change({ oldPassword: NEW_PASSWORD, newPassword: MEMBER.password, confirmNewPassword: MEMBER.password }),
      ),
    ).toBe("PASSWORD_REUSED");
    expect((await platformOf(AURORA).auth.login({ username: MEMBER.username, password: NEW_PASSWORD })).username).toBe(MEMBER.username);
  });

  it("takes no old password from an account that has none", async () => {
    const { code } = await platformOf(AURORA)
      .auth.loginCode({ countryDialingCode: "+63", mobileNum: "9171234571" })
      .then(async () => (await sb.control(`/merchants/${AURORA}/sms/last`, { mobile: "639171234571" })) as { code: string });
    const { token } = await platformOf(AURORA).auth.login({ username: "639171234571", password: code, type: "sms" });
    expect(await platformOf(AURORA, token).password.status()).toMatchObject({ passwordSet: false });
    await platformOf(AURORA, token).password.change({ newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect((await platformOf(AURORA).auth.login({ username: "demo_nopass", password: NEW_PASSWORD })).defaultPassword).toBe(false);
  });
});

/** What the portal adds to a forgot-password request: its reset page's address and the brand's name. */
const PORTAL = { resetUrl: "http://aurora.localhost:3000/reset-password", brandName: "Aurora Casino" };

describe("forgotten passwords", () => {
  it("emails a reset link that sets a new password once and signs in", async () => {
    const before = snapshot(sb.sandbox, "email_outbox");
    expect(
      await codeOf(platformOf(AURORA).password.forgotByEmail({ ...PORTAL, username: MEMBER.username, email: "someone@else.example" })),
    ).toBe("USER_NOT_FOUND");
    expect(snapshot(sb.sandbox, "email_outbox")).toEqual(before);
    await platformOf(AURORA).password.forgotByEmail({ ...PORTAL, username: MEMBER.username, email: "Demo_Member@Aurora.example" });
    const email = await lastEmail(AURORA, "demo_member@aurora.example");
    // The portal's own address, port included, and the brand's name.
    expect(email?.body).toContain(`\nhttp://aurora.localhost:3000/reset-password?token=${email?.resetToken}\n`);
    expect([email?.subject, email?.body.trimEnd().split("\n").at(-1)]).toEqual(["Aurora Casino: reset your password", "Aurora Casino"]);
    const state = (token: string) => platformOf(AURORA).password.resetLinkState({ token });
    expect(await state(email!.resetToken)).toEqual({ state: "usable" });
    expect(await state("x".repeat(32))).toEqual({ state: "unknown" });

    expect(await codeOf(platformOf(AURORA).password.resetByToken({ token: "x".repeat(32), newPassword: NEW_PASSWORD }))).toBe(
      "RESET_LINK_INVALID",
    );
    const elsewhere = await sb.login(AURORA, MEMBER.username, MEMBER.password);
    const signedIn = await platformOf(AURORA).password.resetByToken({ token: email!.resetToken, newPassword: NEW_PASSWORD });
    expect(signedIn).toMatchObject({ username: MEMBER.username, isAgent: 0 });
    // The session signed in before is ended and answered, by the key the portal revokes; the new one lives.
    expect(signedIn.ended).toEqual([{ key: sessionKey(elsewhere), expiresAt: expect.any(String) }]);
    expect(await codeOf(platformOf(AURORA, elsewhere).member.info())).toBe("SESSION_EXPIRED");
    expect((await platformOf(AURORA, signedIn.token).member.info()).account).toBe(MEMBER.username);
    expect(await codeOf(platformOf(AURORA).password.resetByToken({ token: email!.resetToken, newPassword: "Again#Pass2" }))).toBe(
      "RESET_LINK_INVALID",
    );
    expect(await state(email!.resetToken)).toEqual({ state: "used" });
    // Another merchant's link does not open here.
    expect(await lastEmail("LUMEN", "demo_member@aurora.example")).toBeNull();
  });

  it("writes the reset email in the account's language: Tagalog on TALA", async () => {
    await platformOf("TALA").password.forgotByEmail({
      ...PORTAL,
      brandName: "Tala Games",
      username: MEMBER.username,
      email: "demo_member@tala.example",
    });
    const email = await lastEmail("TALA", "demo_member@tala.example");
    expect(email?.subject).toBe("Tala Games: i-reset ang iyong password");
    expect(email?.body).toContain("Buksan ang link na ito sa loob ng 30 minuto para pumili ng bagong password:");
    expect(email?.body).not.toContain("Open this link");
  });

  it("sends at most three reset emails a username per five minutes", async () => {
    const ask = () => platformOf(AURORA).password.forgotByEmail({ ...PORTAL, username: "player002", email: "player002@aurora.example" });
    for (let i = 0; i < 3; i++) await ask();
    const refused = await platformError(ask());
    expect(refused.code).toBe("TOO_MANY_ATTEMPTS");
    expect(refused.details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it("resets by SMS code where CHNGPASSVERIF3 is on, and only there", async () => {
    expect(await codeOf(platformOf("LUMEN").password.resetCode(DEMO_MEMBER_PHONE))).toBe("FUNCTION_DISABLED");
    await platformOf(AURORA).password.resetCode(DEMO_MEMBER_PHONE);
    const { code } = (await sb.control(`/merchants/${AURORA}/sms/last`, { mobile: "639171234567", purpose: "reset" })) as { code: string };
    // A reset code is not a sign-in code.
    expect(await codeOf(platformOf(AURORA).auth.login({ username: "639171234567", password: code, type: "sms" }))).toBe("CODE_INVALID");
    const wrong = code === "000000" ? "111111" : "000000";
    const reset = (verificationCode: string) =>
      platformOf(AURORA).password.resetByMobile({ ...DEMO_MEMBER_PHONE, verificationCode, newPassword: NEW_PASSWORD });
    expect(await codeOf(reset(wrong))).toBe("CODE_INVALID");
    const elsewhere = await sb.login(AURORA, MEMBER.username, MEMBER.password);
    const signedIn = await reset(code);
    expect(signedIn).toMatchObject({ username: MEMBER.username });
    expect(signedIn.ended).toEqual([{ key: sessionKey(elsewhere), expiresAt: expect.any(String) }]);
    expect(await codeOf(platformOf(AURORA, elsewhere).member.info())).toBe("SESSION_EXPIRED");
    expect(await codeOf(reset(code))).toBe("CODE_INVALID");
  });
});
