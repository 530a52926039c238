import { describe, expect, it } from "vitest";
import { en } from "~/i18n/packs/en";
import { ty } from "~/i18n/packs/ty";
import { createSessionCodec } from "~/session/codec.server";
import { startTestPortal, TEST_SESSION_SECRET } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const { request } = await startTestPortal(sb.url);

async function sessionCookie(brandId: string, merchant: string) {
  const token = await sb.login(merchant, MEMBER.username, MEMBER.password);
  const sealed = await createSessionCodec(TEST_SESSION_SECRET).seal(
    { token, isAgent: 0, username: MEMBER.username, expiresAt: Date.now() + 3_600_000 },
    brandId,
  );
  return `__session=${sealed}`;
}

const get = (brand: string, path: string, cookie?: string) => request(brand, path, { headers: cookie ? { cookie } : {} });
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

  it("serves the seals its config lists, and nothing else from the folder", async () => {
    const seal = await get("aurora", "/brand/seals/pagcor.svg");
    expect(seal.status).toBe(200);
    expect(seal.headers["content-type"]).toBe("image/svg+xml");
    expect(seal.body).toContain("<svg");
    expect((await get("aurora", "/brand/seals/ncpg.svg")).status).toBe(404);
    expect((await get("aurora", "/brand/seals/..%2Flogo.svg")).status).toBe(404);
  });
});
