import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { DEFAULT_PASSWORD } from "../../sandbox/lib/account-passwords";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The password popups against the real sandbox: forgot (by email and by SMS code), the
 * emailed link, change password, the forced change, and the trial prompt. Every post here
 * is a plain form post, as a browser without JavaScript sends it.
 *
 * The portal trusts X-Forwarded-For here (TRUST_PROXY), so each test comes from its own
 * address (`from()`) and the per-address limits of one test do not reach the next.
 */

const sb = await startTestSandbox();
const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = "loopback"; // read once, when the portal starts
const { request, sameOrigin } = await startTestPortal(sb.url);
if (trustProxy === undefined) delete process.env.TRUST_PROXY;
else process.env.TRUST_PROXY = trustProxy;
const codec = createSessionCodec(TEST_SESSION_SECRET);

/** A new password that passes every seeded merchant's password rule. */
const NEW_PASSWORD = "Fresh#Pass9";

let addresses = 0;
/** Headers of a form post from a fresh client address. */
const from = (brand: string, cookie?: string) => ({
  ...sameOrigin(brand),
  "x-forwarded-for": `10.9.${++addresses >> 8}.${addresses & 255}`,
  ...(cookie ? { cookie } : {}),
});

const setCookie = (response: PortalResponse, name: string) => response.cookies.find((line) => line.startsWith(`${name}=`));
const sessionCookie = (response: PortalResponse) => {
  const line = setCookie(response, "__session");
  return line ? line.split(";")[0] : undefined;
};
const openSession = async (response: PortalResponse, brand: string) =>
  codec.open(decodeURIComponent(sessionCookie(response)!.slice("__session=".length)), brand);
/** What the popup shows (the page also carries the pack as data, so plain `toContain` would not prove it). */
const alerts = (html: string) => [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
const statuses = (html: string) => [...html.matchAll(/<p role="status"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
const fieldErrors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<p id="[^"]*?-(\w+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]));
const openDialog = (html: string) => /<dialog[^>]*\sopen=""[^>]*data-dialog="([^"]+)"/.exec(html)?.[1];

async function signIn(brand: string, username: string, password: string) {
  const headers = from(brand);
  const botCheck = await solvedBotCheck(request, brand, "login", headers);
  const response = await request(brand, "/login", { form: { type: "username", username, password, botCheck }, headers });
  expect(response.status, response.body.slice(0, 200)).toBe(302);
  return { response, cookie: sessionCookie(response)! };
}

const forgotByEmail = (brand: string, fields: Record<string, string>, headers = from(brand)) =>
  request(brand, "/forgot-password", { form: { method: "email", ...fields }, headers });
/** The mobile form; a send carries the send button's solved bot check, as the page's script posts it. */
const forgotByMobile = async (brand: string, fields: Record<string, string>, headers = from(brand)) => {
  const bot: Record<string, string> = fields.intent === "send-code" ? { smsBotCheck: await solvedBotCheck(request, brand, "sms") } : {};
  return request(brand, "/forgot-password", { form: { method: "mobile", country: "PH", ...bot, ...fields }, headers });
};

async function lastEmail(merchant: string, to: string) {
  return (await sb.control(`/merchants/${merchant}/email/last`, { to })) as { subject: string; body: string; resetToken: string };
}

