import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PlatformError } from "~/platform/platform-error";
import { captchaSvg } from "../../sandbox/lib/captcha-image";
import { AGENT_PASSWORD, MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const HOUR_MS = 3_600_000;

const platformOf = (merchant: string) => sb.platform({ merchant, clientIp: "198.51.100.7" });

/** The code of the last captcha image served for a username (the test reads what a person would see). */
function captchaCodeOf(merchant: string, username: string): string | null {
  return sb.sandbox.db
    .prepare("SELECT captcha_code FROM login_attempts WHERE merchant = ? AND username = ?")
    .pluck()
    .get(merchant, username) as string | null;
}

async function freshCaptcha(merchant: string, username: string): Promise<string> {
  await platformOf(merchant).auth.captcha({ username });
  const code = captchaCodeOf(merchant, username);
  if (!code) throw new Error("no captcha stored");
  return code;
}

const summary = (error: PlatformError) => ({ code: error.code, status: error.status, details: error.details });

describe("auth.login", () => {
  it("signs a member in and stores only the token's sha256", async () => {
    const before = Date.now();
    const value = await platformOf("AURORA").auth.login(MEMBER);
    expect(value).toMatchObject({ username: "demo_member", isAgent: 0, firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(value.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(12 * HOUR_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(12 * HOUR_MS + 5_000);

    const stored = sb.sandbox.db.prepare("SELECT token_hash FROM sessions").pluck().all();
    expect(stored).toContain(createHash("sha256").update(value.token).digest("hex"));
    expect(JSON.stringify(snapshot(sb.sandbox, "sessions"))).not.toContain(value.token);
  });

  it.each([
    ["demo_agent1", 1],
    ["demo_agent2", 2],
    ["demo_agent41", 41],
    ["demo_agent42", 42],
  ])("reports %s as isAgent %i", async (username, isAgent) => {
    const value = await platformOf("LUMEN").auth.login({ username, password: AGENT_PASSWORD });
    expect(value.isAgent).toBe(isAgent);
  });

  it("reports the first login until the first-login step is done", async () => {
    const newbie = { username: "demo_newbie", password: MEMBER.password };
    expect((await platformOf("TALA").auth.login(newbie)).firstTimeLogin).toBe(true);
    const { token } = await platformOf("TALA").auth.login(newbie);
    await sb.platform({ merchant: "TALA", clientIp: "198.51.100.7", token }).firstLogin.complete();
    expect((await platformOf("TALA").auth.login(newbie)).firstTimeLogin).toBe(false);
  });

  it("reports an expired password", async () => {
    const value = await platformOf("TALA").auth.login({ username: "demo_expired", password: MEMBER.password });
    expect(value.passwordExpired).toBe(true);
  });

  it("refuses a wrong password with INVALID_CREDENTIALS (422), no captcha yet", async () => {
    const error = await platformError(platformOf("AURORA").auth.login({ username: "demo_agent2", password: "wrong" }));
    expect(summary(error)).toEqual({ code: "INVALID_CREDENTIALS", status: 422, details: { captchaRequired: false } });
  });
});

describe("failed sign-ins", () => {
  /** Five wrong passwords, with the captcha the platform asks for; returns what each attempt answered. */
  async function failFiveTimes(merchant: string, username: string) {
    const platform = platformOf(merchant);
    const wrong = { username, password: "not-the-password" };
    const answers = [];
    for (let attempt = 1; attempt <= 3; attempt++) answers.push(summary(await platformError(platform.auth.login(wrong))));
    answers.push(summary(await platformError(platform.auth.login(wrong))));
    answers.push(summary(await platformError(platform.auth.login({ ...wrong, captcha: "0000x" }))));
    for (let attempt = 4; attempt <= 5; attempt++) {
      const captcha = await freshCaptcha(merchant, username);
      answers.push(summary(await platformError(platform.auth.login({ ...wrong, captcha }))));
    }
    return answers;
  }

  it("ask for a captcha after 3 and lock the username for 300 s after 5", async () => {
    const answers = await failFiveTimes("LUMEN", "player001");
    expect(answers).toEqual([
      { code: "INVALID_CREDENTIALS", status: 422, details: { captchaRequired: false } },
      { code: "INVALID_CREDENTIALS", status: 422, details: { captchaRequired: false } },
      { code: "INVALID_CREDENTIALS", status: 422, details: { captchaRequired: true } },
      { code: "CAPTCHA_REQUIRED", status: 422, details: { captchaRequired: true } },
      { code: "CAPTCHA_INVALID", status: 422, details: { captchaRequired: true } },
      { code: "INVALID_CREDENTIALS", status: 422, details: { captchaRequired: true } },
      { code: "TOO_MANY_ATTEMPTS", status: 429, details: { retryAfterSeconds: 300 } },
    ]);
    // Locked: even the right password is refused.
    const error = await platformError(platformOf("LUMEN").auth.login({ username: "player001", password: MEMBER.password }));
    expect(error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(295);
  });

  it("treat an unknown username exactly like a wrong password", async () => {
    const unknown = await failFiveTimes("LUMEN", "nobody_here");
    const known = await failFiveTimes("LUMEN", "player002");
    expect(unknown).toEqual(known);
  });

  it("accept each captcha once: a right code after a wrong guess is already spent", async () => {
    const platform = platformOf("AURORA");
    const username = "player003";
    for (let attempt = 1; attempt <= 3; attempt++) await platformError(platform.auth.login({ username, password: "nope" }));
    const captcha = await freshCaptcha("AURORA", username);
    const guess = captcha === "1111" ? "2222" : "1111";
    expect((await platformError(platform.auth.login({ username, password: "nope", captcha: guess }))).code).toBe("CAPTCHA_INVALID");
    expect((await platformError(platform.auth.login({ username, password: MEMBER.password, captcha }))).code).toBe("CAPTCHA_INVALID");

    const fresh = await freshCaptcha("AURORA", username);
    const value = await platform.auth.login({ username, password: MEMBER.password, captcha: fresh });
    expect(value.username).toBe(username);
    expect(captchaCodeOf("AURORA", username)).toBeUndefined(); // counters reset with the success
    expect((await platform.auth.login({ username, password: MEMBER.password })).username).toBe(username);
  });

  it("lift the lock after 5 minutes, still asking for a captcha", async () => {
    const platform = platformOf("TALA");
    const username = "player004";
    await failFiveTimes("TALA", username);
    sb.sandbox.clock.advance(5 * 60_000 + 1_000);
    const error = await platformError(platform.auth.login({ username, password: MEMBER.password }));
    expect(error.code).toBe("CAPTCHA_REQUIRED");
    const captcha = await freshCaptcha("TALA", username);
    expect((await platform.auth.login({ username, password: MEMBER.password, captcha })).username).toBe(username);
  });
});

describe("auth.captcha", () => {
  it("returns an SVG data URL that draws the code without writing it", async () => {
    const { image } = await platformOf("AURORA").auth.captcha({ username: "demo_member" });
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(image.split(",")[1], "base64").toString("utf8");
    const code = captchaCodeOf("AURORA", "demo_member");
    expect(code).toMatch(/^\d{4}$/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<tspan|font/i);
    const withoutColours = svg.replace(/#[0-9a-f]{6}/gi, "");
    expect(withoutColours).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
    expect(svg.match(/<path/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("draws each digit with its seven-segment strokes", () => {
    const strokesOf = (digit: string) => {
      const paths = [...captchaSvg(digit).matchAll(/<path d="([^"]+)" transform/g)];
      expect(paths).toHaveLength(1);
      return paths[0][1].split("M").length - 1;
    };
    expect([..."0123456789"].map(strokesOf)).toEqual([6, 2, 5, 5, 4, 5, 6, 3, 7, 6]);
  });
});

describe("auth.freePlay", () => {
  it("creates a trial account with 2,000.00 and signs it in", async () => {
    const platform = platformOf("TALA");
    const trial = await platform.auth.freePlay({ os: "Linux", platform: "W", deviceId: "device-1" });
    expect(trial.username).toMatch(/^trial_[0-9a-f]{12}$/);
    expect(trial.isAgent).toBe(4);
    const signedIn = sb.platform({ merchant: "TALA", token: trial.token });
    expect(await signedIn.wallet.balance()).toEqual({
      balanceCents: 200_000,
      currency: "PHP",
      currencySymbol: "₱",
      eventsCursor: expect.any(Number),
    });
    expect((await signedIn.member.info()).type).toBe(4);

    const error = await platformError(platform.auth.login({ username: trial.username, password: "!trial" }));
    expect(error.code).toBe("INVALID_CREDENTIALS");
  });

  it("is refused where FREEPLAY3 is off, creating nothing", async () => {
    const accountsBefore = snapshot(sb.sandbox, "accounts");
    const error = await platformError(platformOf("AURORA").auth.freePlay({ os: "Linux", platform: "W", deviceId: "d" }));
    expect(error.code).toBe("FUNCTION_DISABLED");
    expect(snapshot(sb.sandbox, "accounts")).toEqual(accountsBefore);
  });
});

describe("sessions", () => {
  it("end with logout", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const signedIn = sb.platform({ merchant: "AURORA", token });
    expect(await signedIn.auth.logout()).toEqual({ loggedOut: true });
    const error = await platformError(signedIn.member.info());
    expect(error.code).toBe("SESSION_EXPIRED");
    expect(error.status).toBe(401);
  });

  it("belong to one merchant", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const error = await platformError(sb.platform({ merchant: "LUMEN", token }).member.info());
    expect(error.code).toBe("UNAUTHORIZED");
  });

  it("expire after 12 hours", async () => {
    const token = await sb.login("AURORA", MEMBER.username, MEMBER.password);
    const signedIn = sb.platform({ merchant: "AURORA", token });
    sb.sandbox.clock.advance(11 * HOUR_MS);
    expect((await signedIn.member.info()).account).toBe(MEMBER.username);
    sb.sandbox.clock.advance(HOUR_MS);
    expect((await platformError(signedIn.member.info())).code).toBe("SESSION_EXPIRED");
  });
});
