import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET, withFlash, type PortalResponse } from "../helpers/portal";
import { solvedBotCheck } from "../helpers/bot-check";
import { AGENT_PASSWORD, MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const codec = createSessionCodec(TEST_SESSION_SECRET);

/** The Set-Cookie line of `name`, or undefined. */
const setCookie = (response: PortalResponse, name: string) => response.cookies.find((line) => line.startsWith(`${name}=`));
/** The value a Set-Cookie line of `name` stores. */
const cookieValue = (response: PortalResponse, name: string) => {
  const line = setCookie(response, name);
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(";")[0]);
};
/** `name=value` of a response's cookie, to send back. */
const cookiePair = (response: PortalResponse, name: string) => `${name}=${cookieValue(response, name) ?? ""}`;

/**
 * What the popup shows, as rendered. (Every page also carries the language pack as data,
 * so a plain `toContain` of a translated text would pass without the popup showing it.)
 */
const alerts = (html: string) => [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
const fieldErrors = (html: string) => [...html.matchAll(/<p id="[^"]*-error"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
/** The title of the dialog rendered open. */
const dialogTitle = (html: string) => {
  const id = /<dialog[^>]*\sopen=""[^>]*>/.exec(html)?.[0].match(/aria-labelledby="([^"]+)"/)?.[1];
  return id ? html.split(`id="${id}"`)[1]?.match(/^[^>]*>([^<]*)</)?.[1] : undefined;
};

/** A username sign-in as the popup posts it, with a solved bot check (docs/decisions/bot-check.md). */
async function login(brand: string, fields: Record<string, string>, cookie?: string) {
  return request(brand, "/login", {
    form: { type: "username", botCheck: await solvedBotCheck(request, brand, "login"), ...fields },
    headers: { ...sameOrigin(brand), ...(cookie ? { cookie } : {}) },
  });
}

async function signedIn(brand: string, username: string, password: string) {
  const response = await login(brand, { username, password });
  expect(response.status, response.body.slice(0, 300)).toBe(302);
  const sealed = cookieValue(response, "__session");
  expect(sealed).toBeTruthy();
  const session = await codec.open(sealed!, brand);
  expect(session).not.toBeNull();
  return { response, session: session!, cookie: `__session=${sealed}` };
}

/** The captcha the sandbox expects next for a username (what the person reads off the image). */
function expectedCaptcha(merchant: string, username: string): string {
  const row = sb.sandbox.db
    .prepare("SELECT captcha_code FROM login_attempts WHERE merchant = ? AND username = ?")
    .get(merchant, username) as { captcha_code: string | null } | undefined;
  expect(row?.captcha_code, "a captcha was drawn").toBeTruthy();
  return row!.captcha_code!;
}

describe("the login popup", () => {
  it("is rendered open at /login, as a plain form that posts without JavaScript", async () => {
    const response = await request("aurora", "/login");
    expect(response.status).toBe(200);
    expect(response.body).toMatch(/<dialog[^>]*\sopen=""/);
    expect(response.body).toMatch(/<form[^>]*method="post"[^>]*action="\/login"/);
    expect(response.body).toContain('name="username"');
    expect(response.body).toContain('name="password"');
    expect(response.body).toContain('href="/register"');
    expect(response.body).toContain('href="/forgot-password"');
    // No captcha until the platform asks for one.
    expect(response.body).not.toContain('name="captcha"');
  });

  it("shows the SMS tab only where MOBILEVERCODELOGIN3 is on, and free play only with FREEPLAY3", async () => {
    const aurora = await request("aurora", "/login");
    expect(aurora.body).toContain('role="tablist"');
    expect(aurora.body).toContain('name="mobile"');
    expect(aurora.body).not.toContain('action="/auth/free-play"');

    const lumen = await request("lumen", "/login");
    expect(lumen.body).not.toContain('role="tablist"');
    expect(lumen.body).not.toContain('name="mobile"');

    const tala = await request("tala", "/login");
    expect(tala.body).toContain('action="/auth/free-play"');
  });

  it("is in Tagalog on tala", async () => {
    const { body } = await request("tala", "/login");
    expect(dialogTitle(body)).toBe("Mag-login");
    expect(body).toMatch(/<button type="submit"[^>]*>Mag-login<\/button>/);
    expect(body).toMatch(/>Tandaan ako</);
    expect(body).toMatch(/>Libreng laro</);
    // And on an EN brand that offers TY, when asked for it, with its tabs.
    const aurora = await request("aurora", "/login?lng=TY");
    expect(aurora.body).toMatch(/role="tab"[^>]*>Login gamit ang SMS</);
  });

  it("sends the product's forgot-password address to the forgot-password popup", async () => {
    const response = await request("aurora", "/login?forgot=1");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/forgot-password");
  });
});

describe("signing in", () => {
  it("sets a host-only, httpOnly, SameSite=Lax session cookie and shows no token anywhere", async () => {
    const { response, session, cookie } = await signedIn("aurora", MEMBER.username, MEMBER.password);
    expect(response.headers.location).toBe("/");
    const line = setCookie(response, "__session")!;
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).not.toMatch(/;\s*Domain=/i);
    expect(session).toMatchObject({ username: MEMBER.username, isAgent: 0 });
    expect(session.expiresAt).toBeGreaterThan(Date.now());

    expect(response.body).not.toContain(session.token);
    for (const path of ["/", "/login", "/auth/login-form"]) {
      const page = await request("aurora", path, { headers: { cookie } });
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain(session.token);
    }
    // Signed in: the page shows the account.
    const home = await request("aurora", "/", { headers: { cookie } });
    expect(home.body).toContain(MEMBER.username);
  });

  it("shows the translated error on a wrong password, keeps the username and never echoes the password", async () => {
    const response = await login("aurora", { username: "player010", password: "Wrong#Secret99" });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual(["Incorrect username or password, please enter correct information"]);
    expect(response.body).toMatch(/name="username"[^>]*value="player010"|value="player010"[^>]*name="username"/);
    expect(response.body).not.toContain("Wrong#Secret99");
    expect(setCookie(response, "__session")).toBeUndefined();
  });

  it("shows the error in the visitor's language", async () => {
    const response = await login("tala", { username: "player011", password: "wrong-password" });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual(["Maling username o password, pakilagay ang tamang impormasyon"]);
  });

  it("validates on the server too: trimmed, required fields with the product's messages", async () => {
    const response = await login("aurora", { username: "   ", password: "" });
    // Read, but not valid: 422 (a body that cannot be read at all is a 400 of server/body-gate.ts).
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toEqual(["Please enter the username", "Please enter the password"]);

    // The popup keeps what was typed, except the hidden fields.
    const typed = await login("aurora", { username: "player030", password: "", captchaShown: "on", captcha: "abc" });
    expect(typed.status).toBe(422);
    expect(fieldErrors(typed.body)).toEqual(["Please enter the password"]);
    expect(typed.body).toMatch(/name="username"[^>]*value="player030"|value="player030"[^>]*name="username"/);
    expect(typed.body).not.toMatch(/value="abc"/);
  });

  it("asks for the captcha after three failures, draws it, and accepts the right answer", async () => {
    const username = "player012";
    let response: PortalResponse | undefined;
    // The first two failures: no captcha yet.
    for (let attempt = 1; attempt <= 2; attempt++) {
      response = await login("aurora", { username, password: "not-the-password" });
      expect(response.status).toBe(422);
      expect(response.body).not.toContain('name="captcha"');
    }
    response = await login("aurora", { username, password: "not-the-password" });
    expect(response.status).toBe(422);
    expect(response!.body).toContain('name="captcha"');
    expect(response!.body).toContain('src="/auth/captcha?v=');
    const flow = setCookie(response!, "login_captcha")!;
    expect(flow).toMatch(/Path=\/auth\/captcha/i);
    expect(flow).toMatch(/HttpOnly/i);

    const image = await request("aurora", "/auth/captcha?v=1", { headers: { cookie: cookiePair(response!, "login_captcha") } });
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.headers["cache-control"]).toBe("no-store");
    expect(image.body).toMatch(/^<svg/);

    // The captcha is now required by the form itself.
    const missing = await login("aurora", { username, password: "Member#2026", captchaShown: "on" });
    expect(missing.status).toBe(422);
    expect(fieldErrors(missing.body)).toEqual(["Please enter the captcha"]);

    const ok = await login(
      "aurora",
      { username, password: "Member#2026", captchaShown: "on", captcha: expectedCaptcha("AURORA", username) },
      cookiePair(response!, "login_captcha"),
    );
    expect(ok.status, ok.body.slice(0, 300)).toBe(302);
    expect(cookieValue(ok, "__session")).toBeTruthy();
    // The flow cookie is dropped once signed in.
    expect(setCookie(ok, "login_captcha")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("draws at most one captcha per second per visitor, and none without a sign-in flow", async () => {
    const failed = await login("lumen", { username: "player013", password: "x" });
    await login("lumen", { username: "player013", password: "x" });
    const third = await login("lumen", { username: "player013", password: "x" });
    expect(third.body).toContain('name="captcha"');
    const cookie = cookiePair(third, "login_captcha");
    const [first, second] = await Promise.all([
      request("lumen", "/auth/captcha?v=a", { headers: { cookie } }),
      request("lumen", "/auth/captcha?v=b", { headers: { cookie } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    expect(failed.status).toBe(422);

    const none = await request("lumen", "/auth/captcha");
    expect(none.status).toBe(404);
  });

  it("shows the captcha at once when the platform forces it", async () => {
    await sb.control("/merchants/LUMEN/force-captcha", { enabled: true });
    try {
      const response = await login("lumen", { username: MEMBER.username, password: MEMBER.password });
      expect(response.status).toBe(422);
      expect(alerts(response.body)).toEqual(["Please enter the captcha"]);
      expect(response.body).toContain('name="captcha"');
      const image = await request("lumen", "/auth/captcha", { headers: { cookie: cookiePair(response, "login_captcha") } });
      expect(image.status).toBe(200);

      const wrong = await login("lumen", { username: MEMBER.username, password: MEMBER.password, captchaShown: "on", captcha: "nope" });
      expect(wrong.status).toBe(422);
      expect(alerts(wrong.body)).toEqual(["Invalid captcha or non-whitelisted domain"]);
      expect(wrong.body).toContain('name="captcha"');
    } finally {
      await sb.control("/merchants/LUMEN/force-captcha", { enabled: false });
    }
  });

  it("tells a locked username how many minutes to wait", async () => {
    await sb.control("/merchants/AURORA/lock-username", { username: "player014" });
    const response = await login("aurora", { username: "player014", password: MEMBER.password });
    expect(response.status).toBe(429);
    expect(alerts(response.body)).toEqual(["Too many attempts, please try again in 5 min"]);
    expect(setCookie(response, "__session")).toBeUndefined();
  });

  it("refuses agents (they sign in at /agent)", async () => {
    const response = await login("aurora", { username: "demo_agent1", password: AGENT_PASSWORD });
    expect(response.status).toBe(403);
    expect(alerts(response.body)).toEqual(["Non-member account unable to login"]);
    expect(setCookie(response, "__session")).toBeUndefined();
  });

  it("sends a first login to the first-login step, and an expired password where expiry is enforced to the change-password popup", async () => {
    const newbie = await signedIn("aurora", "demo_newbie", MEMBER.password);
    expect(newbie.response.headers.location).toBe("/login/welcome");
    expect(newbie.session.passwordChangeDue).toBeUndefined();
    const expired = await signedIn("aurora", "demo_expired", MEMBER.password);
    expect(expired.response.headers.location).toBe("/change-password");
    expect(expired.session.passwordChangeDue).toBe(true);
    // LUMEN does not enforce expiry (PWDEXPFORCECHANGE3 off): the player just signs in.
    const lumen = await signedIn("lumen", "demo_expired", MEMBER.password);
    expect(lumen.response.headers.location).toBe("/");
    expect(lumen.session.passwordChangeDue).toBeUndefined();
  });

  it("does not accept an aurora session on lumen", async () => {
    const { cookie } = await signedIn("aurora", "player015", MEMBER.password);
    const own = await request("aurora", "/", { headers: { cookie } });
    expect(own.body).toContain("player015");
    const replayed = await request("lumen", "/", { headers: { cookie } });
    expect(replayed.status).toBe(200);
    expect(replayed.body).not.toContain("player015");
    expect(setCookie(replayed, "__session")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("remembers the username for a day when asked, and forgets it when not", async () => {
    const remembered = await login("aurora", { username: "player016", password: MEMBER.password, remember: "on" });
    expect(remembered.status).toBe(302);
    const line = setCookie(remembered, "login_user")!;
    expect(line).toMatch(/^login_user=player016;/);
    expect(line).toMatch(/Max-Age=86400/);
    expect(line).toMatch(/HttpOnly/i);
    // The password is never stored in any cookie.
    for (const cookie of remembered.cookies) expect(cookie).not.toContain("Member");

    const form = await request("aurora", "/auth/login-form", { headers: { cookie: cookiePair(remembered, "login_user") } });
    expect(form.status).toBe(200);
    // The country select starts where the platform places the visitor (the sandbox says PH).
    expect(JSON.parse(form.body)).toMatchObject({ username: "player016", sms: null, defaultCountry: "PH" });
    expect(JSON.parse(form.body).countries).toEqual(expect.arrayContaining([expect.objectContaining({ countryCode: "PH" })]));

    const forgotten = await login("aurora", { username: "player016", password: MEMBER.password });
    expect(setCookie(forgotten, "login_user")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe("redirectTo", () => {
  it.each([
    ["/member/securityCenter", "/member/securityCenter"],
    ["/pointMall?tab=goods", "/pointMall?tab=goods"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/login", "/"],
  ])("%j goes to %j", async (redirectTo, location) => {
    const response = await login("aurora", { username: "player017", password: MEMBER.password, redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it("is set by the guard and carried by the popup", async () => {
    const page = await request("aurora", "/login?redirectTo=%2Fmember%2FsecurityCenter");
    expect(page.body).toContain('name="redirectTo" value="/member/securityCenter"');
  });
});

describe("signing out", () => {
  it("ends the platform session, clears the cookie and goes home", async () => {
    const { session, cookie } = await signedIn("aurora", "player018", MEMBER.password);
    const platform = sb.platform({ merchant: "AURORA", token: session.token });
    await expect(platform.member.info()).resolves.toMatchObject({ account: "player018" });

    const response = await request("aurora", "/logout", { form: {}, headers: { ...sameOrigin("aurora"), cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(setCookie(response, "__session")).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);

    const error = await platformError(platform.member.info());
    expect(["UNAUTHORIZED", "SESSION_EXPIRED"]).toContain(error.code);
  });

  it("clears the local session even when the platform call fails", async () => {
    const { cookie } = await signedIn("aurora", "player019", MEMBER.password);
    await sb.control("/faults", { call: "auth.logout", failureRate: 1 });
    try {
      const response = await request("aurora", "/logout", { form: {}, headers: { ...sameOrigin("aurora"), cookie } });
      expect(response.status).toBe(302);
      expect(setCookie(response, "__session")).toMatch(/Expires=Thu, 01 Jan 1970/);
    } finally {
      await sb.control("/faults/clear");
    }
  });

  it("only signs out on POST: a GET goes home and keeps the session", async () => {
    const { cookie } = await signedIn("aurora", "player020", MEMBER.password);
    const response = await request("aurora", "/logout", { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(setCookie(response, "__session")).toBeUndefined();
  });

  it("refuses a cross-site sign-out post", async () => {
    const { cookie } = await signedIn("aurora", "player021", MEMBER.password);
    const response = await request("aurora", "/logout", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });
});

describe("free play", () => {
  it("creates a trial session on tala and keeps a device id", async () => {
    const response = await request("tala", "/auth/free-play", { form: {}, headers: sameOrigin("tala") });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    const session = await codec.open(cookieValue(response, "__session")!, "tala");
    expect(session).toMatchObject({ isAgent: 4 });
    expect(session!.username).toMatch(/^trial_/);
    expect(cookieValue(response, "device_id")).toMatch(/^[0-9a-f-]{36}$/);

    // The same browser keeps its device id.
    const again = await request("tala", "/auth/free-play", {
      form: {},
      headers: { ...sameOrigin("tala"), cookie: cookiePair(response, "device_id") },
    });
    expect(again.status).toBe(302);
    expect(setCookie(again, "device_id")).toBeUndefined();
  });

  it("is refused where FREEPLAY3 is off, with the reason shown in the popup", async () => {
    const response = await request("lumen", "/auth/free-play", { form: {}, headers: sameOrigin("lumen") });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login");
    expect(setCookie(response, "__session")).toBeUndefined();
    const page = await request("lumen", "/login", { headers: { cookie: withFlash(response) } });
    expect(alerts(page.body)).toEqual(["Function not enabled, please contact customer service"]);
  });
});

describe("SMS login", () => {
  it("sends a code and signs in with it on aurora", async () => {
    const sent = await request("aurora", "/auth/sms-code", {
      form: { country: "PH", mobile: "9171234567", smsBotCheck: await solvedBotCheck(request, "aurora", "sms") },
      headers: sameOrigin("aurora"),
    });
    expect(sent.status, sent.body).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ ok: true, expiredMinutes: expect.any(Number) });

    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: "639171234567" })) as { code: string };
    const response = await request("aurora", "/login", {
      form: { type: "sms", country: "PH", mobile: "9171234567", code, remember: "on" },
      headers: sameOrigin("aurora"),
    });
    expect(response.status, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe("/");
    const session = await codec.open(cookieValue(response, "__session")!, "aurora");
    expect(session).toMatchObject({ username: MEMBER.username, isAgent: 0 });
    expect(cookieValue(response, "login_mobile")).toBe("PH:9171234567");
  });

  it("rejects a wrong code with the translated message", async () => {
    const response = await request("aurora", "/login", {
      form: { type: "sms", country: "PH", mobile: "9171234501", code: "000000" },
      headers: sameOrigin("aurora"),
    });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual(["Invalid or missing verification code"]);
    expect(response.body).not.toContain('value="000000"');
  });

  it("validates the number before sending", async () => {
    const response = await request("aurora", "/auth/sms-code", {
      form: { country: "PH", mobile: "12ab" },
      headers: sameOrigin("aurora"),
    });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.body)).toMatchObject({ ok: false, fieldErrors: { mobile: ["login.mobileInvalid"] } });
  });

  it("is off where MOBILEVERCODELOGIN3 is off", async () => {
    const response = await request("lumen", "/login", {
      form: { type: "sms", country: "PH", mobile: "9171234567", code: "123456" },
      headers: sameOrigin("lumen"),
    });
    expect(response.status).toBe(403);
    expect(alerts(response.body)).toEqual(["Function not enabled, please contact customer service"]);
  });
});
