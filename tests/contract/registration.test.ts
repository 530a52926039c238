import { afterEach, describe, expect, it } from "vitest";
import { insertLookAlike, platformError, registerOnLumenByMobile, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
afterEach(() => sb.control("/reset"));

const platformOf = (merchant: string) => sb.platform({ merchant, clientIp: "198.51.100.9" });

/** A registration captcha drawn on the platform and its answer (read through the control surface). */
async function captchaOf(merchant: string) {
  const { captchaId } = await platformOf(merchant).registration.captcha();
  const { code } = (await sb.control(`/merchants/${merchant}/register-captcha/last`)) as { code: string };
  return { captchaId, captcha: code };
}

/** TALA asks for a mobile number on the username form too: a new one each time. */
let nextNumber = 1;

const COMMON = { registerUrl: "http://x.localhost/register", domain: "x.localhost", login: true } as const;

async function registerOnTala(username: string, extra: Record<string, string> = {}) {
  return platformOf("TALA").registration.register({
    ...COMMON,
    registerMethod: "username",
    username,
    password: "Secret2026",
    confirmPassword: "Secret2026",
    mobileNum: `91755${String(nextNumber++).padStart(5, "0")}`,
    countryDialingCode: "+63",
    payeeName: "Juan Cruz",
    birthday: "1990-05-17",
    affiliateCode: "TALA2026",
    whatsapp: "639171234567",
    ...(await captchaOf("TALA")),
    ...extra,
  });
}

describe("registration.register", () => {
  it("registers and signs in, keeping usernames unique per merchant only", async () => {
    const signedIn = await registerOnTala("sameName1");
    expect(signedIn).toMatchObject({ username: "sameName1", isAgent: 0, firstTimeLogin: false, passwordExpired: false });
    expect(await platformOf("TALA").registration.affiliate({ code: "TALA2026", domain: "x" })).toEqual({ status: "USED" });
    expect((await platformError(registerOnTala("sameName1", { affiliateCode: "TALAVIP8" }))).code).toBe("USERNAME_TAKEN");
    // Another merchant may have the same username; its full-name rule takes real names (letters of any script, hyphens).
    const aurora = await platformOf("AURORA").registration.register({
      ...COMMON,
      registerMethod: "username",
      username: "sameName1",
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      payeeName: "María Anne-Marie Dela Cruz",
      birthday: "1990-05-17",
      ...(await captchaOf("AURORA")),
    });
    expect(aurora.username).toBe("sameName1");
  });

  it("admits more registrations than the named codes on a merchant that requires a code (numbered codes), each code once", async () => {
    for (const [index, code] of ["TALA2026", "TALAVIP8", "TALA0001", "TALA0002", "TALA0200"].entries()) {
      expect((await registerOnTala(`coded${index}`, { affiliateCode: code })).username).toBe(`coded${index}`);
    }
    expect((await platformError(registerOnTala("coded9", { affiliateCode: "TALA0001" }))).code).toBe("AFFILIATE_USED");
    expect((await platformError(registerOnTala("coded9", { affiliateCode: "TALA0201" }))).code).toBe("AFFILIATE_INVALID");
    // A merchant made from a template has numbered codes of its own.
    expect(await platformOf("NAKHEEL").registration.affiliate({ code: "NAKH0001", domain: "x" })).toEqual({ status: "VALID" });
  });

  it("refuses a birthday under the merchant's minimum age on its own (18 on AURORA, 21 on LUMEN), or none", async () => {
    // Nineteen today (the sandbox's day): of age on AURORA, not on LUMEN.
    const year = new Date().getUTCFullYear() - 19;
    const nineteen = `${year}-01-01`;
    const underAge = [{ path: "birthday", message: "UNDER_AGE" }];
    const auroraOf = async (birthday: string | undefined, username: string) =>
      platformOf("AURORA").registration.register({
        ...COMMON,
        registerMethod: "username",
        username,
        password: "Secret#2026",
        confirmPassword: "Secret#2026",
        payeeName: "Juan Cruz",
        birthday,
        ...(await captchaOf("AURORA")),
      });
    expect((await auroraOf(nineteen, "ageNineteen1")).username).toBe("ageNineteen1");
    const seventeen = await platformError(auroraOf(`${year + 2}-12-31`, "ageSeventeen1"));
    expect(seventeen.code).toBe("FIELD_INVALID");
    expect(seventeen.details?.fields).toEqual(underAge);
    expect((await platformError(auroraOf(undefined, "ageNone1"))).details?.fields).toEqual([{ path: "birthday", message: "REQUIRED" }]);
    expect((await platformError(auroraOf("2001-02-30", "ageNoDay1"))).details?.fields).toEqual([{ path: "birthday", message: "BIRTHDAY" }]);
    // LUMEN registers by mobile: the age is checked before the SMS code.
    const lumen = await platformError(
      platformOf("LUMEN").registration.register({
        ...COMMON,
        registerMethod: "mobile",
        mobileNum: "9175552101",
        countryDialingCode: "+63",
        password: "abc12345",
        confirmPassword: "abc12345",
        verificationCode: "000000",
        email: "young@example.com",
        birthday: nineteen,
      }),
    );
    expect(lumen.code).toBe("FIELD_INVALID");
    expect(lumen.details?.fields).toEqual(underAge);
  });

  it("lists every failing rule with its patternId, and refuses a used or unknown affiliate code", async () => {
    const invalid = await platformError(registerOnTala("x!", { password: "lower1", confirmPassword: "other", payeeName: "J4" }));
    expect(invalid.code).toBe("FIELD_INVALID");
    expect(invalid.details?.fields).toEqual(
      expect.arrayContaining([
        { path: "username", message: "LETTERS_OR_DIGITS" },
        { path: "password", message: "HAS_UPPERCASE" },
        { path: "payeeName", message: "FULL_NAME" },
        { path: "confirmPassword", message: "INCONSISTENT" },
      ]),
    );
    expect((await platformError(registerOnTala("usedAff1", { affiliateCode: "TALAUSED" }))).code).toBe("AFFILIATE_USED");
    expect((await platformError(registerOnTala("noAff1", { affiliateCode: "NOSUCH1" }))).code).toBe("AFFILIATE_INVALID");
  });

  it("takes a captcha once", async () => {
    const drawn = await captchaOf("TALA");
    expect((await platformError(registerOnTala("capOnce1", { ...drawn, captcha: "xxxx" }))).code).toBe("CAPTCHA_INVALID");
    expect((await platformError(registerOnTala("capOnce1", drawn))).code).toBe("CAPTCHA_INVALID");
  });

  it("is off where the method's switch is off", async () => {
    const error = await platformError(
      platformOf("LUMEN").registration.register({
        ...COMMON,
        registerMethod: "username",
        username: "someone1",
        password: "abc12345",
        confirmPassword: "abc12345",
      }),
    );
    expect(error.code).toBe("FUNCTION_DISABLED");
  });
});

describe("registration.smsCode", () => {
  it("sends a code to a new number, 60 s apart, and refuses a registered one", async () => {
    const lumen = platformOf("LUMEN").registration;
    expect(await lumen.smsCode({ countryDialingCode: "+63", mobileNo: "9175551000" })).toEqual({ expiredMinutes: 5 });
    const again = await platformError(lumen.smsCode({ countryDialingCode: "+63", mobileNo: "9175551000" }));
    expect(again.code).toBe("TOO_MANY_ATTEMPTS");
    expect(again.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await platformError(lumen.smsCode({ countryDialingCode: "+63", mobileNo: "9171234567" }))).code).toBe("MOBILE_TAKEN");
  });
});

