import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { signInAgent } from "../helpers/agent";
import { brandTime } from "../helpers/brand-times";
import { solvedBotCheck } from "../helpers/bot-check";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { AGENT_PASSWORD, insertLookAlike, MEMBER, registerOnLumenByMobile, startTestSandbox } from "../helpers/sandbox";

/*
 * Time-out and self-exclusion in the portal (/member/selfExclusion), against the real sandbox,
 * read and posted as a browser without JavaScript does: choosing, confirming with the password
 * (a wrong one keeps the choice and the session), the started page once signed out, sign-in
 * refused on both brands sharing the registration with the end and help links, and the agent's
 * downline. rg_ready takes the break; this file's own sandbox; tests run in order.
 */

const sb = await startTestSandbox();
const portal = await startMembersPortal(sb.url, 52);
const { request, from, signIn } = portal;

const PAGE = "/member/selfExclusion";
const STARTED = "/selfExclusion/started";
const visible = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const cookieOf = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`));

/** The sign-in popup's post, as the form sends it; answers the refusal. */
async function refusedSignIn(brand: string, username: string, headers: Record<string, string> = {}, password: string = MEMBER.password) {
  const origin = { ...from(brand), ...headers };
  const botCheck = await solvedBotCheck(request, brand, "login", origin);
  return request(brand, "/login", { form: { type: "username", username, password, botCheck }, headers: origin });
}

describe("the page", () => {
  it("sends a visitor to sign in, and the started page without its cookie to the page", async () => {
    const visitor = await request("aurora", PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(PAGE)}`);
    const started = await request("aurora", STARTED);
    expect([started.status, started.headers.location]).toEqual([302, PAGE]);
  });

  it("offers every period and names the brands sharing the account and the operator's other brand", async () => {
    const cookie = await signIn("aurora", "rg_ready");
    const page = visible((await request("aurora", PAGE, { headers: { cookie } })).body);
    for (const period of Object.values(en.exclusion.periods)) expect(page).toContain(`>${period}</label>`);
    expect(page).toContain(en.exclusion.shared.replace("{{brands}}", "Lumen Bet"));
    expect(page).toContain(en.exclusion.everyBrand.replace("{{brands}}", "Lumen Bet, Tala Games"));
    // The member menu lists it.
    expect(page).toContain(`href="${PAGE}"`);
    // In Tagalog too.
    const tagalog = visible((await request("aurora", `${PAGE}?lng=TY`, { headers: { cookie } })).body);
    expect(tagalog).toContain(ty.exclusion.shared.replace("{{brands}}", "Lumen Bet"));
  });

  it("offers no choice while the platform cannot say which brands a break covers, and says so", async () => {
    const cookie = await signIn("aurora", "player011");
    await sb.control("/faults", { call: "exclusion.status", failureRate: 1 });
    try {
      const page = await request("aurora", PAGE, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/data-state="error" data-error-code="INTERNAL_ERROR"/);
      expect(page.body).not.toContain('data-form="exclusion-choose"');
    } finally {
      await sb.control("/faults/clear");
    }
    expect((await request("aurora", PAGE, { headers: { cookie } })).body).toContain('data-form="exclusion-choose"');
  });

  it("confirms the choice with the password: a wrong one is refused, keeping the choice and the session", async () => {
    const cookie = await signIn("aurora", "rg_ready");
    const confirmPath = `${PAGE}?period=TIMEOUT_24H&allBrands=no`;
    const confirm = visible((await request("aurora", confirmPath, { headers: { cookie } })).body);
    expect(confirm).toContain(en.exclusion.confirmTIMEOUT.replace("{{period}}", en.exclusion.periods.TIMEOUT_24H));
    expect(confirm).toContain(en.exclusion.covers.replace("{{brands}}", `${en.exclusion.thisSite}, Lumen Bet`));
    expect(confirm).toContain(en.exclusion.cannotUndo);

    const empty = await request("aurora", confirmPath, {
      form: { period: "TIMEOUT_24H", allBrands: "no", password: "" },
      headers: from("aurora", cookie),
    });
    expect(empty.status).toBe(422);
    expect(visible(empty.body)).toContain(en.exclusion.passwordRequired);

    const wrong = await request("aurora", confirmPath, {
      form: { period: "TIMEOUT_24H", allBrands: "no", password: "Wrong#2026" },
      headers: from("aurora", cookie),
    });
    expect(wrong.status).toBe(422);
    expect(failureOf(wrong.body)).toBe("PASSWORD_INCORRECT");
    expect(wrong.body).toContain('name="period" value="TIMEOUT_24H"');
    expect(wrong.body).not.toContain('value="Wrong#2026"');
    expect((await request("aurora", PAGE, { headers: { cookie } })).status).toBe(200);
    // A choice the page does not offer is asked again.
    const odd = visible((await request("aurora", `${PAGE}?period=FOREVER_AND_A_DAY&allBrands=no`, { headers: { cookie } })).body);
    expect(odd).toContain(en.exclusion.periodRequired);
  });

  it("starts the break, ends the session and says until when; signing in on both brands is refused with help", async () => {
    const cookie = await signIn("aurora", "rg_ready");
    const done = await request("aurora", `${PAGE}?period=TIMEOUT_24H&allBrands=no`, {
      form: { period: "TIMEOUT_24H", allBrands: "no", password: MEMBER.password },
      headers: from("aurora", cookie),
    });
    expect([done.status, done.headers.location]).toEqual([302, STARTED]);
    expect(sessionCookie(done)).toBe("__session=");
    const doneCookie = cookieOf(done.cookies, "exclusion_done")!;
    expect(doneCookie).toContain("Path=/selfExclusion;");
    expect(doneCookie).toContain("HttpOnly");

    const end = sb.sandbox.db
      .prepare(
        "SELECT ends_at FROM exclusions WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'rg_ready')",
      )
      .pluck()
      .get() as string;
    // Each brand says when the break ends in its own zone: aurora's Asia/Manila, lumen's America/New_York.
    const shownEnd = (brand: "aurora" | "lumen") => brandTime(brand, end);
    const started = visible((await request("aurora", STARTED, { headers: { cookie: doneCookie.split(";")[0] } })).body);
    expect(started).toContain(en.exclusion.doneTIMEOUT.replace("{{until}}", shownEnd("aurora")));
    expect(started).toContain(en.exclusion.covers.replace("{{brands}}", "Aurora Casino, Lumen Bet"));
    // The old session cookie no longer opens the page: the platform ended that session.
    const replayed = await request("aurora", PAGE, { headers: { cookie } });
    expect([replayed.status, replayed.headers.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(PAGE)}`]);

    for (const [brand, email] of [
      ["aurora", "support@aurora.example"],
      ["lumen", "help@lumen.example"],
    ] as const) {
      const refused = await refusedSignIn(brand, "rg_ready");
      expect(refused.status).toBe(403);
      expect(failureOf(refused.body)).toBe("TIMED_OUT");
      const shown = visible(refused.body);
      expect(shown).toContain(en.errors.TIMED_OUT);
      expect(shown).toContain(en.login.excludedUntil.replace("{{until}}", shownEnd(brand)));
      expect(shown).toContain(`href="mailto:${email}"`);
      expect(shown).toContain('href="/responsible-gaming"');
    }
    // TALA has its own registration and was not asked for.
    await expect(signIn("tala", "rg_excluded").catch(() => "refused")).resolves.toBe("refused");
  });

  it("shows a permanent self-exclusion as permanent at sign-in, in Tagalog too", async () => {
    await (
      await sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "player030", MEMBER.password) })
    ).exclusion.start({
      period: "EXCLUSION_PERMANENT",
      allBrands: true,
      password: MEMBER.password,
    });
    const refused = visible((await refusedSignIn("aurora", "player030")).body);
    expect(refused).toContain(`${en.errors.SELF_EXCLUDED} ${en.login.excludedForGood}`);
    const tagalog = visible((await refusedSignIn("tala", "player030", { cookie: "lng=TY" })).body);
    expect(tagalog).toContain(`${ty.errors.SELF_EXCLUDED} ${ty.login.excludedForGood}`);
  });
});

describe("the agent's downline", () => {
  it("marks excluded members without details and offers them no transfer; a forced one is refused", async () => {
    const cookie = await signInAgent(portal, "aurora", "demo_agent1", { "x-forwarded-for": "10.52.200.1" });
    const page = await request("aurora", "/agentHome/downlineManagmentView?q=rg_", { headers: { cookie } });
    const shown = visible(page.body);
    expect(shown).toContain('data-excluded="rg_excluded"');
    expect(shown).toContain('data-excluded="rg_timeout"');
    expect(shown).not.toContain("transfer=rg_excluded");
    expect(shown).not.toMatch(/EXCLUSION_1Y|TIMEOUT_24H/);

    await (
      await sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "demo_agent1", AGENT_PASSWORD) })
    ).withdrawPassword.set({
      newPassword: "135790",
    });
    const path = "/agentHome/downlineManagmentView?transfer=rg_excluded";
    const form = await request("aurora", path, { headers: { cookie } });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.body)?.[1] ?? "exclusion-transfer-0001";
    const forced = await request("aurora", path, {
      form: { intent: "downline", to: "rg_excluded", amount: "1.00", withdrawPassword: "135790", idempotencyKey: key },
      headers: { ...portal.sameOrigin("aurora"), cookie },
    });
    expect(failureOf(forced.body)).toBe("ACCOUNT_EXCLUDED");
    expect(visible(forced.body)).toContain(en.errors.ACCOUNT_EXCLUDED);
  });
});

describe("who an every-brand break reaches: only provably the same player", () => {
  /** As a member of `merchant` on the platform. */
  const platformAs = async (merchant: string, username: string, password: string = MEMBER.password) =>
    sb.platform({ merchant, token: await sb.login(merchant, username, password) });

  /** Binds +63 `mobile` to the account by the code sent to it, as the security centre does: the number is proved. */
  async function bindByCode(merchant: string, username: string, mobile: string) {
    const platform = await platformAs(merchant, username);
    await platform.binding.sendCode({ channel: "mobile", countryDialingCode: "+63", mobileNum: mobile });
    const { code } = (await sb.control(`/merchants/${merchant}/binding-code/last`, { username, channel: "mobile" })) as { code: string };
    await platform.binding.confirm({ channel: "mobile", code });
  }

  /** Registers `username` on AURORA with +63 `mobile` typed in (AURORA sends it no code). */
  async function registerOnAurora(username: string, mobile: string) {
    const { captchaId } = await sb.platform({ merchant: "AURORA" }).registration.captcha();
    const { code } = (await sb.control("/merchants/AURORA/register-captcha/last")) as { code: string };
    await sb.platform({ merchant: "AURORA" }).registration.register({
      registerMethod: "username",
      registerUrl: "http://aurora.localhost/register",
      domain: "aurora.localhost",
      login: true,
      username,
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      mobileNum: mobile,
      countryDialingCode: "+63",
      payeeName: "Juan Cruz",
      birthday: "1990-05-17",
      captchaId,
      captcha: code,
    });
  }

  /** The break of every brand, posted on the page by `username` of AURORA. */
  async function breakEveryBrand(username: string, password: string) {
    const cookie = await signIn("aurora", username, password);
    const done = await request("aurora", `${PAGE}?period=TIMEOUT_24H&allBrands=yes`, {
      form: { period: "TIMEOUT_24H", allBrands: "yes", password },
      headers: from("aurora", cookie),
    });
    expect([done.status, done.headers.location]).toEqual([302, STARTED]);
  }

  it("by a look-alike of the same name on the sister brand covers nothing of the other player", async () => {
    const victimName = (await registerOnLumenByMobile(sb, "9175556019", "Lumen2026")).username;
    insertLookAlike(sb, "AURORA", victimName);
    await breakEveryBrand(victimName, MEMBER.password);
    await expect(signIn("lumen", victimName, "Lumen2026")).resolves.toMatch(/^__session=./);
  });

  it("by an account whose number was only typed in covers no other account, though a TALA player proved that number", async () => {
    await bindByCode("TALA", "player020", "9175556020");
    await registerOnAurora("lookalike20", "9175556020");
    await breakEveryBrand("lookalike20", "Secret#2026");
    expect(failureOf((await refusedSignIn("aurora", "lookalike20", {}, "Secret#2026")).body)).toBe("TIMED_OUT");
    await expect(signIn("tala", "player020")).resolves.toMatch(/^__session=./);
  });

  it("covers a TALA player who proved the same number as the AURORA player who asked", async () => {
    await bindByCode("TALA", "player021", "9175556021");
    await bindByCode("AURORA", "player022", "9175556021");
    await breakEveryBrand("player022", MEMBER.password);
    for (const [brand, username] of [
      ["tala", "player021"],
      ["lumen", "player022"],
    ]) {
      expect(failureOf((await refusedSignIn(brand, username)).body)).toBe("TIMED_OUT");
    }
    // AURORA's player021 proved another number: not covered.
    await expect(signIn("aurora", "player021")).resolves.toMatch(/^__session=./);
  });
});
