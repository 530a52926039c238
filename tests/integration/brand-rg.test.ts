import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import ty from "~/i18n/packs/ty.json";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { executableParts } from "../helpers/page-safety";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";
import { xssPayloads } from "../helpers/xss-corpus";

// X-Forwarded-For names the visitor's address (a regional rule depends on where the platform places it).
process.env.TRUST_PROXY = "loopback";
const sb = await startTestSandbox();
const { request, sameOrigin } = await startTestPortal(sb.url);

async function sessionCookie(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return `__session=${sealed}`;
}

const get = (brand: string, path: string, cookie?: string) => request(brand, path, { headers: cookie ? { cookie } : {} });
describe("the birthday as typed", () => {
  it("comes back on a refusal as text: no payload of the XSS corpus runs", async () => {
    // A field without a register rule takes at most 128 characters: a lean sample of the corpus's payloads that fit.
    const payloads = xssPayloads()
      .filter((payload) => payload.length <= 128)
      .slice(0, 12);
    expect(payloads.length).toBeGreaterThan(10);
    for (const birthday of payloads) {
      const { status, body } = await request("lumen", "/register", {
        form: { mode: "mobile", birthday, terms: "on", age: "on" },
        headers: { ...sameOrigin("lumen"), "x-forwarded-for": "198.51.100.91" },
      });
      expect(status, birthday).toBe(422);
      expect(executableParts(body), birthday).toEqual([]);
    }
  });
});

const PROTECTION_PATHS = ["/member/limits", "/member/realityCheck", "/member/selfExclusion", "/member/accountActivity"];

describe("the responsible-gaming page", () => {
  it("is one link from every brand's home (the footer)", async () => {
    for (const brand of ["aurora", "lumen", "tala"]) {
      const { body } = await get(brand, "/");
      expect(body, brand).toMatch(/<a [^>]*href="\/responsible-gaming"/);
    }
  });

  it("shows the merchant's text, then the brand's help organisations and seals; a visitor is asked to log in", async () => {
    const { status, body } = await get("lumen", "/responsible-gaming?lng=EN");
    expect(status).toBe(200);
    expect(body).toContain('data-page="responsible"');
    expect(body).toContain(en.responsible.helpTitle);
    expect(body).toContain('href="https://www.ncpgambling.org"');
    expect(body).toContain("National Council on Problem Gambling");
    expect(body).toContain('href="tel:+18005224700"');
    expect(body).toContain(en.responsible.call.replace("{{phone}}", "+1 800 522 4700"));
    expect(body).toMatch(/<img [^>]*src="\/brand\/seals\/ncpg\.svg"[^>]*alt="Member of the National Council on Problem Gambling"/);
    // Per brand: aurora's are its own.
    const aurora = (await get("aurora", "/responsible-gaming?lng=EN")).body;
    expect(aurora).toContain("PAGCOR Responsible Gaming");
    expect(aurora).not.toContain("ncpgambling");
    // A visitor: a sign-in link, no member links.
    expect(body).toContain(en.responsible.signInFirst);
    for (const path of PROTECTION_PATHS) expect(body).not.toContain(`href="${path}"`);
  });

  it("gives a signed-in player one-click links to limits, reality check, self-exclusion and account activity, in TY too", async () => {
    const cookie = await sessionCookie("aurora", "AURORA");
    const { status, body } = await get("aurora", "/responsible-gaming?lng=TY", cookie);
    expect(status).toBe(200);
    for (const path of PROTECTION_PATHS) expect(body).toMatch(new RegExp(`<a [^>]*href="${path}"`));
    expect(body).toContain(ty.responsible.tools.selfExclusion.name);
    expect(body).not.toContain(ty.responsible.signInFirst);
  });

  it("states the brand's own minimum age, where its merchant's texts state one: 21 on lumen, 18 on aurora", async () => {
    // Each age a page states (once as HTML, once more in its data).
    const ages = (body: string) => [
      ...new Set([...body.matchAll(/(\d+) or older|at least (\d+) years/g)].map((match) => match[1] ?? match[2])),
    ];
    const lumen = (await get("lumen", "/responsible-gaming?lng=EN")).body;
    expect(ages(lumen)).toEqual(["21"]);
    expect(ages((await get("lumen", "/help?lng=EN")).body)).toEqual(["21"]);
    expect(ages((await get("aurora", "/responsible-gaming?lng=EN")).body)).toEqual(["18"]);
  });

  it("serves the seals its config lists, and nothing else from the folder", async () => {
    const seal = await get("aurora", "/brand/seals/pagcor.svg");
    expect(seal.status).toBe(200);
    expect(seal.headers["content-type"]).toBe("image/svg+xml");
    expect(seal.body).toContain("<svg");
    expect((await get("aurora", "/brand/seals/ncpg.svg")).status).toBe(404);
    expect((await get("aurora", "/brand/seals/..%2Flogo.svg")).status).toBe(404);
  });
});

