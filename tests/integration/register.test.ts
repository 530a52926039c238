import { describe, expect, it } from "vitest";
import { createSessionCodec } from "~/session/codec.server";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal, TEST_SESSION_SECRET, type PortalResponse } from "../helpers/portal";
import { registerOnLumenByMobile, startTestSandbox } from "../helpers/sandbox";
import en from "~/i18n/packs/en.json";
import tyPack from "~/i18n/packs/ty.json";

// Each test posts from its own address (the portal trusts X-Forwarded-For here), so the
// per-address registration limit is reached only where a test means to reach it.
process.env.TRUST_PROXY = "loopback";
const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);
const codec = createSessionCodec(TEST_SESSION_SECRET);

let lastAddress = 10;
const newAddress = () => `198.51.100.${lastAddress++}`;

const cookieValue = (response: PortalResponse, name: string) => {
  const line = response.cookies.find((candidate) => candidate.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(";")[0]);
};
/** What the popup shows as rendered (the page also carries the packs as data, so `toContain` would not do). */
const alerts = (html: string) => [...html.matchAll(/<p role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
/** Field id suffix -> its message. */
const fieldErrors = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<p id="register-\w+-(\w+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2].replace(/&#x27;/g, "'")]),
  );

/** A registration captcha drawn for this visitor: its cookie and the answer the sandbox expects. */
async function captcha(brand: string, merchant: string, ip: string) {
  const image = await request(brand, "/register/captcha", { headers: { "x-forwarded-for": ip } });
  expect(image.status).toBe(200);
  expect(image.headers["content-type"]).toBe("image/svg+xml");
  const { code } = (await sb.control(`/merchants/${merchant}/register-captcha/last`)) as { code: string };
  return { cookie: `register_captcha=${cookieValue(image, "register_captcha")}`, code };
}

interface Post {
  fields: Record<string, string>;
  ip?: string;
  cookie?: string;
  /** Leave the bot check out (false) or send this instead. */
  botCheck?: false | Record<string, string>;
}

async function register(brand: string, { fields, ip = newAddress(), cookie, botCheck }: Post) {
  const bot = botCheck === undefined ? { botCheck: await solvedBotCheck(request, brand, "register") } : botCheck || {};
  return request(brand, "/register", {
    form: { terms: "on", age: "on", birthday: "1990-05-17", ...bot, ...fields },
    headers: { ...sameOrigin(brand), "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
  });
}

/** A complete, valid username registration on AURORA (its rules: sandbox/seed/register-rules.ts). */
async function auroraRegistration(username: string, extra: Record<string, string> = {}) {
  const ip = newAddress();
  const drawn = await captcha("aurora", "AURORA", ip);
  return {
    ip,
    cookie: drawn.cookie,
    fields: {
      mode: "username",
      username,
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      payeeName: "Juan Cruz",
      captcha: drawn.code,
      ...extra,
    },
  };
}

describe("the register popup", () => {
  it("is rendered open at /register as a plain form, with the fields the merchant's rules show", async () => {
    const response = await request("aurora", "/register?referralCode=FRIEND42");
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*data-dialog="register"/);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/register"/);
    for (const name of [
      "username",
      "password",
      "confirmPassword",
      "payeeName",
      "email",
      "mobile",
      "whatsapp",
      "recommenderId",
      "affiliateCode",
      "captcha",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    // Disabled rules hide their fields; AURORA has no mobile registration (no tabs).
    for (const name of ["qqNum", "wechat", "idNumber", "verificationCode"]) expect(html, name).not.toContain(`name="${name}"`);
    expect(html).not.toContain("?mode=");
    expect(html).toContain('name="referralCode" value="FRIEND42"');
    // The no-JavaScript pass of the bot check.
    expect(html).toMatch(/<noscript><input type="hidden" name="botCheckPass" value="\d{13}\.[\w-]+\.[\w-]+"\/?><\/noscript>/);
    expect(html).toContain("I am 18 years old or older");
  });

  it("drops a referral code that is not one", async () => {
    const html = (await request("aurora", "/register?referralCode=%3Cscript%3E")).body;
    expect(html).not.toContain('name="referralCode"');
  });

  it("shows mobile registration with the SMS code where MOBILENUMREG3 is on, and the brand's minimum age", async () => {
    const html = (await request("lumen", "/register")).body;
    expect(html).toContain('name="mode" value="mobile"');
    expect(html).not.toContain('name="mode" value="username"');
    expect(html).toContain('name="verificationCode"');
    expect(html).toContain('name="intent" value="sendCode"');
    expect(html).toContain("I am 21 years old or older");
    // TALA has both: each method a link (`?mode=`), the first one shown.
    const tala = (await request("tala", "/register")).body;
    expect(tala).toMatch(/<a aria-current="page"[^>]*href="\/register\?mode=username"/);
    expect(tala).toMatch(/<a [^>]*href="\/register\?mode=mobile"/);
    expect(tala).toContain('name="mode" value="username"');
    const talaMobile = (await request("tala", "/register?mode=mobile")).body;
    expect(talaMobile).toContain('name="mode" value="mobile"');
    expect(talaMobile).not.toContain('name="mode" value="username"');
  });
});

describe("registering by username", () => {
  it("signs the new player in and offers a deposit limit first", async () => {
    const post = await auroraRegistration("newplayer01", { affiliateCode: "AUR2026", email: "new@example.com" });
    const response = await register("aurora", post);
    expect(response.status, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe("/member/limits?welcome=1");
    const session = await codec.open(cookieValue(response, "__session")!, "aurora");
    expect(session).toMatchObject({ username: "newplayer01", isAgent: 0 });
    const row = sb.sandbox.db.prepare("SELECT used_by FROM affiliate_codes WHERE merchant = 'AURORA' AND code = 'AUR2026'").get() as {
      used_by: number | null;
    };
    expect(row.used_by).not.toBeNull();
    // The same username again is taken.
    const again = await register("aurora", await auroraRegistration("newplayer01"));
    expect(again.status).toBe(409);
    expect(fieldErrors(again.body).username).toBe("This username is already registered");
  });

  it("gives each field its rule's message, with min and max, and never calls the platform", async () => {
    const response = await register("aurora", {
      fields: { mode: "username", username: "1abc", password: "short", confirmPassword: "other", payeeName: "Juan", email: "nope" },
    });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toMatchObject({
      username: "Use 6–16 letters or digits, starting with a letter",
      password: "Use 8–20 characters with an uppercase letter, a lowercase letter, a digit and a special character",
      confirmPassword: "The two passwords are inconsistent",
      payeeName: "Enter your first and last name separated by a space, in letters, hyphens or apostrophes (3–40 characters)",
      email: "Enter a valid email address of 6–64 characters",
      captcha: "Required",
    });
    expect(response.body).not.toContain('value="short"');
  });

  it("answers in the visitor's language", async () => {
    const ty = await request("aurora", "/register?lng=TY", {
      form: { mode: "username", username: "1abc" },
      headers: { ...sameOrigin("aurora"), "x-forwarded-for": newAddress() },
    });
    expect(ty.status).toBe(422);
    expect(fieldErrors(ty.body)).toMatchObject({
      username: "Gumamit ng 6–16 titik o numero, nagsisimula sa titik",
      terms: "Pakisang-ayunan ang mga tuntunin",
      age: "Pakikumpirma ang iyong edad",
    });
  });

  it("requires the terms and the age boxes", async () => {
    const post = await auroraRegistration("boxesplayer");
    const response = await request("aurora", "/register", {
      form: { ...post.fields, botCheck: await solvedBotCheck(request, "aurora", "register") },
      headers: { ...sameOrigin("aurora"), "x-forwarded-for": post.ip, cookie: post.cookie },
    });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toMatchObject({ terms: "Please agree to the terms", age: "Please confirm your age" });
  });

  it("asks for the birthday and refuses one under the brand's minimum age, naming it (18 on aurora, 21 on lumen)", async () => {
    expect((await request("aurora", "/register")).body).toMatch(
      /<input[^>]*name="birthday"[^>]*type="date"|<input[^>]*type="date"[^>]*name="birthday"/,
    );
    const year = new Date().getUTCFullYear();
    const seventeen = await register("aurora", await auroraRegistration("youngplayer1", { birthday: `${year - 17}-12-31` }));
    expect(seventeen.status).toBe(422);
    expect(fieldErrors(seventeen.body).birthday).toBe("You must be 18 or older to register");
    expect(seventeen.body).toContain('value="youngplayer1"');
    const noDay = await register("aurora", await auroraRegistration("youngplayer1", { birthday: "2001-02-30" }));
    expect(fieldErrors(noDay.body).birthday).toBe("Enter your date of birth");
    // Nineteen: refused by lumen (21) before anything is sent, in the visitor's language too.
    const nineteen = `${year - 19}-01-01`;
    const lumen = await register("lumen", { fields: { mode: "mobile", country: "PH", mobile: "9175552201", birthday: nineteen } });
    expect(lumen.status).toBe(422);
    expect(fieldErrors(lumen.body).birthday).toBe("You must be 21 or older to register");
    const ty = await request("lumen", "/register?lng=TY", {
      form: { mode: "mobile", birthday: nineteen },
      headers: { ...sameOrigin("lumen"), "x-forwarded-for": newAddress() },
    });
    expect(fieldErrors(ty.body).birthday).toBe("Kailangang 21 taong gulang ka o higit pa para makapagrehistro");
    // ...and registered by aurora (18).
    const aurora = await register("aurora", await auroraRegistration("nineteen01", { birthday: nineteen }));
    expect(aurora.status, aurora.body.slice(0, 300)).toBe(302);
  });

  it("checks the affiliate code first: a used one and an unknown one get the field's message", async () => {
    const used = await register("aurora", await auroraRegistration("affiliate01", { affiliateCode: "AURUSED1" }));
    expect(used.status).toBe(409);
    expect(fieldErrors(used.body).affiliateCode).toBe("This invitation code has already been used");
    const unknown = await register("aurora", await auroraRegistration("affiliate02", { affiliateCode: "NOPE1234" }));
    expect(unknown.status).toBe(422);
    expect(fieldErrors(unknown.body).affiliateCode).toBe("Invalid invitation code");
  });

  it("refuses a wrong captcha under the captcha field", async () => {
    const post = await auroraRegistration("captcha01");
    const response = await register("aurora", {
      ...post,
      fields: { ...post.fields, captcha: post.fields.captcha === "0000" ? "1111" : "0000" },
    });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body).captcha).toBe("Invalid captcha or non-whitelisted domain");
  });

  it("refuses a duplicate mobile number (demo_member's) under its field", async () => {
    const response = await register("aurora", await auroraRegistration("mobiledup01", { country: "PH", mobile: "9171234567" }));
    expect(response.status).toBe(409);
    expect(fieldErrors(response.body).mobile).toBe("This mobile number is already registered");
  });
});

describe("the bot check", () => {
  it("is required: without it the form says to complete verification first", async () => {
    const response = await register("aurora", { ...(await auroraRegistration("botless01")), botCheck: false });
    expect(response.status).toBe(422);
    expect(alerts(response.body)).toEqual(["Please complete verification first"]);
  });

  it("refuses a forged solution and a replayed one", async () => {
    const solved = await solvedBotCheck(request, "aurora", "register");
    const decoded = JSON.parse(Buffer.from(solved, "base64url").toString());
    decoded.solution.derivedKey = "00".repeat(32);
    const forged = Buffer.from(JSON.stringify(decoded)).toString("base64url");
    const forgedResponse = await register("aurora", { ...(await auroraRegistration("forged01")), botCheck: { botCheck: forged } });
    expect(forgedResponse.status).toBe(422);
    expect(alerts(forgedResponse.body)).toEqual(["The verification failed or expired, please try again"]);

    const first = await register("aurora", { ...(await auroraRegistration("replay01")), botCheck: { botCheck: solved } });
    expect(first.status).toBe(302);
    const replayed = await register("aurora", { ...(await auroraRegistration("replay02")), botCheck: { botCheck: solved } });
    expect(replayed.status).toBe(422);
    expect(alerts(replayed.body)).toEqual(["The verification failed or expired, please try again"]);
  });

  it("refuses a login challenge on the register form", async () => {
    const login = await solvedBotCheck(request, "aurora", "login");
    const response = await register("aurora", { ...(await auroraRegistration("purpose01")), botCheck: { botCheck: login } });
    expect(response.status).toBe(422);
  });
});

describe("without JavaScript", () => {
  it("registers with the page's no-JavaScript pass, and takes the pass once", async () => {
    const page = await request("aurora", "/register");
    const pass = /name="botCheckPass" value="([^"]+)"/.exec(page.body)![1];
    const forged = await register("aurora", { ...(await auroraRegistration("noscript00")), botCheck: { botCheckPass: `${pass}x` } });
    expect(forged.status).toBe(422);
    const ok = await register("aurora", { ...(await auroraRegistration("noscript01")), botCheck: { botCheckPass: pass } });
    expect(ok.status, ok.body.slice(0, 300)).toBe(302);
    expect(ok.headers.location).toBe("/member/limits?welcome=1");
    const again = await register("aurora", { ...(await auroraRegistration("noscript02")), botCheck: { botCheckPass: pass } });
    expect(again.status).toBe(422);
  });

  it("sends the SMS code from the form itself with the send button's own pass, and keeps what was typed", async () => {
    const page = await request("lumen", "/register?mode=mobile");
    const pass = /name="smsBotCheckPass" value="([^"]+)"/.exec(page.body)![1];
    const post = (smsBotCheckPass: string) =>
      request("lumen", "/register", {
        form: { mode: "mobile", intent: "sendCode", country: "PH", mobile: "9175550101", email: "kept@example.com", smsBotCheckPass },
        headers: { ...sameOrigin("lumen"), "x-forwarded-for": newAddress() },
      });
    const response = await post(pass);
    expect(response.status, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toMatch(/<p role="status"[^>]*>Code sent\. It is valid for 5 minutes\.<\/p>/);
    expect(response.body).toContain('value="kept@example.com"');
    const again = await post(pass);
    expect(again.status).toBe(422);
    expect(alerts(again.body)).toEqual(["The verification failed or expired, please try again"]);
  });
});

