import { describe, expect, it } from "vitest";
import { providerIdToken } from "../helpers/identity-provider";
import { AGENT_PASSWORD, MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * The national self-exclusion register against the sandbox: only its control surface (the
 * regulator's feed) lists or unlists a person; AURORA and TALA check it (their licence), LUMEN
 * does not. At registration everything typed is compared and can only refuse that registration;
 * at sign-in (password, SMS code, social) only the account's proved contacts and its own name
 * and birthday are, so a number someone typed locks no one out. Its own in-memory sandbox; the
 * tests run in order, and each entry a test adds names people no other test uses.
 */

const sb = await startTestSandbox();
const db = sb.sandbox.db;
const IP = "198.51.100.31";

const platformOf = (merchant: string, token?: string) => sb.platform({ merchant, clientIp: IP, token });
const signIn = (merchant: string, username: string, password: string = MEMBER.password) =>
  platformOf(merchant).auth.login({ username, password, type: "username" });
const codeOf = async (call: Promise<unknown>) => (await platformError(call)).code;
const list = async (entry: Record<string, string>) => ((await sb.control("/national-register", entry)) as { id: number }).id;
const unlist = (id: number) => sb.control(`/national-register/${id}/remove`);
const accounts = (username: string) => db.prepare("SELECT COUNT(*) FROM accounts WHERE username = ?").pluck().get(username);

/** A username registration on AURORA (captcha answered), with `fields` over a valid one. */
async function registerOnAurora(username: string, fields: Record<string, string> = {}) {
  const aurora = platformOf("AURORA").registration;
  const { captchaId } = await aurora.captcha();
  const { code } = (await sb.control("/merchants/AURORA/register-captcha/last")) as { code: string };
  return aurora.register({
    registerMethod: "username",
    registerUrl: "http://aurora.localhost/register",
    domain: "aurora.localhost",
    login: true,
    username,
    password: "Secret#2026",
    confirmPassword: "Secret#2026",
    payeeName: "Juan Cruz",
    birthday: "1990-05-17",
    captchaId,
    captcha: code,
    ...fields,
  });
}

describe("at sign-in", () => {
  it("refuses rg_national, whose proved number the seed listed, on AURORA by password and by SMS code; LUMEN does not check", async () => {
    expect(await codeOf(signIn("AURORA", "rg_national"))).toBe("NATIONALLY_EXCLUDED");
    await platformOf("AURORA").auth.loginCode({ countryDialingCode: "+63", mobileNum: "9171234584" });
    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: "639171234584" })) as { code: string };
    expect(await codeOf(platformOf("AURORA").auth.login({ username: "639171234584", password: code, type: "sms" }))).toBe(
      "NATIONALLY_EXCLUDED",
    );
    // A wrong password learns nothing of the register.
    expect(await codeOf(signIn("AURORA", "rg_national", "Wrong#2026"))).toBe("INVALID_CREDENTIALS");
    await expect(signIn("LUMEN", "rg_national")).resolves.toMatchObject({ username: "rg_national" });
  });

  it("refuses the social sign-in of an account whose proved e-mail is listed, until the entry is taken off", async () => {
    const id = await list({ email: "Demo_Member@Aurora.example" });
    const idToken = () => providerIdToken({ url: sb.url, db }, "AURORA", "google", "google-demo-member");
    expect(await codeOf(platformOf("AURORA").social.signIn({ provider: "google", idToken: await idToken() }))).toBe("NATIONALLY_EXCLUDED");
    expect(await codeOf(signIn("AURORA", "demo_member"))).toBe("NATIONALLY_EXCLUDED");
    await unlist(id);
    await expect(platformOf("AURORA").social.signIn({ provider: "google", idToken: await idToken() })).resolves.toMatchObject({
      username: "demo_member",
    });
  });

  it("compares the account's own name and birthday, as its holder gave them", async () => {
    const token = (await signIn("AURORA", "player016")).token;
    await platformOf("AURORA", token).profile.update({ payeeName: "Maria  Clara Santos", birthday: "1988-02-29" });
    await list({ name: "maria clara SANTOS", birthday: "1988-02-29" });
    expect(await codeOf(signIn("AURORA", "player016"))).toBe("NATIONALLY_EXCLUDED");
    // TALA checks the register too, but its player016 gave no name: nothing ties it to the entry.
    await expect(signIn("TALA", "player016")).resolves.toMatchObject({ username: "player016" });
  });

  it("never matches a number an account only typed in: that account still signs in, and a registration typing it is refused", async () => {
    await registerOnAurora("typedOnly1", { mobileNum: "9175557001", countryDialingCode: "+63" });
    await list({ mobile: "639175557001" });
    await expect(signIn("AURORA", "typedOnly1", "Secret#2026")).resolves.toMatchObject({ username: "typedOnly1" });
    await list({ mobile: "639175557006" });
    expect(await codeOf(registerOnAurora("typedOnly2", { mobileNum: "9175557006", countryDialingCode: "+63" }))).toBe(
      "NATIONALLY_EXCLUDED",
    );
    expect(accounts("typedOnly2")).toBe(0);
  });

  it("refuses an account that proves a listed number by signing in with the code sent to it", async () => {
    await registerOnAurora("typedThenProved", { mobileNum: "9175557002", countryDialingCode: "+63" });
    await list({ mobile: "639175557002" });
    await platformOf("AURORA").auth.loginCode({ countryDialingCode: "+63", mobileNum: "9175557002" });
    const { code } = (await sb.control("/merchants/AURORA/sms/last", { mobile: "639175557002" })) as { code: string };
    expect(await codeOf(platformOf("AURORA").auth.login({ username: "639175557002", password: code, type: "sms" }))).toBe(
      "NATIONALLY_EXCLUDED",
    );
  });
});