describe("the forgot-password popup", () => {
  it("answers /login?forgot=1 and /forgot-password, mobile first with both methods where CHNGPASSVERIF3 is on", async () => {
    const redirected = await request("aurora", "/login?forgot=1");
    expect([redirected.status, redirected.headers.location]).toEqual([302, "/forgot-password"]);

    const aurora = await request("aurora", "/forgot-password");
    expect(aurora.status).toBe(200);
    expect(openDialog(aurora.body)).toBe("forgot-password");
    expect(aurora.body).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/forgot-password\?method=mobile"|<a[^>]*href="\/forgot-password\?method=mobile"[^>]*aria-current="page"/,
    );
    expect(aurora.body).toContain('name="mobile"');
    expect(aurora.body).toContain('value="send-code"');
    expect(aurora.body).not.toContain('name="email"');
    // The w_forget banner.
    expect(aurora.body).toMatch(/<img[^>]*alt="Keep your account safe"/);

    const email = await request("aurora", "/forgot-password?method=email");
    expect(email.body).toContain('name="email"');
    expect(email.body).not.toContain('name="mobile"');

    // LUMEN (CHNGPASSVERIF3 off): the email form only, no methods to choose.
    const lumen = await request("lumen", "/forgot-password?method=mobile");
    expect(lumen.body).toMatch(/<form[^>]*method="post"[^>]*action="\/forgot-password"/);
    expect(lumen.body).toContain('name="email"');
    expect(lumen.body).not.toContain('name="mobile"');
    expect(lumen.body).not.toContain('href="/forgot-password?method=mobile"');
  });

  it("emails a reset link to the address on file and shows the confirmation", async () => {
    const response = await forgotByEmail("aurora", { username: "player003", email: "player003@aurora.example" });
    expect([response.status, response.headers.location]).toEqual([302, "/forgot-password"]);
    const email = await lastEmail("AURORA", "player003@aurora.example");
    // The link opens the portal the player used, port included; the e-mail is the brand's, not the merchant's.
    expect(email.body).toContain(`\n${sameOrigin("aurora").origin}/reset-password?token=${email.resetToken}\n`);
    expect(email.subject).toBe("Aurora Casino: reset your password");
    expect(email.body.trimEnd().endsWith("\nAurora Casino")).toBe(true);
    expect(email.body).not.toContain("Aurora Gaming");

    const sent = await request("aurora", "/forgot-password", { headers: { cookie: withFlash(response) } });
    expect(statuses(sent.body)).toEqual(["We have sent a link to reset your password to your email. It works once, within 30 minutes."]);
  });

  it("links to the address the player reached the portal by, behind a trusted proxy", async () => {
    // A TLS-terminating proxy on port 8443 in front of the portal: the player's page is https://aurora.localhost:8443.
    const headers = { ...from("aurora"), origin: "https://aurora.localhost:8443", "x-forwarded-proto": "https" };
    const response = await request("aurora", "/forgot-password", {
      form: { method: "email", username: "player009", email: "player009@aurora.example" },
      headers,
      host: "aurora.localhost:8443",
    });
    expect(response.status).toBe(302);
    const email = await lastEmail("AURORA", "player009@aurora.example");
    expect(email.body).toContain(`\nhttps://aurora.localhost:8443/reset-password?token=${email.resetToken}\n`);
  });

  it("says what is missing or wrong in each field, without asking the platform", async () => {
    const empty = await forgotByEmail("aurora", { username: " ", email: "" });
    expect(empty.status).toBe(422);
    expect(fieldErrors(empty.body)).toEqual({ username: "Please enter the username", email: "Please enter the email" });
    const malformed = await forgotByEmail("aurora", { username: "player003", email: "not-an-email" });
    expect(malformed.status).toBe(422);
    expect(fieldErrors(malformed.body)).toEqual({ email: "Please enter a valid email address" });
    // The username is kept, the form says no more.
    expect(malformed.body).toMatch(/name="username"[^>]*value="player003"|value="player003"[^>]*name="username"/);
  });

  it("says when the username and email do not belong together", async () => {
    const response = await forgotByEmail("aurora", { username: "player003", email: "player004@aurora.example" });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual(["Username/Email does not exist"]);
  });

  it("limits reset emails per account and per address, with Retry-After and the wait in minutes", async () => {
    const headers = from("aurora");
    // Wrong addresses: the platform sends nothing and keeps no count, so only the portal's limit answers.
    const account = { username: "player005", email: "wrong@aurora.example" };
    for (let i = 0; i < 5; i++) expect((await forgotByEmail("aurora", account, from("aurora"))).status).toBe(422);
    const perAccount = await forgotByEmail("aurora", account, headers);
    expect(perAccount.status).toBe(429);
    expect(Number(perAccount.headers["retry-after"])).toBeGreaterThan(0);
    expect(alerts(perAccount.body)).toEqual(["Too many attempts, please try again in 5 min"]);

    const address = from("aurora");
    let last: PortalResponse | undefined;
    for (let i = 0; i < 21; i++) last = await forgotByEmail("aurora", { username: `nobody${i}`, email: "x@y.example" }, address);
    expect(last!.status).toBe(429);
    expect(last!.headers["retry-after"]).toBeDefined();
  });

  it("resets by SMS code where CHNGPASSVERIF3 is on: code, new password, signed in, to /", async () => {
    const mobile = "9180000007";
    const sent = await forgotByMobile("aurora", { intent: "send-code", mobile });
    expect(sent.status).toBe(200);
    expect(statuses(sent.body)[0]).toMatch(/^Code sent\. It is valid for \d+ minutes\.$/);
    expect(sent.body).toMatch(/value="9180000007"/);
    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: `63${mobile}`, purpose: "reset" })) as { code: string };

    const missing = await forgotByMobile("aurora", { intent: "reset", mobile, code: "", newPassword: "" });
    expect(missing.status).toBe(422);
    expect(fieldErrors(missing.body)).toEqual({ code: "Please enter the verification code", newPassword: "Please enter the new password" });
    const weak = await forgotByMobile("aurora", { intent: "reset", mobile, code, newPassword: "weakpass" });
    expect(weak.status).toBe(422);
    expect(fieldErrors(weak.body)).toEqual({ newPassword: "This password does not meet the password rules" });
    const wrong = await forgotByMobile("aurora", {
      intent: "reset",
      mobile,
      code: code === "000000" ? "111111" : "000000",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect(alerts(wrong.body)).toEqual(["Invalid or missing verification code"]);
    // Neither the code nor the password comes back into the page.
    expect(wrong.body).not.toContain(NEW_PASSWORD);

    const reset = await forgotByMobile("aurora", { intent: "reset", mobile, code, newPassword: NEW_PASSWORD });
    expect([reset.status, reset.headers.location]).toEqual([302, "/"]);
    expect(await openSession(reset, "aurora")).toMatchObject({ username: "player007" });
    await signIn("aurora", "player007", NEW_PASSWORD);
  });

  it("checks the number before sending, and refuses the mobile method where it is off", async () => {
    const bad = await forgotByMobile("aurora", { intent: "send-code", mobile: "12ab" });
    expect(bad.status).toBe(422);
    expect(fieldErrors(bad.body)).toEqual({ mobile: "Invalid phone number format" });
    const country = await forgotByMobile("aurora", { intent: "send-code", mobile: "9180000007", country: "XX" });
    expect(fieldErrors(country.body)).toEqual({ country: "Please choose a country code" });

    const lumen = await forgotByMobile("lumen", { intent: "send-code", mobile: "9171234567" });
    expect(lumen.status).toBe(403);
    expect(alerts(lumen.body)).toEqual(["Function not enabled, please contact customer service"]);
  });
});

