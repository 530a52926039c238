import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { brandTime } from "../helpers/brand-times";
import { solvedBotCheck } from "../helpers/bot-check";
import { sessionCookie, startMembersPortal } from "../helpers/members";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/*
 * The licence's player-protection rules in the portal, read and posted as a browser without
 * JavaScript does, against the real sandbox: lumen's "every brand" rule on the self-exclusion page
 * (shown fixed, and kept by the server whatever the post says); the national self-exclusion
 * register refusing aurora's registration and sign-in with the help links; and rg_returning
 * coming back after its self-exclusion ended: the step a refused sign-in leads to, the request,
 * the 24-hour cooling-off on the sandbox's clock, the confirmation, then a sign-in. This file's
 * own sandbox; the tests run in order and the clock only moves forward in the last ones.
 */

const sb = await startTestSandbox();
const portal = await startMembersPortal(sb.url, 27);
const { request, from, signIn } = portal;

const PAGE = "/member/selfExclusion";
const COME_BACK = "/login/come-back";
const HOUR_MS = 3_600_000;
const visible = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const cookieOf = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`));

/** The sign-in popup's post, as the form sends it. */
async function postSignIn(brand: string, username: string, headers: Record<string, string> = from(brand)) {
  const botCheck = await solvedBotCheck(request, brand, "login", headers);
  return request(brand, "/login", { form: { type: "username", username, password: MEMBER.password, botCheck }, headers });
}

/** The help a closed account's refusal carries: the responsible-gaming page and the brand's customer service. */
function expectHelp(html: string, email: string) {
  expect(html).toContain('data-help="exclusion"');
  expect(html).toContain('href="/responsible-gaming"');
  expect(html).toContain(`href="mailto:${email}"`);
}

describe("every brand, as lumen's licence asks", () => {
  it("is shown chosen and fixed on the page, with the rule, instead of a choice", async () => {
    const cookie = await signIn("lumen", "player012");
    const page = visible((await request("lumen", PAGE, { headers: { cookie } })).body);
    expect(page).toMatch(/<input type="hidden" name="allBrands" value="yes"\/>/);
    expect(page).toMatch(/<input type="checkbox" disabled="" aria-describedby="exclusion-brand-rule" checked=""\/>/);
    expect(page).toContain(en.exclusion.brandRule);
    expect(page).not.toContain(`>${en.exclusion.onlyHere}</label>`);
    // aurora has no such rule: the choice is the player's.
    const aurora = visible((await request("aurora", PAGE, { headers: { cookie: await signIn("aurora", "player012") } })).body);
    expect(aurora).toContain(en.exclusion.onlyHere);
    expect(aurora).not.toContain(en.exclusion.brandRule);
  });

  it("covers every brand though the query and the post say this site only", async () => {
    const cookie = await signIn("lumen", "player013");
    const confirmPath = `${PAGE}?period=TIMEOUT_24H&allBrands=no`;
    const confirm = visible((await request("lumen", confirmPath, { headers: { cookie } })).body);
    expect(confirm).toContain('name="allBrands" value="yes"');
    const done = await request("lumen", confirmPath, {
      form: { period: "TIMEOUT_24H", allBrands: "no", password: MEMBER.password },
      headers: from("lumen", cookie),
    });
    expect(done.status).toBe(302);
    // TALA's player013 proved the same number: its sign-in is refused too.
    expect(failureOf((await postSignIn("tala", "player013")).body)).toBe("TIMED_OUT");
  });
});

describe("the national self-exclusion register", () => {
  it("refuses aurora's registration of a listed name and birthday, with help, and registers nothing", async () => {
    await sb.control("/national-register", { name: "Emilio Jacinto", birthday: "1990-12-15" });
    const ip = from("aurora");
    const image = await request("aurora", "/register/captcha", { headers: ip });
    const captchaCookie = cookieOf(image.cookies, "register_captcha")!.split(";")[0];
    const { code: answer } = (await sb.control("/merchants/AURORA/register-captcha/last")) as { code: string };
    const response = await request("aurora", "/register", {
      form: {
        mode: "username",
        username: "emilioj1",
        password: "Secret#2026",
        confirmPassword: "Secret#2026",
        payeeName: "Emilio Jacinto",
        birthday: "1990-12-15",
        captcha: answer,
        terms: "on",
        age: "on",
        botCheck: await solvedBotCheck(request, "aurora", "register", ip),
      },
      headers: { ...ip, cookie: captchaCookie },
    });
    expect(response.status).toBe(403);
    expect(failureOf(response.body)).toBe("NATIONALLY_EXCLUDED");
    const shown = visible(response.body);
    expect(shown).toContain(en.errors.NATIONALLY_EXCLUDED);
    expectHelp(shown, "support@aurora.example");
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE username = 'emilioj1'").pluck().get()).toBe(0);
  });

  it("refuses rg_national's sign-in on aurora, with help; lumen does not check it", async () => {
    const refused = await postSignIn("aurora", "rg_national");
    expect(refused.status).toBe(403);
    expect(failureOf(refused.body)).toBe("NATIONALLY_EXCLUDED");
    expectHelp(visible(refused.body), "support@aurora.example");
    expect((await postSignIn("lumen", "rg_national")).status).toBe(302);
  });
});

describe("coming back after a self-exclusion", () => {
  it("leads a refused sign-in to the step, by a cookie of the login pages only; without it the step says to log in again", async () => {
    const refused = await postSignIn("aurora", "rg_returning");
    expect([refused.status, refused.headers.location]).toEqual([302, COME_BACK]);
    const ticket = cookieOf(refused.cookies, "signin_come_back")!;
    expect(ticket).toContain("Path=/login;");
    expect(ticket).toContain("HttpOnly");
    expect(refused.cookies.some((line) => line.startsWith("__session="))).toBe(false);

    const none = visible((await request("aurora", COME_BACK)).body);
    expect(none).toContain(en.signInSteps.expired);
    const post = await request("aurora", COME_BACK, { form: { intent: "ask" }, headers: from("aurora") });
    expect(post.status).toBe(422);
  });

  it("asks to come back, waits the 24-hour cooling-off, confirms, and then signs in", async () => {
    const ended = sb.sandbox.db
      .prepare(
        "SELECT ends_at FROM exclusions WHERE account_id = (SELECT id FROM accounts WHERE merchant = 'AURORA' AND username = 'rg_returning')",
      )
      .pluck()
      .get() as string;
    // One browser, one address: the step's ticket is bound to the address that signed in.
    const browser = from("aurora");
    const stepCookie = async () =>
      cookieOf((await postSignIn("aurora", "rg_returning", browser)).cookies, "signin_come_back")!.split(";")[0];
    const as = (cookie: string) => ({ ...browser, cookie });
    let cookie = await stepCookie();
    const ask = visible((await request("aurora", COME_BACK, { headers: as(cookie) })).body);
    expect(failureOf(ask)).toBe("EXCLUSION_ENDED");
    expect(ask).toContain(en.signInSteps.comeBackEnded.replace("{{ended}}", brandTime("aurora", ended)));
    expectHelp(ask, "support@aurora.example");
    expect(ask).toContain(`value="ask"`);

    const asked = await request("aurora", COME_BACK, { form: { intent: "ask" }, headers: as(cookie) });
    expect([asked.status, asked.headers.location]).toEqual([302, COME_BACK]);
    const waiting = visible((await request("aurora", COME_BACK, { headers: as(cookie) })).body);
    expect(waiting).toMatch(/data-state="waiting"/);
    expect(waiting).not.toContain(`value="confirm"`);
    // Confirming early is refused.
    const early = await request("aurora", COME_BACK, { form: { intent: "confirm" }, headers: as(cookie) });
    expect([early.status, failureOf(early.body)]).toEqual([409, "COOLING_OFF"]);

    await sb.control("/clock/advance", { ms: 24 * HOUR_MS });
    cookie = await stepCookie();
    const ready = visible((await request("aurora", COME_BACK, { headers: as(cookie) })).body);
    expect(ready).toContain(en.signInSteps.comeBackReady);
    const confirmed = await request("aurora", COME_BACK, { form: { intent: "confirm" }, headers: as(cookie) });
    expect([confirmed.status, confirmed.headers.location]).toEqual([302, COME_BACK]);
    const open = visible((await request("aurora", COME_BACK, { headers: as(cookie) })).body);
    expect(open).toContain(en.signInSteps.comeBackDone);
    expect(open).toContain('href="/login"');

    const back = await postSignIn("aurora", "rg_returning");
    expect(back.status).toBe(302);
    expect(sessionCookie(back)).toMatch(/^__session=./);
  });
});
