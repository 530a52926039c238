import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * E-mail verification and security notifications against the real sandbox: a bound e-mail
 * starts unverified and gets a one-time link (the /verify-email page), an unverified e-mail gets
 * no password reset link, and each change to an account's security lands one message in its
 * inbox and one live event. Accounts: sec_unverified_email and player021..player024.
 */

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const codec = createSessionCodec(TEST_SESSION_SECRET);
const MERCHANT = "AURORA";
const NEW_PASSWORD = "Fresh#Pass2027";

async function signIn(username: string) {
  const token = await sb.login(MERCHANT, username, MEMBER.password);
  const sealed = await codec.seal({ token, isAgent: 0, username, expiresAt: Date.now() + 3_600_000 }, "aurora");
  return { token, cookie: `__session=${sealed}` };
}

const get = (path: string, cookie?: string) => request("aurora", path, cookie ? { headers: { cookie } } : {});
const post = (path: string, cookie: string, fields: Array<[string, string]>) =>
  request("aurora", path, {
    body: new URLSearchParams(fields).toString(),
    headers: { ...sameOrigin("aurora"), cookie, "content-type": "application/x-www-form-urlencoded" },
  });
const texts = (html: string, role: "alert" | "status") =>
  [...html.matchAll(new RegExp(`<p[^>]*role="${role}"[^>]*>([^<]*)</p>`, "g"))].map((match) => match[1]);
const verifiedLabel = (html: string) => /data-email-verified="(yes|no)"/.exec(html)?.[1];
const EMAIL_TAB = "/member/securityCenter/email";