describe("the emailed reset link", () => {
  it("sets a new password once and signs in", async () => {
    await forgotByEmail("aurora", { username: "player008", email: "player008@aurora.example" });
    const { resetToken } = await lastEmail("AURORA", "player008@aurora.example");
    const page = await request("aurora", `/reset-password?token=${resetToken}`);
    expect(openDialog(page.body)).toBe("reset-password");
    expect(page.headers["cache-control"]).toContain("no-store");

    const link = `/reset-password?token=${resetToken}`;
    expect(page.body).toContain(`action="${link}"`);
    const mismatch = await request("aurora", link, {
      form: { token: resetToken, newPassword: NEW_PASSWORD, confirmNewPassword: "Other#Pass9" },
      headers: from("aurora"),
    });
    expect(mismatch.status).toBe(422);
    expect(fieldErrors(mismatch.body)).toEqual({ confirmNewPassword: "Incorrect confirmation input" });

    const form = { token: resetToken, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const reset = await request("aurora", link, { form, headers: from("aurora") });
    expect([reset.status, reset.headers.location]).toEqual([302, "/"]);
    expect(await openSession(reset, "aurora")).toMatchObject({ username: "player008" });

    const again = await request("aurora", link, { form, headers: from("aurora") });
    expect(again.status).toBe(422);
    const usedMessage =
      "This reset link has already been used: your password was set with it. If you need to reset it again, ask for a new link.";
    expect(alerts(again.body)).toEqual([usedMessage]);
    expect(again.body).toContain('href="/forgot-password?method=email"');

    // Opened again, the used link says so at once, with no form, and offers a new one.
    const used = await request("aurora", link);
    expect(alerts(used.body)).toEqual([usedMessage]);
    expect(used.body).not.toContain('name="newPassword"');
    expect(used.body).toContain('href="/forgot-password?method=email"');
    const unknown = await request("aurora", `/reset-password?token=${"x".repeat(32)}`);
    expect(alerts(unknown.body)).toEqual(["This reset link is not valid. Please ask for a new one."]);
  });

  it("says so when the link has no token that could be one", async () => {
    const page = await request("aurora", "/reset-password?token=%3Cscript%3E");
    expect(alerts(page.body)).toEqual(["This reset link is incomplete. Please ask for a new one."]);
    expect(page.body).not.toContain('name="newPassword"');
  });
});

describe("changing the password", () => {
  it("sends a visitor to sign in first", async () => {
    const response = await request("aurora", "/change-password");
    expect([response.status, response.headers.location]).toEqual([302, "/login?redirectTo=%2Fchange-password"]);
  });

  it("shows the username read-only, asks the old password, and checks every field", async () => {
    const { cookie } = await signIn("aurora", "player010", MEMBER.password);
    const page = await request("aurora", "/change-password", { headers: { cookie } });
    expect(openDialog(page.body)).toBe("change-password");
    expect(page.body).toMatch(/<input[^>]*value="player010"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*value="player010"/i);
    expect(page.body).toContain('name="oldPassword"');

    const post = (fields: Record<string, string>) =>
      request("aurora", "/change-password", { form: fields, headers: from("aurora", cookie) });
    const empty = await post({ oldPasswordAsked: "on", oldPassword: "", newPassword: "", confirmNewPassword: "" });
    expect(empty.status).toBe(422);
    expect(fieldErrors(empty.body)).toEqual({
      oldPassword: "Please enter the old password",
      newPassword: "Please enter the new password",
      confirmNewPassword: "Please confirm the new password",
    });
    // Without the form's hint, the platform's answer that a password is stored asks for the old one.
    const noOld = await post({ newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(fieldErrors(noOld.body)).toEqual({ oldPassword: "Please enter the old password" });
    const mismatch = await post({ oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmNewPassword: "Else#Pass9" });
    expect(fieldErrors(mismatch.body)).toEqual({ confirmNewPassword: "Incorrect confirmation input" });
    const weak = await post({ oldPassword: MEMBER.password, newPassword: "weakpass", confirmNewPassword: "weakpass" });
    expect(fieldErrors(weak.body)).toEqual({ newPassword: "This password does not meet the password rules" });
    const wrongOld = await post({ oldPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(wrongOld.status).toBe(422);
    expect(alerts(wrongOld.body)).toEqual(["The old password is incorrect"]);
    const same = await post({ oldPassword: MEMBER.password, newPassword: MEMBER.password, confirmNewPassword: MEMBER.password });
    expect(alerts(same.body)).toEqual(["Please choose a password you have not used recently"]);

    const changed = await post({ oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    // The player lands on the home at once, still signed in.
    expect([changed.status, changed.headers.location]).toEqual([302, "/"]);
    const home = await request("aurora", "/", { headers: { cookie: sessionCookie(changed) ?? cookie } });
    expect([home.status, openDialog(home.body)]).toEqual([200, undefined]);
    await signIn("aurora", "player010", NEW_PASSWORD);
  });

  it("does not ask an old password of an account that has none", async () => {
    const smsBotCheck = await solvedBotCheck(request, "aurora", "sms");
    await request("aurora", "/auth/sms-code", { form: { country: "PH", mobile: "9171234571", smsBotCheck }, headers: from("aurora") });
    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: "639171234571" })) as { code: string };
    const signedIn = await request("aurora", "/login", {
      form: { type: "sms", country: "PH", mobile: "9171234571", code },
      headers: from("aurora"),
    });
    const cookie = sessionCookie(signedIn)!;
    const page = await request("aurora", "/change-password", { headers: { cookie } });
    expect(page.body).not.toContain('name="oldPassword"');
    const changed = await request("aurora", "/change-password", {
      form: { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      headers: from("aurora", cookie),
    });
    expect(changed.headers.location).toBe("/");
  });

  it("gives a trial account the real-account prompt instead", async () => {
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial)!;
    const response = await request("tala", "/change-password", { headers: { cookie } });
    expect([response.status, response.headers.location]).toEqual([302, "/real-account"]);
  });
});

describe("the forced password change", () => {
  it("lets a session with an expired password reach nothing but the change, on pages, data requests and actions", async () => {
    const { response, cookie } = await signIn("aurora", "demo_expired", MEMBER.password);
    expect(response.headers.location).toBe("/change-password");
    expect((await openSession(response, "aurora"))?.passwordChangeDue).toBe(true);

    for (const path of ["/", "/favorite", "/login", "/resources/balance", "/real-account"]) {
      const page = await request("aurora", path, { headers: { cookie } });
      expect([path, page.status, page.headers.location]).toEqual([path, 302, "/change-password"]);
    }
    // The live events say "no content" (an event stream redirected to a page is an error, retried and logged), and the popup's page does not open them.
    expect((await request("aurora", "/resources/events", { headers: { cookie } })).status).toBe(204);
    // A client navigation's data request gets single fetch's redirect.
    const data = await request("aurora", "/favorite.data", { headers: { cookie } });
    expect(data.status).toBe(202);
    expect(data.body).toContain("/change-password");
    // An action does not run.
    const favourite = await request("aurora", "/games/favourite", {
      form: { nodeId: "1", intent: "add" },
      headers: from("aurora", cookie),
    });
    expect([favourite.status, favourite.headers.location]).toEqual([302, "/change-password"]);

    const popup = await request("aurora", "/change-password", { headers: { cookie } });
    expect(popup.status).toBe(200);
    expect(popup.body).toContain("For your security, please choose a new password before you continue.");
    expect(popup.body).toMatch(/<form[^>]*action="\/logout"/);
    // The popup's texts files load (they are the brand's, the same for everyone).
    const texts = [...popup.body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map(
      ([, href]) => href!,
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const href of texts) expect([href, (await request("aurora", href, { headers: { cookie } })).status]).toEqual([href, 200]);

    const changed = await request("aurora", "/change-password", {
      form: { oldPassword: MEMBER.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      headers: from("aurora", cookie),
    });
    expect(changed.headers.location).toBe("/");
    const after = sessionCookie(changed)!;
    expect((await openSession(changed, "aurora"))?.passwordChangeDue).toBeUndefined();
    expect((await request("aurora", "/", { headers: { cookie: after } })).status).toBe(200);
  });

  it("forces the change of the merchant's default password, and lets the player sign out", async () => {
    const { response, cookie } = await signIn("lumen", "demo_default", DEFAULT_PASSWORD);
    expect(response.headers.location).toBe("/change-password");
    const out = await request("lumen", "/logout", { form: {}, headers: from("lumen", cookie) });
    expect(out.status).toBe(302);
    expect(setCookie(out, "__session")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe("trial accounts", () => {
  it("get the real-account prompt for the wallet and member links, with a button to register", async () => {
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: from("tala") });
    const cookie = sessionCookie(trial)!;
    const home = await request("tala", "/", { headers: { cookie } });
    expect(home.body).not.toContain('href="/member/depositv2"');
    expect(home.body).not.toContain('href="/member/withdraw"');
    expect(home.body).not.toContain('href="/pointMall"');
    expect(home.body).toContain('href="/real-account"');
    // Nor the member centre's entries, the password among them.
    expect(home.body).not.toContain('href="/change-password"');

    const prompt = await request("tala", "/real-account", { headers: { cookie } });
    expect(openDialog(prompt.body)).toBe("real-account");
    expect(prompt.body).toMatch(/<a[^>]*href="\/register"/);

    const { cookie: member } = await signIn("tala", "player011", MEMBER.password);
    const memberHome = await request("tala", "/", { headers: { cookie: member } });
    expect(memberHome.body).toContain('href="/member/depositv2"');
    expect(memberHome.body).toContain('href="/change-password"');
  });
});