/** Every trace of the cockfight vertical a page could show: its menu, footer link, tab, section and vendors. */
const COCKFIGHT_TRACES = [
  'id="vendor-menu-cockfight"',
  'data-category="COCKFIGHT"',
  'href="/?tab=COCKFIGHT"',
  "vendors-cockfight",
  "DS88",
  "SV388",
];

describe("a vertical the brand turns off (tala: cockfight, though its merchant offers DS88 and SV388)", () => {
  it("shows nowhere: menus, footer, home tabs, hot games, the sports centre's vendors, the sitemap", async () => {
    const offered = await sb.platform({ merchant: "TALA" }).games.lanes({ platform: "html5-desktop", language: "EN" });
    expect(offered.lanes.map((lane) => lane.gameType)).toContain("COCKFIGHT");
    for (const path of ["/", "/?tab=COCKFIGHT", "/sports", "/rng", "/sitemap.xml"]) {
      const { status, body } = await get("tala", path);
      expect(status, path).toBe(200);
      for (const trace of COCKFIGHT_TRACES) expect(body, `${path}: ${trace}`).not.toContain(trace);
    }
    // Sports itself is still offered.
    expect((await get("tala", "/sports")).body).toContain("vendors-sports");
    // The merchant's banner leading to a cockfight game is left out of the carousel; the others stay.
    const { list: banners } = await sb.platform({ merchant: "TALA" }).content.banners({ groupName: "w_home", language: "EN" });
    const cockfight = banners.filter((banner) => banner.linkage.type === "GAME" && banner.linkage.target.startsWith("COCKFIGHT-"));
    expect(cockfight.length).toBeGreaterThan(0);
    const home = (await get("tala", "/?lng=EN")).body;
    for (const banner of cockfight) expect(home).not.toContain(banner.title);
    expect(home).toContain(banners.find((banner) => !cockfight.includes(banner))!.title);
  });

  it("answers its links with the translated not-offered page (404), and never starts its games", async () => {
    const english = await get("tala", "/sports?vassalage=DS88&lng=EN");
    expect(english.status).toBe(404);
    expect(english.body).toContain(en.system.notOfferedTitle);
    expect(english.body).toContain(en.errors.VERTICAL_NOT_OFFERED);
    const tagalog = await get("tala", "/sports?vassalage=SV388&lng=TY");
    expect(tagalog.status).toBe(404);
    expect(tagalog.body).toContain(ty.errors.VERTICAL_NOT_OFFERED);
    const vendorGames = await get("tala", "/games/vendor/DS88?lng=EN");
    expect(vendorGames.status).toBe(404);
    expect(vendorGames.body).toContain(en.system.notOfferedTitle);
    // A vendor that is no one's is still plainly not found.
    expect((await get("tala", "/sports?vassalage=NOPE")).status).toBe(200);
    const launched = await request("tala", "/games/launch", { form: { vendor: "DS88", returnTo: "/" }, headers: sameOrigin("tala") });
    expect(launched.status).toBe(451);
    expect(launched.body).toContain(ty.errors.VERTICAL_NOT_OFFERED);
  });
});

describe("a vertical offered in some regions only (aurora: cockfight in the Philippines)", () => {
  const ABROAD = "203.0.113.77";
  const fromAbroad = (path: string) => request("aurora", path, { headers: { "x-forwarded-for": ABROAD } });

  it("is offered where the platform places the visitor in the region, and nowhere else", async () => {
    await sb.control("/caller-country", { ip: ABROAD, country: "SG" });
    expect(await sb.platform({ merchant: "AURORA", clientIp: ABROAD }).system.location()).toEqual({ ip: ABROAD, country: "SG" });
    expect((await sb.platform({ merchant: "AURORA" }).system.location()).country).toBe("PH");

    // In the Philippines (every other caller): offered.
    expect((await get("aurora", "/")).body).toContain('id="vendor-menu-cockfight"');
    expect((await get("aurora", "/sports?vassalage=DS88")).status).toBe(200);
    // From Singapore: nowhere, and its link says why (451: not offered there).
    for (const path of ["/", "/sports"]) {
      const { status, body } = await fromAbroad(path);
      expect(status, path).toBe(200);
      for (const trace of COCKFIGHT_TRACES) expect(body, `${path}: ${trace}`).not.toContain(trace);
    }
    const refused = await fromAbroad("/sports?vassalage=DS88&lng=EN");
    expect(refused.status).toBe(451);
    expect(refused.body).toContain(en.errors.VERTICAL_NOT_OFFERED);
  });
});