/** The verification link of the last email to `to`, as a path on the portal. */
async function lastLink(to: string) {
  const { body } = (await sb.control(`/merchants/${MERCHANT}/email/last`, { to })) as { body: string };
  const link = /^(https?:\/\/\S+\/verify-email\?token=[\w-]+)$/m.exec(body)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const verifyState = (html: string) => /data-page="verify-email" data-state="(\w+)"/.exec(html)?.[1];
const accountId = (username: string) =>
  sb.sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(MERCHANT, username) as number;
const inboxTitles = (username: string) =>
  sb.sandbox.db.prepare("SELECT title FROM messages WHERE account_id = ? ORDER BY id").pluck().all(accountId(username)) as string[];
const eventKinds = (username: string) =>
  sb.sandbox.db.prepare("SELECT kind FROM player_events WHERE account_id = ? ORDER BY id").pluck().all(accountId(username)) as string[];
const security = (kinds: string[]) => kinds.filter((kind) => kind.startsWith("security."));

describe("an unverified email", () => {
  it("gets no reset link: the platform refuses it and the popup says so", async () => {
    const address = "sec_unverified_email@aurora.example";
    const refused = await platformError(
      sb.platform({ merchant: MERCHANT }).password.forgotByEmail({
        username: "sec_unverified_email",
        email: address,
        resetUrl: "http://aurora.localhost/reset-password",
        brandName: "Aurora",
      }),
    );
    expect(refused.code).toBe("EMAIL_UNVERIFIED");
    const popup = await request("aurora", "/forgot-password", {
      form: { method: "email", username: "sec_unverified_email", email: address },
      headers: sameOrigin("aurora"),
    });
    expect(popup.status).toBe(422);
    expect(texts(popup.body, "alert")).toEqual([
      "This email is not verified, so no reset link can be sent to it. Reset by mobile, or contact customer service",
    ]);
    expect(await sb.raw("POST", `/__control/merchants/${MERCHANT}/email/last`, { body: { to: address } })).toMatchObject({ status: 404 });
  });

  it("is labelled so, sends its link again (spaced), and an expired link is refused with the way to a new one", async () => {
    const { cookie } = await signIn("sec_unverified_email");
    const tab = await get(EMAIL_TAB, cookie);
    expect(verifiedLabel(tab.body)).toBe("no");
    const sent = await post(EMAIL_TAB, cookie, [["intent", "send-link"]]);
    expect(texts(sent.body, "status")).toEqual(["A verification link was sent. It is valid for 60 minutes."]);
    const link = await lastLink("sec_unverified_email@aurora.example");
    const again = await post(EMAIL_TAB, cookie, [["intent", "send-link"]]);
    expect(again.status).toBe(429);
    expect(texts(again.body, "alert")).toEqual(["Too many attempts, please try again in 1 min"]);

    await sb.control("/clock/advance", { ms: 61 * 60_000 });
    const expired = await get(link);
    expect([expired.status, verifyState(expired.body)]).toEqual([200, "expired"]);
    expect(expired.headers["cache-control"]).toBe("private, no-store");
    expect(expired.body).toContain(`href="${EMAIL_TAB}"`);

    expect((await post(EMAIL_TAB, cookie, [["intent", "send-link"]])).status).toBe(200);
    const fresh = await get(await lastLink("sec_unverified_email@aurora.example"));
    expect(verifyState(fresh.body)).toBe("verified");
    expect(verifiedLabel((await get(EMAIL_TAB, cookie)).body)).toBe("yes");
    // Verified now: the reset link goes out.
    const reset = await sb.platform({ merchant: MERCHANT }).password.forgotByEmail({
      username: "sec_unverified_email",
      email: "sec_unverified_email@aurora.example",
      resetUrl: "http://aurora.localhost/reset-password",
      brandName: "Aurora",
    });
    expect(reset).toEqual({ sent: true });
  });
});

describe("binding an email", () => {
  it("sends a verification link that verifies once, and tells the player the email changed", async () => {
    const { cookie } = await signIn("player021");
    expect(verifiedLabel((await get(EMAIL_TAB, cookie)).body)).toBe("yes");
    await post(EMAIL_TAB, cookie, [
      ["intent", "send-code"],
      ["email", "maria.21@example.com"],
    ]);
    const { body } = (await sb.control(`/merchants/${MERCHANT}/email/last`, { to: "maria.21@example.com" })) as { body: string };
    const code = /is (\d{6})\./.exec(body)![1];
    const bound = await post(EMAIL_TAB, cookie, [
      ["intent", "bind"],
      ["code", code],
    ]);
    expect([bound.status, bound.headers.location]).toEqual([302, EMAIL_TAB]);
    expect(verifiedLabel((await get(EMAIL_TAB, cookie)).body)).toBe("no");
    expect(security(eventKinds("player021"))).toEqual(["security.emailChanged"]);
    expect(inboxTitles("player021").filter((title) => title === "Your email was changed")).toHaveLength(1);

    const link = await lastLink("maria.21@example.com");
    // Signed in or not: the link may open in another browser.
    const verified = await get(link);
    expect([verified.status, verifyState(verified.body)]).toEqual([200, "verified"]);
    expect(texts(verified.body, "status")).toEqual(["Your email ma***@example.com is verified."]);
    expect(verifiedLabel((await get(EMAIL_TAB, cookie)).body)).toBe("yes");
    const used = await get(link);
    expect(verifyState(used.body)).toBe("invalid");
    expect(texts(used.body, "alert")).toEqual(["This verification link is not valid, or it was already used."]);
    expect(texts((await get(`${link}&lng=TY`)).body, "alert")).toEqual(["Hindi wasto ang link na ito sa pagberipika, o nagamit na ito."]);
    expect(verifyState((await get("/verify-email?token=<script>")).body)).toBe("invalid");
    expect((await platformError(sb.platform({ merchant: MERCHANT }).emailVerification.verify({ token: "x".repeat(32) }))).code).toBe(
      "EMAIL_LINK_INVALID",
    );
  });
});

describe("security notifications", () => {
  it("tell of every password change (the member's own, reset by link, reset by SMS code): one message and one live event each", async () => {
    const { token } = await signIn("player022");
    await sb.platform({ merchant: MERCHANT, token }).password.change({
      oldPassword: MEMBER.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(security(eventKinds("player022"))).toEqual(["security.passwordChanged"]);
    expect(inboxTitles("player022").filter((title) => title === "Your password was changed")).toHaveLength(1);
    const polled = await sb.platform({ merchant: MERCHANT, token }).events.poll({ after: 0 });
    expect(polled.events.filter((event) => event.kind === "security.passwordChanged")).toHaveLength(1);

    const platform = sb.platform({ merchant: MERCHANT });
    await platform.password.forgotByEmail({
      username: "player023",
      email: "player023@aurora.example",
      resetUrl: "http://aurora.localhost/reset-password",
      brandName: "Aurora",
    });
    const { resetToken } = (await sb.control(`/merchants/${MERCHANT}/email/last`, { to: "player023@aurora.example" })) as {
      resetToken: string;
    };
    await platform.password.resetByToken({ token: resetToken, newPassword: NEW_PASSWORD });
    expect(security(eventKinds("player023"))).toEqual(["security.passwordChanged"]);
    expect(inboxTitles("player023").filter((title) => title === "Your password was changed")).toHaveLength(1);

    const phone = { mobileNum: "9180000024", countryDialingCode: "+63" };
    await platform.password.resetCode(phone);
    const { code } = (await sb.control(`/merchants/${MERCHANT}/sms/last`, { mobile: "639180000024", purpose: "reset" })) as {
      code: string;
    };
    await platform.password.resetByMobile({ ...phone, verificationCode: code, newPassword: NEW_PASSWORD });
    expect(security(eventKinds("player024"))).toEqual(["security.passwordChanged"]);
    expect(inboxTitles("player024").filter((title) => title === "Your password was changed")).toHaveLength(1);
  });
});
