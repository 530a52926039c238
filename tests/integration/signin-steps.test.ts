import { generateSync } from "otplib";
import en from "~/i18n/packs/en.json";
import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { SIGN_IN_ACCOUNT_LIMIT } from "~/http/rate-limit.server";
import { exportSandboxIdentityProviders } from "../../server/platform-target";
import { DEMO_TOTP_SECRET } from "../../sandbox/seed/sign-in-steps";
import { approveAtProvider } from "../helpers/identity-provider";
import { brandTime, brandZonePattern } from "../helpers/brand-times";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { AGENT_PASSWORD, MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
// The brands' social sign-in on the sandbox's test provider, as the embedded sandbox sets it (read per request).
await exportSandboxIdentityProviders(sb.url, sb.sandbox.db);
const { request, sameOrigin } = await startTestPortal(sb.url);
const codec = createSessionCodec(TEST_SESSION_SECRET);

/** The value a Set-Cookie line of `name` stores, or undefined. */
const cookieValue = (response: PortalResponse, name: string) => {
  const line = response.cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(";")[0]);
};
/** `name=value` pairs of a response's cookies (set, not cleared), to send back. */
const cookiesOf = (response: PortalResponse, ...names: string[]) =>
  names.flatMap((name) => (cookieValue(response, name) ? [`${name}=${encodeURIComponent(cookieValue(response, name)!)}`] : [])).join("; ");