describe("registering by mobile (LUMEN: SMS code and password)", () => {
  it("sends a code, registers with it, signs in and goes home; the number is then taken", async () => {
    const ip = newAddress();
    const sent = await request("lumen", "/register/sms-code", {
      form: { country: "PH", mobile: "9175550123", smsBotCheck: await solvedBotCheck(request, "lumen", "sms") },
      headers: { ...sameOrigin("lumen"), "x-forwarded-for": ip },
    });
    expect(sent.status, sent.body).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ ok: true, expiredMinutes: 5 });
    const { code } = (await sb.control("/merchants/LUMEN/sms/last", { mobile: "639175550123" })) as { code: string };
    const fields = {
      mode: "mobile",
      country: "PH",
      mobile: "9175550123",
      verificationCode: code,
      password: "abc12345",
      confirmPassword: "abc12345",
      email: "mobile@example.com",
    };
    const response = await register("lumen", { ip, fields });
    expect(response.status, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe("/member/limits?welcome=1");
    expect(await codec.open(cookieValue(response, "__session")!, "lumen")).toMatchObject({ username: "m639175550123" });

    const again = await request("lumen", "/register/sms-code", {
      form: { country: "PH", mobile: "9175550123", smsBotCheck: await solvedBotCheck(request, "lumen", "sms") },
      headers: { ...sameOrigin("lumen"), "x-forwarded-for": newAddress() },
    });
    expect(JSON.parse(again.body)).toMatchObject({ ok: false, code: "MOBILE_TAKEN" });
  });

  it("refuses on aurora the username lumen made, in the browser's rule and on the server, in the visitor's language", async () => {
    const { username } = await registerOnLumenByMobile(sb, "9175550125");
    const form = await request("aurora", "/register");
    const pattern = /<input[^>]*name="username"[^>]*pattern="([^"]+)"/.exec(form.body)?.[1].replaceAll("&amp;", "&");
    const browserTakes = (value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);
    expect([browserTakes(username), browserTakes("m12345"), browserTakes(`${username}x`)]).toEqual([false, false, true]);
    // The browser names the reserved shape with its own message (the page's form rules).
    expect(form.body).toContain("register.usernameReserved");

    const before = sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE username = ?").pluck().get(username);
    const refused = await register("aurora", await auroraRegistration(username));
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused.body).username).toBe(en.register.usernameReserved);
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE username = ?").pluck().get(username)).toBe(before);
    const ty = await request("aurora", "/register?lng=TY", {
      form: { mode: "username", username },
      headers: { ...sameOrigin("aurora"), "x-forwarded-for": newAddress() },
    });
    expect(fieldErrors(ty.body).username).toBe(tyPack.register.usernameReserved);
  });

  it("refuses a wrong code under the code field and a number that breaks the rule under the number", async () => {
    const wrong = await register("lumen", {
      fields: {
        mode: "mobile",
        country: "PH",
        mobile: "9175550124",
        verificationCode: "000000",
        password: "abc12345",
        confirmPassword: "abc12345",
        email: "w@example.com",
      },
    });
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong.body).verificationCode).toBe("Invalid or missing verification code");
    const badNumber = await request("lumen", "/register/sms-code", {
      form: { country: "PH", mobile: "123456" },
      headers: { ...sameOrigin("lumen"), "x-forwarded-for": newAddress() },
    });
    expect(badNumber.status).toBe(422);
    expect(JSON.parse(badNumber.body)).toMatchObject({ fieldErrors: { mobile: ["register.patterns.DIGITS_ONLY"] } });
  });

  it("refuses a username tab where USERNAMEREG3 is off", async () => {
    const response = await register("lumen", {
      fields: { mode: "username", username: "someone", password: "abc12345", confirmPassword: "abc12345" },
    });
    expect(response.status).toBe(403);
    expect(alerts(response.body)).toEqual(["Function not enabled, please contact customer service"]);
  });
});

