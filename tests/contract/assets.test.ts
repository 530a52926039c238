import { describe, expect, it } from "vitest";
import { startTestSandbox } from "../helpers/sandbox";

const sb = await startTestSandbox();

async function get(path: string) {
  const response = await fetch(sb.url + path);
  return { response, body: await response.text() };
}

describe("generated SVG assets", () => {
  it.each([
    ["a game icon", "/assets/games/RNG-PG-0001.svg"],
    ["a vendor logo", "/assets/vendors/TCG_LOTTO_VN.svg"],
    ["a banner", "/assets/banners/AURORA-w_home-1.svg"],
  ])("serves %s as a cacheable SVG", async (_, path) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(body).not.toMatch(/<script|href="http/);
  });

  it("draws the same image every time, and different ones for different ids", async () => {
    const first = (await get("/assets/games/RNG-PG-0001.svg")).body;
    expect((await get("/assets/games/RNG-PG-0001.svg")).body).toBe(first);
    expect((await get("/assets/games/RNG-PG-0002.svg")).body).not.toBe(first);
  });

  it("labels a game with its initials and a banner with its title, escaped", async () => {
    const name = sb.sandbox.db.prepare("SELECT name_en FROM games WHERE node_id = 'PVP-KY-0001'").pluck().get() as string;
    const initials = name
      .split(" ")
      .slice(0, 2)
      .map((word) => word[0])
      .join("");
    expect((await get("/assets/games/PVP-KY-0001.svg")).body).toContain(`>${initials}</text>`);
    expect((await get("/assets/banners/AURORA-w_home-1.svg")).body).toContain("Welcome bonus 100% up to ₱5,000");
    expect((await get("/assets/banners/AURORA-w_home-1.svg?language=TY")).body).toContain("Bonus sa pagsali 100% hanggang ₱5,000");
    const apostrophe = sb.sandbox.db.prepare("SELECT node_id FROM games WHERE name_en LIKE '%''%' LIMIT 1").pluck().get() as string;
    expect((await get(`/assets/games/${apostrophe}.svg`)).body).toContain("&#39;");
  });

  it.each([
    "/assets/games/RNG-PG-9999.svg",
    "/assets/games/RNG-PG-0001.png",
    "/assets/vendors/NOPE.svg",
    "/assets/banners/AURORA-w_home-99.svg",
    "/assets/other/RNG-PG-0001.svg",
    "/assets/games/%27%20OR%201%3D1.svg",
  ])("answers 404 for %s", async (path) => {
    expect((await get(path)).response.status).toBe(404);
  });
});
