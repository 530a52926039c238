import { describe, expect, it } from "vitest";
import { ANNOUNCEMENT_TYPES } from "~/platform/contract";
import { BANNER_GROUPS } from "~/platform/contract/content";
import { platformError, startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();
const aurora = sb.platform({ merchant: "AURORA" });
const allTypes = ANNOUNCEMENT_TYPES.join(",");

describe("content.banners", () => {
  it("returns a group's banners in order, with every kind of linkage", async () => {
    const { list } = await aurora.content.banners({ groupName: "w_home", language: "EN" });
    expect(list.map((banner) => banner.id)).toEqual(["AURORA-w_home-1", "AURORA-w_home-2", "AURORA-w_home-3", "AURORA-w_home-4"]);
    expect(list[0]).toEqual({
      id: "AURORA-w_home-1",
      groupName: "w_home",
      title: "Welcome bonus 100% up to ₱5,000",
      url: "/assets/banners/AURORA-w_home-1.svg",
      linkage: { type: "ROUTE", target: "/promotions" },
    });
    expect(list.map((banner) => banner.linkage.type)).toEqual(["ROUTE", "GAME", "GAME", "URL"]);
    const leftMenu = await aurora.content.banners({ groupName: "w_leftmenu", language: "EN" });
    expect(leftMenu.list.map((banner) => banner.linkage.type)).toContain("NONE");
  });

  it("gives every merchant every group, LUMEN a single home banner", async () => {
    for (const merchant of ["AURORA", "LUMEN", "TALA"]) {
      for (const groupName of BANNER_GROUPS) {
        const { list } = await sb.platform({ merchant }).content.banners({ groupName, language: "EN" });
        expect(list.length, `${merchant} ${groupName}`).toBeGreaterThan(0);
        expect(list.every((banner) => banner.id.startsWith(`${merchant}-`))).toBe(true);
      }
    }
    expect((await sb.platform({ merchant: "LUMEN" }).content.banners({ groupName: "w_home", language: "EN" })).list).toHaveLength(1);
  });

  it("writes a banner's amount in its merchant's money, a merchant made from another's template too", async () => {
    const title = async (merchant: string, groupName: "w_home" | "w_reg") =>
      (await sb.platform({ merchant }).content.banners({ groupName, language: "EN" })).list[0].title;
    expect(await title("SAIGON", "w_home")).toBe("Welcome bonus 100% up to ₫5,000,000");
    // NAKHEEL has AURORA's banners, in dirhams (Intl writes a no-break space after a code).
    expect(await title("NAKHEEL", "w_home")).toBe("Welcome bonus 100% up to AED\u00a05,000");
    expect(await title("NAKHEEL", "w_reg")).toBe("Sign up and claim AED\u00a0100");
  });

  it("titles and draws banners in the request's language", async () => {
    const { list } = await aurora.content.banners({ groupName: "w_reg", language: "TY" });
    expect(list[0].title).toBe("Mag-sign up at kunin ang ₱100");
    // The image shows the title too: the Tagalog one on a Tagalog page.
    expect(list[0].url).toBe("/assets/banners/AURORA-w_reg-1.svg?language=TY");
    const image = await (await fetch(sb.url + list[0].url)).text();
    expect(image).toContain(">Mag-sign up at kunin ang ₱100</text>");
    expect(image).not.toContain("Sign up and claim");
  });

  it("rejects an unknown group", async () => {
    const response = await sb.raw("GET", "/api/v1/content/banners", { merchant: "AURORA", query: { groupName: "w_evil", language: "EN" } });
    expect(response.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
  });
});

describe("content.announcements", () => {
  it("returns the requested types, newest first", async () => {
    const { list } = await aurora.content.announcements({ types: allTypes, platform: "W", language: "EN" });
    expect(list).toHaveLength(18);
    expect(new Set(list.map((item) => item.type))).toEqual(new Set(ANNOUNCEMENT_TYPES));
    const times = list.map((item) => item.time);
    expect(times).toEqual([...times].sort().reverse());

    const promotions = await aurora.content.announcements({ types: "PR,PU", platform: "W", language: "EN" });
    expect(promotions.list.length).toBeGreaterThan(0);
    expect(promotions.list.every((item) => item.type === "PR" || item.type === "PU")).toBe(true);
    expect(promotions.list.some((item) => item.promotionType !== null)).toBe(true);
  });

  it("filters by execution: A for members, B for visitors, F for a first login", async () => {
    for (const execution of ["A", "B", "F"] as const) {
      const { list } = await aurora.content.announcements({ types: allTypes, platform: "W", execution, language: "EN" });
      expect(list.length, execution).toBeGreaterThan(0);
      expect(list.every((item) => item.execution === execution)).toBe(true);
    }
  });

  it("passes platform HTML on untouched (the portal sanitises it) and translates titles", async () => {
    const en = await aurora.content.announcements({ types: "PU", platform: "W", language: "EN" });
    const hostile = en.list.find((item) => item.title === "Weekend tournament")!;
    expect(hostile.content).toContain("<script>");
    expect(hostile.content).toContain("onerror=");
    const ty = await aurora.content.announcements({ types: "PU", platform: "W", language: "TY" });
    expect(ty.list.find((item) => item.id === hostile.id)!.title).toBe("Torneo sa katapusan ng linggo");
  });

  it("shows each merchant its own list", async () => {
    const { list } = await sb.platform({ merchant: "LUMEN" }).content.announcements({ types: allTypes, platform: "W", language: "EN" });
    expect(list).toHaveLength(9);
    expect(list.every((item) => item.id.startsWith("LUMEN-"))).toBe(true);
  });

  it.each([
    ["an unknown type", { types: "B,X" }],
    ["a platform other than W", { platform: "H5" }],
    ["an unknown execution", { execution: "Z" }],
  ])("rejects %s", async (_, query) => {
    const response = await sb.raw("GET", "/api/v1/content/announcements", {
      merchant: "AURORA",
      query: { types: "B", platform: "W", language: "EN", ...query },
    });
    expect(response.envelope).toMatchObject({ success: false, code: "INVALID_REQUEST" });
  });
});

describe("content.help", () => {
  it("returns the sections of a language, with the terms anchor", async () => {
    const en = await aurora.content.help({ lang: "EN", device: "WEB" });
    expect(en.sections.map((section) => section.anchor)).toEqual(["about", "deposit", "withdraw", "faq", "term", "privacy", "responsible"]);
    const ty = await aurora.content.help({ lang: "TY", device: "WEB" });
    expect(ty.sections.find((section) => section.anchor === "term")!.title).toBe("Mga tuntunin at kundisyon");
  });

  it("falls back to the merchant's default language when it has none in the requested one", async () => {
    const { sections } = await sb.platform({ merchant: "LUMEN" }).content.help({ lang: "TY", device: "WEB" });
    expect(sections.find((section) => section.anchor === "term")!.title).toBe("Terms and conditions");
  });

  it("rejects a device other than WEB", async () => {
    expect((await platformError(aurora.content.help({ lang: "EN", device: "APP" as "WEB" }))).code).toBe("INVALID_REQUEST");
  });
});