const alerts = (html: string) => [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
/** What the login popup says after `response` sent the visitor back to it. */
async function loginFailureAfter(brand: string, response: PortalResponse) {
  expect(response.headers.location).toBe("/login");
  return alerts((await request(brand, "/login", { headers: { cookie: withFlash(response) } })).body);
}
const fieldErrors = (html: string) => [...html.matchAll(/<p id="[^"]*-error"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
/** A form post; a username sign-in (at /login or /agent) carries a solved bot check, as the forms post it (docs/decisions/bot-check.md). */
const post = async (brand: string, path: string, form: Record<string, string>, cookie?: string) => {
  const signIn = (path === "/login" || path === "/agent") && form.type === "username";
  const botCheck: Record<string, string> = signIn
    ? { botCheck: await solvedBotCheck(request, brand, "login") }
    : form.intent === "send"
      ? { smsBotCheck: await solvedBotCheck(request, brand, "sms") }
      : {};
  return request(brand, path, { form: { ...botCheck, ...form }, headers: { ...sameOrigin(brand), ...(cookie ? { cookie } : {}) } });
};
const totpNow = (stepsAhead = 0) => generateSync({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
const sessionOf = async (response: PortalResponse, brand = "aurora") => {
  const sealed = cookieValue(response, "__session");
  return sealed ? codec.open(sealed, brand) : null;
};

/** Signs demo_2fa (or another verifying account) in with its password: answers the verification step's cookie. */
async function pendingSignIn(username = "demo_2fa", brand = "aurora", redirectTo?: string) {
  const response = await post(brand, "/login", {
    type: "username",
    username,
    password: MEMBER.password,
    ...(redirectTo ? { redirectTo } : {}),
  });
  expect(response.status, response.body.slice(0, 200)).toBe(302);
  expect(response.headers.location).toBe(redirectTo ? `/login/verify?${new URLSearchParams({ redirectTo })}` : "/login/verify");
  expect(cookieValue(response, "__session"), "no session before the verification").toBeUndefined();
  return cookiesOf(response, "signin_verify");
}

describe("verification from a new address", () => {
  it("is a step of the sign-in: plain forms, the ticket in an httpOnly cookie, an authenticator code signs in", async () => {
    const response = await post("aurora", "/login", { type: "username", username: "demo_2fa", password: MEMBER.password });
    const line = response.cookies.find((cookie) => cookie.startsWith("signin_verify="))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=300/);
    const cookie = cookiesOf(response, "signin_verify");

    const page = await request("aurora", "/login/verify", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<dialog[^>]*\sopen=""[^>]*data-dialog="verify"/);
    expect(page.body).toMatch(/<form[^>]*method="post"[^>]*action="\/login\/verify\?method=totp"/);
    expect(page.body).toContain("The 6-digit code your authenticator app shows");
    // The ticket is the browser's only in its httpOnly cookie: never in the page.
    expect(page.body).not.toContain(cookieValue(response, "signin_verify"));

    const done = await post("aurora", "/login/verify?method=totp", { intent: "verify", method: "totp", answer: totpNow() }, cookie);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/");
    expect(await sessionOf(done)).toMatchObject({ username: "demo_2fa", isAgent: 0 });
    expect(done.cookies.find((c) => c.startsWith("signin_verify="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The address is registered now, but an authenticator is a second factor: every sign-in asks for a code.
    const again = await post("aurora", "/login", { type: "username", username: "demo_2fa", password: MEMBER.password });
    expect(again.headers.location).toBe("/login/verify");
  });

  it("says a wrong or malformed code under the field, and takes no replay of a used ticket", async () => {
    await sb.sandbox.db.prepare("DELETE FROM account_ips").run();
    const cookie = await pendingSignIn("demo_2fa", "aurora", "/favorite");
    const wrong = await post("aurora", "/login/verify", { intent: "verify", method: "totp", answer: "000000" }, cookie);
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong.body)).toEqual(["Invalid or missing verification code"]);
    const malformed = await post("aurora", "/login/verify", { intent: "verify", method: "totp", answer: "12ab" }, cookie);
    expect(malformed.status).toBe(422);
    expect(fieldErrors(malformed.body)).toEqual(["Please enter the 6 digits, or a recovery code (like abcde-fghij)"]);

    const done = await post(
      "aurora",
      "/login/verify",
      { intent: "verify", method: "totp", answer: totpNow(1), redirectTo: "/favorite" },
      cookie,
    );
    expect(done.headers.location).toBe("/favorite");
    const replay = await post("aurora", "/login/verify", { intent: "verify", method: "totp", answer: totpNow(1) }, cookie);
    expect(replay.status).toBe(422);
    expect(alerts(replay.body)).toEqual(["This sign-in has expired or was already confirmed. Please log in again."]);
    expect(cookieValue(replay, "__session")).toBeUndefined();
  });

  it("expires: the step then asks to sign in again", async () => {
    const cookie = await pendingSignIn("demo_verify");
    await sb.control("/clock/advance", { ms: 301_000 });
    const page = await request("aurora", "/login/verify", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(alerts(page.body)).toEqual(["This sign-in has expired or was already confirmed. Please log in again."]);
    expect(page.body).toContain('href="/login"');
    const late = await post("aurora", "/login/verify", { intent: "verify", method: "bank", answer: "Juan Dela Cruz" }, cookie);
    expect(late.status).toBe(422);
    expect(cookieValue(late, "__session")).toBeUndefined();
  });

  it("offers each method of the account as a link, sends the mobile code, and signs in with it", async () => {
    const cookie = await pendingSignIn("demo_verify");
    const page = await request("aurora", "/login/verify?method=mobile", { headers: { cookie } });
    for (const method of ["mobile", "email", "bank"]) expect(page.body).toContain(`href="/login/verify?method=${method}"`);
    expect(page.body).toContain("The 6-digit code sent to •••• 4572");
    const sent = await post("aurora", "/login/verify?method=mobile", { intent: "send", method: "mobile", answer: "" }, cookie);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Code sent. It is valid for 5 minutes.");
    const code = sb.sandbox.db
      .prepare("SELECT code FROM verification_tickets WHERE code IS NOT NULL ORDER BY rowid DESC")
      .pluck()
      .get() as string;
    const done = await post("aurora", "/login/verify?method=mobile", { intent: "verify", method: "mobile", answer: code }, cookie);
    expect(done.status).toBe(302);
    expect(await sessionOf(done)).toMatchObject({ username: "demo_verify" });
  });

  it("checks the bound email and the bank name, with the platform's message when they do not match", async () => {
    await sb.sandbox.db.prepare("DELETE FROM account_ips").run();
    const cookie = await pendingSignIn("demo_verify", "tala");
    const wrong = await post(
      "tala",
      "/login/verify?method=email",
      { intent: "verify", method: "email", answer: "someone@example.test" },
      cookie,
    );
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong.body)).toEqual(["Hindi tugma ang mga detalye, pakisubukang muli"]);
    const right = await post("tala", "/login/verify?method=bank", { intent: "verify", method: "bank", answer: "JUAN dela cruz" }, cookie);
    expect(right.status).toBe(302);
    expect(await sessionOf(right, "tala")).toMatchObject({ username: "demo_verify" });
  });

  it("answers a bad form 422 without asking the platform, and a missing ticket as expired", async () => {
    const bad = await post("aurora", "/login/verify", { intent: "verify", method: "sms", answer: "1" });
    expect(bad.status).toBe(422);
    const none = await post("aurora", "/login/verify", { intent: "verify", method: "totp", answer: "123456" });
    expect(none.status).toBe(422);
    expect(alerts(none.body)).toEqual(["This sign-in has expired or was already confirmed. Please log in again."]);
  });
});

describe("the first-login step", () => {
  it("follows a first sign-in, works as a plain form, and is not shown again once done", async () => {
    const signIn = await post("lumen", "/login", {
      type: "username",
      username: "demo_newbie",
      password: MEMBER.password,
      redirectTo: "/recent",
    });
    expect(signIn.headers.location).toBe("/login/welcome?redirectTo=%2Frecent");
    const cookie = cookiesOf(signIn, "__session");
    const page = await request("lumen", "/login/welcome?redirectTo=%2Frecent", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<dialog[^>]*\sopen=""[^>]*data-dialog="first-login"/);
    expect(page.body).toContain("Welcome, demo_newbie");
    expect(page.body).toMatch(/<form[^>]*method="post"[^>]*action="\/login\/welcome"/);

    const done = await post("lumen", "/login/welcome", { redirectTo: "/recent" }, cookie);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/recent");
    // Replayed: it only goes on. Opened again: straight back.
    expect((await post("lumen", "/login/welcome", {}, cookie)).headers.location).toBe("/");
    const again = await request("lumen", "/login/welcome", { headers: { cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe("/");
    expect((await post("lumen", "/login", { type: "username", username: "demo_newbie", password: MEMBER.password })).headers.location).toBe(
      "/",
    );
  });

  it("sends a visitor to sign in", async () => {
    const page = await request("lumen", "/login/welcome");
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("agent sign-in", () => {
  it("is its own page, signs agents in and sends them to /agentHome", async () => {
    const page = await request("aurora", "/agent");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<form[^>]*method="post"[^>]*action="\/agent"/);
    expect(page.body).not.toContain('id="side-menu"');
    for (const [username, isAgent] of [
      ["demo_agent1", 1],
      ["demo_agent2", 2],
      ["demo_agent41", 41],
      ["demo_agent42", 42],
    ] as const) {
      const response = await post("aurora", "/agent", { type: "username", username, password: AGENT_PASSWORD });
      expect(response.status, username).toBe(302);
      expect(response.headers.location).toBe("/agentHome");
      expect(await sessionOf(response)).toMatchObject({ username, isAgent });
    }
    const signedIn = await post("aurora", "/agent", { type: "username", username: "demo_agent1", password: AGENT_PASSWORD });
    const home = await request("aurora", "/agentHome", { headers: { cookie: cookiesOf(signedIn, "__session") } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('href="/agentHome/agentTeamOverview"');
  });

  it("refuses a member with the product's message, and /agentHome sends non-agents to /agent", async () => {
    const response = await post("aurora", "/agent", { type: "username", username: "player020", password: MEMBER.password });
    expect(response.status).toBe(403);
    expect(alerts(response.body)).toEqual(["Non-agents cannot log in"]);
    expect(cookieValue(response, "__session")).toBeUndefined();

    const visitor = await request("aurora", "/agentHome");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe("/agent?redirectTo=%2FagentHome");
    const member = await post("aurora", "/login", { type: "username", username: "player021", password: MEMBER.password });
    const asMember = await request("aurora", "/agentHome", { headers: { cookie: cookiesOf(member, "__session") } });
    expect(asMember.status).toBe(302);
    expect(asMember.headers.location).toMatch(/^\/agent\?/);
  });

  it("opens the change-password modal by its address", async () => {
    const page = await request("aurora", "/agent?changePassword=1");
    expect(page.body).toMatch(/<dialog[^>]*\sopen=""[^>]*data-dialog="agent-change-password"/);
  });

  it("lets a signed-in agent change the password in that modal, without JavaScript", async () => {
    // On LUMEN, so the other tests' agents keep their password.
    const signedIn = await post("lumen", "/agent", { type: "username", username: "demo_agent42", password: AGENT_PASSWORD });
    const cookie = cookiesOf(signedIn, "__session");
    const modal = await request("lumen", "/agent?changePassword=1", { headers: { cookie } });
    expect(modal.body).toMatch(/<dialog[^>]*\sopen=""[^>]*data-dialog="change-password"/);
    expect(modal.body).toMatch(/<input[^>]*value="demo_agent42"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*value="demo_agent42"/i);
    expect(modal.body).toMatch(/<form[^>]*action="\/agent\?changePassword=1"/);

    const mismatch = { oldPassword: AGENT_PASSWORD, newPassword: "Agent2027x", confirmNewPassword: "Agent2027y", oldPasswordAsked: "on" };
    const refused = await post("lumen", "/agent?changePassword=1", mismatch, cookie);
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused.body)).toEqual(["Incorrect confirmation input"]);

    const changed = await post("lumen", "/agent?changePassword=1", { ...mismatch, confirmNewPassword: "Agent2027x" }, cookie);
    expect([changed.status, changed.headers.location], fieldErrors(changed.body).join() + alerts(changed.body).join()).toEqual([
      302,
      "/agent?changePassword=1",
    ]);
    const done = await request("lumen", changed.headers.location!, {
      headers: { cookie: withFlash(changed, cookiesOf(changed, "__session") || cookie) },
    });
    expect(done.body).toContain("You have successfully changed your password");
    const again = await post("lumen", "/agent", { type: "username", username: "demo_agent42", password: "Agent2027x" });
    expect([again.status, again.headers.location]).toEqual([302, "/agentHome"]);
  });

  it("sends a visitor's change-password post to sign in first", async () => {
    const response = await post("aurora", "/agent?changePassword=1", { newPassword: "Agent2027x", confirmNewPassword: "Agent2027x" });
    expect(response.status).toBe(302);
    expect(withFlash(response)).toBe("");
  });

  it("asks for the bot check before the sign-in call, as the player popup does", async () => {
    const page = await request("aurora", "/agent");
    expect(page.body).toContain('name="botCheck"');
    const response = await request("aurora", "/agent", {
      form: { type: "username", username: "demo_agent1", password: AGENT_PASSWORD },
      headers: sameOrigin("aurora"),
    });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual([en.errors.BOT_CHECK_REQUIRED]);
    expect(cookieValue(response, "__session")).toBeUndefined();
  });

  it("answers a bad form 422", async () => {
    const response = await post("aurora", "/agent", { type: "username", username: "", password: "" });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toEqual(["Please enter the username", "Please enter the password"]);
  });
});

describe("social sign-in through the sandbox's identity provider", () => {
  /** The popup's button, the provider's page (a test person chosen), and the callback: what a browser does. */
  async function throughProvider(subject: string, redirectTo?: string) {
    const start = await request(
      "aurora",
      redirectTo ? `/auth/social/google?${new URLSearchParams({ redirectTo })}` : "/auth/social/google",
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.origin + authorize.pathname).toBe(`${sb.url}/idp/google/authorize`);
    for (const name of ["state", "nonce", "code_challenge"]) expect(authorize.searchParams.get(name), name).toBeTruthy();
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    const flow = cookiesOf(start, "signin_oidc");
    const back = await approveAtProvider(sb.url, "google", Object.fromEntries(authorize.searchParams), subject);
    return { back, flow, callback: () => request("aurora", back.pathname + back.search, { headers: { cookie: flow } }) };
  }

  it("offers the brand's providers as plain links in the login popup (aurora only)", async () => {
    const aurora = await request("aurora", "/login?redirectTo=%2Frecent");
    expect(aurora.body).toContain('href="/auth/social/google?redirectTo=%2Frecent"');
    expect(aurora.body).toContain('href="/auth/social/facebook?redirectTo=%2Frecent"');
    const lumen = await request("lumen", "/login");
    expect(lumen.body).not.toContain("/auth/social/");
  });

  it("signs a linked identity in, checking state, nonce and PKCE; the answer cannot be replayed", async () => {
    const { callback, back, flow } = await throughProvider("google-demo-member", "/recent");
    const done = await callback();
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/recent");
    expect(await sessionOf(done)).toMatchObject({ username: "demo_member" });
    // The same answer again: the code is spent (and the flow cookie was cleared).
    const replay = await request("aurora", back.pathname + back.search, { headers: { cookie: flow } });
    expect(await loginFailureAfter("aurora", replay)).toEqual([en.errors.IDENTITY_INVALID]);
    expect(cookieValue(replay, "__session")).toBeUndefined();
  });

  it("refuses an answer whose state is not the flow's", async () => {
    const { back, flow } = await throughProvider("google-demo-member");
    back.searchParams.set("state", "forged-state-value-123456");
    const forged = await request("aurora", back.pathname + back.search, { headers: { cookie: flow } });
    expect(await loginFailureAfter("aurora", forged)).toEqual([en.errors.IDENTITY_INVALID]);
    const noFlow = await request("aurora", back.pathname + back.search);
    expect(await loginFailureAfter("aurora", noFlow)).toEqual([en.errors.IDENTITY_INVALID]);
  });

  it("links an unlinked identity with the account's password, then signs in", async () => {
    const { callback } = await throughProvider("google-newcomer");
    const unlinked = await callback();
    expect(unlinked.headers.location).toBe("/login/link");
    const cookie = cookiesOf(unlinked, "signin_link");
    const page = await request("aurora", "/login/link", { headers: { cookie } });
    expect(page.body).toContain("Link your Google account");
    const wrong = await post("aurora", "/login/link", { username: "player030", password: "Wrong#1234" }, cookie);
    expect(wrong.status).toBe(422);
    expect(alerts(wrong.body)).toEqual(["Incorrect username or password, please enter correct information"]);
    const linked = await post("aurora", "/login/link", { username: "player030", password: MEMBER.password }, cookie);
    expect(linked.status).toBe(302);
    expect(await sessionOf(linked)).toMatchObject({ username: "player030" });
    const next = await (await throughProvider("google-newcomer")).callback();
    expect(await sessionOf(next)).toMatchObject({ username: "player030" });
    // The link step without a pending identity: sign in again, nothing linked.
    const none = await post("aurora", "/login/link", { username: "player031", password: MEMBER.password });
    expect(none.status).toBe(422);
    expect(alerts(none.body)).toEqual(["This sign-in has expired or was already confirmed. Please log in again."]);
  });

  it("refuses an identity whose account is taking a break with its end and where to get help, as the password sign-in does", async () => {
    // google-newcomer is player030's since the link above.
    const platform = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player030", MEMBER.password) });
    const { until } = await platform.exclusion.start({ period: "TIMEOUT_24H", allBrands: false, password: MEMBER.password });
    const refused = await (await throughProvider("google-newcomer")).callback();
    expect(refused.headers.location).toBe("/login");
    expect(cookieValue(refused, "__session")).toBeUndefined();
    const page = (await request("aurora", "/login", { headers: { cookie: withFlash(refused) } })).body.replaceAll("<!-- -->", "");
    expect(page).toContain(`${en.errors.TIMED_OUT} ${en.login.excludedUntil.replace("{{until}}", brandTime("aurora", until!))}`);
    expect(page).toContain('href="mailto:support@aurora.example"');
    expect(page).toContain('href="/responsible-gaming"');
  });

  it("goes back to the login when the person cancels, and answers an unknown provider with the login", async () => {
    const start = await request("aurora", "/auth/social/google");
    const authorize = new URL(start.headers.location!);
    const back = await approveAtProvider(sb.url, "google", Object.fromEntries(authorize.searchParams), "google-demo-member", "deny");
    const cancelled = await request("aurora", back.pathname + back.search, { headers: { cookie: cookiesOf(start, "signin_oidc") } });
    expect(cancelled.headers.location).toBe("/login");
    const unknown = await request("aurora", "/auth/social/myspace");
    expect(await loginFailureAfter("aurora", unknown)).toEqual([en.errors.FUNCTION_DISABLED]);
    const notOffered = await request("lumen", "/auth/social/google");
    expect(await loginFailureAfter("lumen", notOffered)).toEqual([en.errors.FUNCTION_DISABLED]);
  });
});

describe("sign-in rate limits", () => {
  it("refuse an account's attempts past the limit with Retry-After and the translated wait, before asking the platform", async () => {
    const attempts = SIGN_IN_ACCOUNT_LIMIT.limit;
    for (let n = 0; n < attempts; n++) {
      const response = await post("tala", "/login", { type: "username", username: "ratelimited", password: `wrong-${n}` });
      expect(response.status).not.toBe(429);
    }
    const before = sb.sandbox.db.prepare("SELECT failures FROM login_attempts WHERE username = 'ratelimited'").pluck().get();
    const refused = await post("tala", "/login", { type: "username", username: "ratelimited", password: "wrong" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(300);
    expect(alerts(refused.body)[0]).toMatch(/^Masyadong maraming/);
    expect(sb.sandbox.db.prepare("SELECT failures FROM login_attempts WHERE username = 'ratelimited'").pluck().get()).toBe(before);
    // The agent sign-in counts in the same limit.
    expect((await post("tala", "/agent", { type: "username", username: "ratelimited", password: "x" })).status).toBe(429);
  });
});

describe("the second factor locked", () => {
  it("says so, with its end, when the fifth wrong code on one step both locks the codes and ends the step", async () => {
    const cookie = await pendingSignIn("demo_2fa", "tala");
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await post("tala", "/login/verify", { intent: "verify", method: "totp", answer: "000000" }, cookie));
    }
    const fifth = answers[4];
    expect(fifth.status).toBe(429);
    expect(fifth.body).toContain('data-error-code="SECOND_FACTOR_LOCKED"');
    expect(alerts(fifth.body)).toEqual([expect.stringMatching(/^Masyadong maraming maling code: .* \(mga 15 minuto pa\)\./)]);
    // The step is over: the way on is to sign in again (where the lock is said again before any code is typed).
    expect(fifth.body).toMatch(/<a [^>]*href="\/login"[^>]*>[^<]+<\/a>/);
    expect(fifth.body).not.toContain('name="answer"');
  });

  it("says on the verification step until when no code is taken, refuses a right one, and the sign-in history shows the lock", async () => {
    const IP = "198.51.100.77";
    const codeAt = (stepsAhead = 0) =>
      generateSync({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(sb.sandbox.clock.now().getTime() / 1000) + stepsAhead * 30 });
    // Five wrong codes, each on a ticket of its own, lock the account's codes.
    const platform = sb.platform({ merchant: "LUMEN", clientIp: IP });
    for (let attempt = 0; attempt < 5; attempt++) {
      const ticket = (await platformError(platform.auth.login({ username: "demo_2fa", password: MEMBER.password }))).details!.verification!
        .ticket;
      const refused = await platformError(platform.verification.verify({ ticket, method: "totp", answer: "000000" }));
      expect(refused.code).toBe(attempt < 4 ? "CODE_INVALID" : "SECOND_FACTOR_LOCKED");
    }

    // A new sign-in with the password reaches the step again: it says the codes are locked before any is typed,
    // and a right code is refused with the lock's end.
    const cookie = await pendingSignIn("demo_2fa", "lumen");
    const page = await request("lumen", "/login/verify", { headers: { cookie } });
    expect(page.status).toBe(200);
    // The lock's end in lumen's zone (America/New_York), named.
    const zone = brandZonePattern("lumen");
    expect(alerts(page.body)).toEqual([
      expect.stringMatching(new RegExp(`^Too many wrong codes: .* Try again after .* ${zone} \\(in about 15 min\\)\\.`)),
    ]);
    const refused = await post("lumen", "/login/verify", { intent: "verify", method: "totp", answer: codeAt() }, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    const [alert] = alerts(refused.body);
    expect(alert).toMatch(
      new RegExp(
        `^Too many wrong codes: your authenticator codes are locked for a while\\. Try again after \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${zone} \\(in about 15 min\\)\\. Logging in again with your password does not lift it\\.$`,
      ),
    );
    expect(cookieValue(refused, "__session")).toBeUndefined();

    // Once it has ended a right code signs in; the history names the lock.
    await sb.control("/clock/advance", { ms: 15 * 60_000 + 1_000 });
    const done = await post(
      "lumen",
      "/login/verify",
      { intent: "verify", method: "totp", answer: codeAt(1) },
      await pendingSignIn("demo_2fa", "lumen"),
    );
    expect(done.headers.location).toBe("/");
    const history = await request("lumen", "/member/securityCenter/signInHistory", { headers: { cookie: cookiesOf(done, "__session") } });
    expect(history.body).toMatch(/<tr[^>]*data-sign-in="locked"[^>]*>.*?Authenticator locked/s);
  });
});