describe("one username namespace across the brands sharing a registration", () => {
  const AURORA_FIELDS = { password: "Secret#2026", confirmPassword: "Secret#2026", payeeName: "Juan Cruz", birthday: "1990-05-17" };
  const onAurora = async (username: string) =>
    platformOf("AURORA").registration.register({
      ...COMMON,
      registerMethod: "username",
      username,
      ...AURORA_FIELDS,
      ...(await captchaOf("AURORA")),
    });
  const reserved = { path: "username", message: "RESERVED" };

  it("refuses on AURORA the username LUMEN gave a mobile registration, and any name of that shape, on every brand", async () => {
    const mobilePlayer = await registerOnLumenByMobile(sb, "9175553001");
    expect(mobilePlayer.username).toBe("m639175553001");

    const before = sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get();
    for (const username of ["m639175553001", "m12345"]) {
      const refused = await platformError(onAurora(username));
      expect(refused.code).toBe("FIELD_INVALID");
      expect(refused.details?.fields).toEqual([reserved]);
    }
    expect((await platformError(registerOnTala("m1234567"))).details?.fields).toEqual([reserved]);
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get()).toBe(before);
    // A letter more is a name like any other.
    await expect(onAurora("m639175553001x")).resolves.toMatchObject({ username: "m639175553001x" });
  });

  it("refuses a username any brand of the registration has, however the account is made; another registration may have it", async () => {
    await onAurora("oneName1");
    const agent = sb.platform({
      merchant: "LUMEN",
      clientIp: "198.51.100.9",
      token: (await platformOf("LUMEN").auth.login({ username: "demo_agent1", password: "Agent#2026", type: "username" })).token,
    });
    const create = (username: string) =>
      agent.agentTeam.register({ isAgent: 0, username, password: "abc12345", confirmPassword: "abc12345", birthday: "1990-05-17" });
    expect((await platformError(create("oneName1"))).code).toBe("USERNAME_TAKEN");
    expect((await platformError(create("m639175553002"))).details?.fields).toEqual([reserved]);
    expect(sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE username = 'oneName1'").pluck().get()).toBe(1);
    await expect(create("twoName1")).resolves.toMatchObject({ username: "twoName1" });
    expect((await platformError(onAurora("twoName1"))).code).toBe("USERNAME_TAKEN");
    await expect(registerOnTala("oneName1")).resolves.toMatchObject({ username: "oneName1" });
  });

  it("refuses a mobile registration on LUMEN whose made name AURORA has (an account from before the shared namespace)", async () => {
    insertLookAlike(sb, "AURORA", "m639175553009");
    const refused = await platformError(registerOnLumenByMobile(sb, "9175553009"));
    expect(refused.code).toBe("MOBILE_TAKEN");
    expect(
      sb.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE merchant = 'LUMEN' AND username = 'm639175553009'").pluck().get(),
    ).toBe(0);
  });
});