describe("rate limits", () => {
  it("stops a tenth attempt from one address for the hour, with Retry-After and the translated message", async () => {
    const ip = newAddress();
    let last: PortalResponse | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await register("aurora", {
        ip,
        fields: {
          mode: "username",
          username: `ratelimit${attempt}x`,
          password: "Secret#2026",
          confirmPassword: "Secret#2026",
          payeeName: "Juan Cruz",
          captcha: "0000",
        },
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(3000);
    expect(alerts(last!.body)).toEqual([expect.stringMatching(/^Too many attempts, please try again in \d+ min$/)]);
  });

  it("stops a sixth attempt for one username from any address", async () => {
    let last: PortalResponse | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await register("aurora", {
        fields: {
          mode: "username",
          username: "sameusername",
          password: "Secret#2026",
          confirmPassword: "Secret#2026",
          payeeName: "Juan Cruz",
          captcha: "0000",
        },
      });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers["retry-after"]).toBeDefined();
  });

  it("stops a fourth registration code to one number within the hour", async () => {
    const answers: PortalResponse[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        await request("tala", "/register/sms-code", {
          form: { country: "PH", mobile: "9175550999", smsBotCheck: await solvedBotCheck(request, "tala", "sms") },
          headers: { ...sameOrigin("tala"), "x-forwarded-for": newAddress() },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 429, 429, 429, 429]);
    // The platform's own 60 s answers the second and third; the portal's hourly cap the fourth on, with the hour's wait.
    const waits = answers.slice(1).map((answer) => Number(answer.headers["retry-after"]));
    expect(waits.slice(0, 2).every((seconds) => seconds <= 60)).toBe(true);
    expect(waits.slice(2).every((seconds) => seconds > 55 * 60)).toBe(true);
  });
});