describe("at registration", () => {
  it("refuses a registration whose typed name and birthday, e-mail or number is listed, and registers nothing", async () => {
    await list({ name: "Andres  Bonifacio", birthday: "1991-11-30" });
    await list({ email: "listed.person@example.com" });
    expect(await codeOf(registerOnAurora("listedName1", { payeeName: "ANDRES BONIFACIO", birthday: "1991-11-30" }))).toBe(
      "NATIONALLY_EXCLUDED",
    );
    expect(await codeOf(registerOnAurora("listedMail1", { email: "Listed.Person@example.com" }))).toBe("NATIONALLY_EXCLUDED");
    expect(accounts("listedName1")).toBe(0);
    expect(accounts("listedMail1")).toBe(0);
    // The same name born another day is someone else.
    await expect(registerOnAurora("otherName1", { payeeName: "Andres Bonifacio", birthday: "1991-11-29" })).resolves.toMatchObject({
      username: "otherName1",
    });
  });

  it("refuses an agent's registration of a listed number", async () => {
    await list({ mobile: "639175557003" });
    const agent = platformOf("AURORA", (await signIn("AURORA", "demo_agent1", AGENT_PASSWORD)).token);
    const create = agent.agentTeam.register({
      isAgent: 0,
      username: "agentMade1",
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      mobileNum: "9175557003",
      countryDialingCode: "+63",
      birthday: "1990-05-17",
    });
    expect(await codeOf(create)).toBe("NATIONALLY_EXCLUDED");
    expect(accounts("agentMade1")).toBe(0);
  });

  it("is not checked on LUMEN, whose licence does not ask for it", async () => {
    await list({ name: "Gabriela Silang", birthday: "1989-03-19" });
    const lumen = platformOf("LUMEN").registration;
    await lumen.smsCode({ countryDialingCode: "+63", mobileNo: "9175557004" });
    const { code } = (await sb.control("/merchants/LUMEN/sms/last", { mobile: "639175557004" })) as { code: string };
    await expect(
      lumen.register({
        registerMethod: "mobile",
        registerUrl: "http://lumen.localhost/register",
        domain: "lumen.localhost",
        login: true,
        mobileNum: "9175557004",
        countryDialingCode: "+63",
        password: "abc12345",
        confirmPassword: "abc12345",
        verificationCode: code,
        email: "gabriela@example.com",
        payeeName: "Gabriela Silang",
        birthday: "1989-03-19",
      }),
    ).resolves.toMatchObject({ username: "m639175557004" });
  });
});

describe("the regulator's feed", () => {
  it("is the control surface only, and takes an entry whole: a name comes with its birthday", async () => {
    const refused = async (body: unknown) => (await sb.raw("POST", "/__control/national-register", { body })).status;
    expect(await refused({})).toBe(400);
    expect(await refused({ name: "Jose Rizal" })).toBe(400);
    expect(await refused({ mobile: "+63 917" })).toBe(400);
    const tokenless = await sb.raw("POST", "/__control/national-register", {
      body: { mobile: "639175557005" },
      headers: { "x-control-token": "" },
    });
    expect(tokenless.status).toBe(403);
    expect((await sb.raw("POST", "/__control/national-register/999999/remove", { body: {} })).status).toBe(404);
    // An entry taken off no longer refuses.
    const id = await list({ mobile: "639171234584" });
    await unlist(id);
    expect(await codeOf(signIn("AURORA", "rg_national"))).toBe("NATIONALLY_EXCLUDED");
    const seeded = db.prepare("SELECT id FROM national_register WHERE mobile = '639171234584' ORDER BY id LIMIT 1").pluck().get() as number;
    await unlist(seeded);
    await expect(signIn("AURORA", "rg_national")).resolves.toMatchObject({ username: "rg_national" });
  });
});
